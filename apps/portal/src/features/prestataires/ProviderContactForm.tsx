import { HONEYPOT_FIELD, providerContactSchema } from '@sam/contracts';
import { useSendProviderMessageMutation } from '../../shared/api';
import type { Locale } from '@sam/i18n-routes';
import type { DeferredFormProps } from '../../shared/forms/DeferredForm';
import { SentMessage } from '../../shared/forms/FormFields';
import { useDeferredPublicForm } from '../../shared/forms/use-public-form';
import { ProviderContactFormView } from './ProviderContactFormView';

/**
 * §7 POST /api/prestataires/contact: write to the provider, validated with the API's own schema. In
 * its own chunk: the provider page's DeferredForm loads it when it comes near or is used, in place
 * of the placeholder with the same markup (decision 0033), keeping what was typed meanwhile.
 */
export function ProviderContactForm({ slug, title, locale, privacyHref, before, onReady }: { slug: string; title: string; locale: Locale; privacyHref: string } & DeferredFormProps) {
  const [send, { isLoading }] = useSendProviderMessageMutation();
  const { form, onSubmit, alert, sent, error, again } = useDeferredPublicForm(
    providerContactSchema,
    (values) => send({ ...values, locale }).unwrap(),
    { prestataire: slug, name: '', email: '', phone: '', message: '', [HONEYPOT_FIELD]: '' },
    { before, onReady },
  );

  if (sent) {
    return <SentMessage messages="provider.contactForm.sent" values={{ email: sent.email }} onAgain={again} />;
  }
  const { register } = form;
  return (
    <ProviderContactFormView
      title={title}
      privacyHref={privacyHref}
      fields={{ prestataire: register('prestataire'), name: register('name'), email: register('email'), phone: register('phone'), message: register('message') }}
      consent={register('consent')}
      honeypot={register(HONEYPOT_FIELD)}
      errors={{ name: error('name'), email: error('email'), phone: error('phone'), message: error('message'), consent: error('consent') }}
      onSubmit={onSubmit}
      alert={alert}
      busy={isLoading}
    />
  );
}
