import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { DeferredForm, inertRegistration } from '../../shared/forms/DeferredForm';
import { deferredModule } from '../../shared/deferred-module';
import { ReportErrorFormView } from './ReportErrorFormView';
import styles from './ReportErrorForm.module.css';

const reportErrorFormBody = deferredModule(() => import('./ReportErrorFormBody').then((module) => module.ReportErrorFormBody));

/**
 * Issue 17, "Signaler une erreur": a disclosure at the foot of a public provider page with a short
 * form (what is wrong; a name and an address only for a reply), validated with the API's schema.
 * The report reaches the team and the listing's owners (docs/decisions/0029-listing-reports.md).
 * The form's code loads once the disclosure is opened (its fields come into view) or used.
 */
export function ReportErrorForm({ slug, title, locale, privacyHref }: { slug: string; title: string; locale: Locale; privacyHref: string }) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        <FormattedMessage id="reportError.toggle" />
      </summary>
      <DeferredForm
        form={reportErrorFormBody}
        props={{ slug, title, locale, privacyHref }}
        placeholder={
          <ReportErrorFormView
            title={title}
            privacyHref={privacyHref}
            fields={{ prestataire: { name: 'prestataire', defaultValue: slug }, message: { name: 'message' }, name: { name: 'name' }, email: { name: 'email' } }}
            honeypot={inertRegistration(HONEYPOT_FIELD)}
          />
        }
      />
    </details>
  );
}
