import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, infoSuggestionSchema, prestataireSuggestionSchema } from '@sam/contracts';
import { useSuggestInfoMutation, useSuggestPrestataireMutation } from '../../shared/api';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { ConsentCheckbox, Fieldset, formStyles, HoneypotField, SentMessage, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';
import { usePublicForm } from '../../shared/forms/use-public-form';

/** "You": the optional name and the address the team may write back to. */
function SenderFieldset({ name, email, errors, optional }: {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: string; email?: string };
  optional: (id: string) => string;
}) {
  return (
    <Fieldset legend={<FormattedMessage id="suggest.section.sender" />}>
      <TextField label={optional('suggest.sender_name')} autoComplete="name" error={errors.name} {...name} />
      <TextField label={<FormattedMessage id="suggest.sender_email" />} hint={<FormattedMessage id="suggest.sender_email.hint" />} type="email" autoComplete="email" error={errors.email} {...email} />
    </Fieldset>
  );
}

function Thanks({ onAgain }: { onAgain: () => void }) {
  return <SentMessage messages="suggest.sent" onAgain={onAgain} />;
}

interface SuggestionFormProps {
  locale: Locale;
  privacyHref: string;
}

/** §2 /fr/suggerer-un-prestataire → POST /api/prestataires/suggestions. */
export function SuggestProviderForm({ locale, privacyHref }: SuggestionFormProps) {
  const optional = useOptionalLabel();
  const [suggest, { isLoading }] = useSuggestPrestataireMutation();
  const { form, onSubmit, alert, sent, error, again } = usePublicForm(prestataireSuggestionSchema, (values) => suggest({ ...values, locale }).unwrap(), {
    name: '', activity: '', locality: '', website: '', phone: '', email: '', comment: '', sender_name: '', sender_email: '', [HONEYPOT_FIELD]: '',
  });
  if (sent) return <Thanks onAgain={again} />;
  const { register } = form;
  return (
    <SuggestionFormFrame onSubmit={onSubmit} alert={alert} submit={<FormattedMessage id="suggest.prestataire.submit" />} busy={isLoading}>
      <Fieldset legend={<FormattedMessage id="suggest.prestataire.section" />}>
        <TextField label={<FormattedMessage id="suggest.prestataire.name" />} error={error('name')} {...register('name')} />
        <TextAreaField label={<FormattedMessage id="suggest.prestataire.activity" />} hint={<FormattedMessage id="suggest.prestataire.activity.hint" />} rows={5} error={error('activity')} {...register('activity')} />
        <TextField label={<FormattedMessage id="suggest.prestataire.locality" />} autoComplete="off" error={error('locality')} {...register('locality')} />
        <TextField label={optional('suggest.prestataire.website')} type="url" placeholder="https://" error={error('website')} {...register('website')} />
        <TextField label={optional('suggest.prestataire.phone')} type="tel" autoComplete="off" error={error('phone')} {...register('phone')} />
        <TextField label={optional('suggest.prestataire.email')} type="email" autoComplete="off" error={error('email')} {...register('email')} />
        <TextAreaField label={optional('suggest.prestataire.comment')} rows={3} error={error('comment')} {...register('comment')} />
      </Fieldset>
      <SenderFieldset name={register('sender_name')} email={register('sender_email')} errors={{ name: error('sender_name'), email: error('sender_email') }} optional={optional} />
      <ConsentCheckbox privacyHref={privacyHref} error={error('consent')} registration={register('consent')} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
    </SuggestionFormFrame>
  );
}

/** §2 /fr/suggerer-une-information-utile → POST /api/infos/suggestions. */
export function SuggestInfoForm({ locale, privacyHref }: SuggestionFormProps) {
  const optional = useOptionalLabel();
  const [suggest, { isLoading }] = useSuggestInfoMutation();
  const { form, onSubmit, alert, sent, error, again } = usePublicForm(infoSuggestionSchema, (values) => suggest({ ...values, locale }).unwrap(), {
    title: '', description: '', url: '', sender_name: '', sender_email: '', [HONEYPOT_FIELD]: '',
  });
  if (sent) return <Thanks onAgain={again} />;
  const { register } = form;
  return (
    <SuggestionFormFrame onSubmit={onSubmit} alert={alert} submit={<FormattedMessage id="suggest.info.submit" />} busy={isLoading}>
      <Fieldset legend={<FormattedMessage id="suggest.info.section" />}>
        <TextField label={<FormattedMessage id="suggest.info.title" />} error={error('title')} {...register('title')} />
        <TextAreaField label={<FormattedMessage id="suggest.info.descriptionField" />} hint={<FormattedMessage id="suggest.info.descriptionField.hint" />} rows={6} error={error('description')} {...register('description')} />
        <TextField label={optional('suggest.info.url')} hint={<FormattedMessage id="suggest.info.url.hint" />} type="url" placeholder="https://" error={error('url')} {...register('url')} />
      </Fieldset>
      <SenderFieldset name={register('sender_name')} email={register('sender_email')} errors={{ name: error('sender_name'), email: error('sender_email') }} optional={optional} />
      <ConsentCheckbox privacyHref={privacyHref} error={error('consent')} registration={register('consent')} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
    </SuggestionFormFrame>
  );
}

function SuggestionFormFrame({ onSubmit, alert, submit, busy, children }: { onSubmit: () => void; alert: string | null; submit: ReactNode; busy: boolean; children: ReactNode }) {
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
      <p className={formStyles.note}><FormattedMessage id="form.requiredNote" /></p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {children}
      <Button type="submit" disabled={busy}>{submit}</Button>
    </form>
  );
}
