import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD, LISTING_REPORT_MESSAGE } from '@sam/contracts';
import { Button, FormAlert, TextField } from '@sam/ui';
import { formStyles, HoneypotField, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';
import styles from './ReportErrorForm.module.css';

type Control<E> = (E extends HTMLTextAreaElement ? TextareaHTMLAttributes<E> : InputHTMLAttributes<E>) & { name: string; ref?: Ref<E> };
type ReportField = 'message' | 'name' | 'email';

export interface ReportErrorFormViewProps {
  title: string;
  privacyHref: string;
  fields: { prestataire: Control<HTMLInputElement>; message: Control<HTMLTextAreaElement>; name: Control<HTMLInputElement>; email: Control<HTMLInputElement> };
  honeypot: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
  errors?: Partial<Record<ReportField, string>>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  alert?: ReactNode;
  busy?: boolean;
}

/**
 * The "report an error" form as markup, shared by the light placeholder the page hydrates and the
 * loaded form (ReportErrorFormBody), so that swapping one for the other moves nothing.
 */
export function ReportErrorFormView({ title, privacyHref, fields, honeypot, errors = {}, onSubmit, alert, busy = false }: ReportErrorFormViewProps) {
  const optional = useOptionalLabel();
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="report-error-heading">
      <h2 id="report-error-heading" className={styles.heading}><FormattedMessage id="reportError.heading" values={{ title }} /></h2>
      <p className={formStyles.note}><FormattedMessage id="reportError.intro" /></p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" {...fields.prestataire} />
      <TextAreaField
        label={<FormattedMessage id="reportError.message" />}
        hint={<FormattedMessage id="reportError.message.hint" />}
        rows={5}
        maxLength={LISTING_REPORT_MESSAGE.max}
        error={errors.message}
        {...fields.message}
      />
      <TextField label={optional('reportError.name')} autoComplete="name" error={errors.name} {...fields.name} />
      <TextField
        label={optional('reportError.email')}
        hint={<FormattedMessage id="reportError.email.hint" />}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...fields.email}
      />
      <p className={formStyles.note}>
        <FormattedMessage id="reportError.privacy" values={{ link: (text) => <a key="privacy" href={privacyHref}>{text}</a> }} />
      </p>
      <HoneypotField registration={honeypot} />
      <Button type="submit" disabled={busy}><FormattedMessage id="reportError.submit" /></Button>
    </form>
  );
}
