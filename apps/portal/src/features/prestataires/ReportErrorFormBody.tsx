import { HONEYPOT_FIELD, listingReportCreateSchema } from '@sam/contracts';
import { useReportListingErrorMutation } from '../../shared/api';
import type { Locale } from '@sam/i18n-routes';
import type { DeferredFormProps } from '../../shared/forms/DeferredForm';
import { SentMessage } from '../../shared/forms/FormFields';
import { useDeferredPublicForm } from '../../shared/forms/use-public-form';
import { ReportErrorFormView } from './ReportErrorFormView';

/**
 * The report form itself, in its own chunk (react-hook-form, the API's schema): ReportErrorForm's
 * DeferredForm loads it once the disclosure is opened or used, keeping what was typed meanwhile.
 */
export function ReportErrorFormBody({ slug, title, locale, privacyHref, before, onReady }: { slug: string; title: string; locale: Locale; privacyHref: string } & DeferredFormProps) {
  const [report, { isLoading }] = useReportListingErrorMutation();
  const { form, onSubmit, alert, sent, error, again } = useDeferredPublicForm(
    listingReportCreateSchema,
    (values) => report({ ...values, locale }).unwrap(),
    { prestataire: slug, message: '', name: '', email: '', [HONEYPOT_FIELD]: '' },
    { before, onReady },
  );

  if (sent) return <SentMessage messages="reportError.sent" onAgain={again} />;
  const { register } = form;
  return (
    <ReportErrorFormView
      title={title}
      privacyHref={privacyHref}
      fields={{ prestataire: register('prestataire'), message: register('message'), name: register('name'), email: register('email') }}
      honeypot={register(HONEYPOT_FIELD)}
      errors={{ message: error('message'), name: error('name'), email: error('email') }}
      onSubmit={onSubmit}
      alert={alert}
      busy={isLoading}
    />
  );
}
