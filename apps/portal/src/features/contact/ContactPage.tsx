import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

/** §2 /fr/contact: the form, and where else to find help (legal advice, FAQ, emergencies). */
export function ContactPage({ locale }: { locale: Locale }) {
  const link = (name: string) => (text: ReactNode[]) => <a key={name} href={pathFor(name, locale)}>{text}</a>;
  return (
    <div className={styles.page}>
      <header>
        <h1><FormattedMessage id="page.contact" /></h1>
        <p className={styles.lead}><FormattedMessage id="contact.lead" /></p>
      </header>
      <div className={styles.columns}>
        <ContactForm locale={locale} privacyHref={pathFor('content-politique-de-confidentialite-vie-privee', locale)} />
        <aside className={styles.aside} aria-labelledby="contact-other">
          <h2 id="contact-other"><FormattedMessage id="contact.other.heading" /></h2>
          <p><FormattedMessage id="contact.other.legal" values={{ link: link('content-permanence-juridique') }} /></p>
          <p><FormattedMessage id="contact.other.faq" values={{ link: link('faq') }} /></p>
          <p className={styles.urgent}><FormattedMessage id="contact.other.urgent" /></p>
        </aside>
      </div>
    </div>
  );
}
