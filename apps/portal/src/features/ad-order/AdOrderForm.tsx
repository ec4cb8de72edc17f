import { FormattedMessage, useIntl } from 'react-intl';
import { AD_DURATIONS, AD_FORMATS, AD_LANGUAGES, adOrderSchema, HONEYPOT_FIELD } from '@sam/contracts';
import { useOrderAdMutation } from '../../shared/api';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { ConsentCheckbox, Fieldset, formStyles, HoneypotField, SelectField, SentMessage, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';
import { usePublicForm } from '../../shared/forms/use-public-form';
import styles from './AdOrderForm.module.css';

/**
 * §2 commander-encart-publicitaire: the order form under the page's text. The team answers with
 * a quote (POST /api/publicite/commandes, stored as an 'ad_order' suggestion).
 */
export function AdOrderForm({ locale, privacyHref }: { locale: Locale; privacyHref: string }) {
  const intl = useIntl();
  const [order, { isLoading }] = useOrderAdMutation();
  const { form, onSubmit, alert, sent, error, again } = usePublicForm(adOrderSchema, (values) => order({ ...values, locale }).unwrap(), {
    start_date: '', organisation: '', contact_name: '', email: '', phone: '', message: '', [HONEYPOT_FIELD]: '',
  });
  const t = (id: string) => intl.formatMessage({ id });
  const optional = useOptionalLabel();
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  let content;
  if (sent) {
    content = (
      <SentMessage messages="adOrder.sent" values={{ email: sent.email }} onAgain={again} />
    );
  } else {
    const { register } = form;
    content = (
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
        <p className={formStyles.note}><FormattedMessage id="form.requiredNote" /></p>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <Fieldset legend={<FormattedMessage id="adOrder.section.ad" />}>
          <SelectField label={t('adOrder.format')} placeholder={t('form.choose')} options={options(AD_FORMATS, 'adOrder.format')} error={error('format')} {...register('format')} />
          <SelectField label={t('adOrder.languages')} placeholder={t('form.choose')} options={options(AD_LANGUAGES, 'adOrder.languages')} error={error('languages')} {...register('languages')} />
          <TextField label={<FormattedMessage id="adOrder.start_date" />} type="date" error={error('start_date')} {...register('start_date')} />
          <SelectField label={t('adOrder.duration_months')} placeholder={t('form.choose')} options={options(AD_DURATIONS, 'adOrder.duration')} error={error('duration_months')} {...register('duration_months')} />
        </Fieldset>
        <Fieldset legend={<FormattedMessage id="adOrder.section.contact" />}>
          <TextField label={<FormattedMessage id="adOrder.organisation" />} autoComplete="organization" error={error('organisation')} {...register('organisation')} />
          <TextField label={<FormattedMessage id="adOrder.contact_name" />} autoComplete="name" error={error('contact_name')} {...register('contact_name')} />
          <TextField label={<FormattedMessage id="adOrder.email" />} type="email" autoComplete="email" error={error('email')} {...register('email')} />
          <TextField label={optional('adOrder.phone')} type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
          <TextAreaField label={optional('adOrder.message')} hint={<FormattedMessage id="adOrder.message.hint" />} rows={5} error={error('message')} {...register('message')} />
        </Fieldset>
        <ConsentCheckbox privacyHref={privacyHref} error={error('consent')} registration={register('consent')} />
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <Button type="submit" disabled={isLoading}><FormattedMessage id="adOrder.submit" /></Button>
      </form>
    );
  }
  return (
    <section className={styles.order} aria-labelledby="ad-order-heading">
      <h2 id="ad-order-heading"><FormattedMessage id="adOrder.heading" /></h2>
      <p><FormattedMessage id="adOrder.intro" /></p>
      {content}
    </section>
  );
}
