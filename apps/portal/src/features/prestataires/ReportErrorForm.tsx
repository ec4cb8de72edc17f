import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, LISTING_REPORT_MESSAGE, listingReportCreateSchema } from '@sam/contracts';
import { useReportListingErrorMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { formStyles, HoneypotField, SentMessage, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';
import { usePublicForm } from '../../shared/forms/use-public-form';
import styles from './ReportErrorForm.module.css';

/**
 * Issue 17, "Signaler une erreur": a disclosure at the foot of a public provider page with a short
 * form (what is wrong; a name and an address only for a reply), validated with the API's schema.
 * The report reaches the team and the listing's owners (docs/decisions/0029-listing-reports.md).
 */
export function ReportErrorForm({ slug, title, locale, privacyHref }: { slug: string; title: string; locale: Locale; privacyHref: string }) {
  const [report, { isLoading }] = useReportListingErrorMutation();
  const { form, onSubmit, alert, sent, error, again } = usePublicForm(listingReportCreateSchema, (values) => report({ ...values, locale }).unwrap(), {
    prestataire: slug,
    message: '',
    name: '',
    email: '',
    [HONEYPOT_FIELD]: '',
  });
  const optional = useOptionalLabel();
  const { register } = form;
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        <FormattedMessage id="reportError.toggle" />
      </summary>
      {sent ? (
        <SentMessage messages="reportError.sent" onAgain={again} />
      ) : (
        <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="report-error-heading">
          <h2 id="report-error-heading" className={styles.heading}><FormattedMessage id="reportError.heading" values={{ title }} /></h2>
          <p className={formStyles.note}><FormattedMessage id="reportError.intro" /></p>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <input type="hidden" {...register('prestataire')} />
          <TextAreaField
            label={<FormattedMessage id="reportError.message" />}
            hint={<FormattedMessage id="reportError.message.hint" />}
            rows={5}
            maxLength={LISTING_REPORT_MESSAGE.max}
            error={error('message')}
            {...register('message')}
          />
          <TextField label={optional('reportError.name')} autoComplete="name" error={error('name')} {...register('name')} />
          <TextField
            label={optional('reportError.email')}
            hint={<FormattedMessage id="reportError.email.hint" />}
            type="email"
            autoComplete="email"
            error={error('email')}
            {...register('email')}
          />
          <p className={formStyles.note}>
            <FormattedMessage id="reportError.privacy" values={{ link: (text) => <a key="privacy" href={privacyHref}>{text}</a> }} />
          </p>
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <Button type="submit" disabled={isLoading}><FormattedMessage id="reportError.submit" /></Button>
        </form>
      )}
    </details>
  );
}
