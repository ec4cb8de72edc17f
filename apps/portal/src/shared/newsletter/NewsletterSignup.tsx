import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { Illustration } from '@sam/ui';
import { DeferredForm, inertRegistration } from '../forms/DeferredForm';
import { deferredModule } from '../deferred-module';
import { NewsletterFormView } from './NewsletterFormView';
import styles from './NewsletterSignup.module.css';

// The form's code is not part of a page's first load (issue 16 item 6, decision 0033): every page
// renders and hydrates the same markup, and DeferredForm swaps the form in when it is near or used.
const newsletterForm = deferredModule(() => import('./NewsletterForm').then((module) => module.NewsletterForm));

/**
 * Spec §2 "pages load a newsletter-form script": the sign-up above the footer of every portal
 * page. Double opt-in: the API mails a confirmation link; nothing is sent before it is followed.
 */
export function NewsletterSignup({ locale }: { locale: Locale }) {
  return (
    <section className={styles.band} aria-labelledby="newsletter-heading">
      <div className={styles.inner}>
        <Illustration name="newsletter" className={styles.picture} />
        <div className={styles.text}>
          <h2 id="newsletter-heading" className={styles.heading}><FormattedMessage id="newsletter.heading" /></h2>
          <p className={styles.intro}><FormattedMessage id="newsletter.intro" /></p>
        </div>
        <DeferredForm
          className={styles.action}
          form={newsletterForm}
          props={{ locale }}
          placeholder={<NewsletterFormView email={{ name: 'email' }} honeypot={inertRegistration(HONEYPOT_FIELD)} />}
        />
      </div>
    </section>
  );
}
