import { FormattedMessage, useIntl } from 'react-intl';
import type { FooterSection } from '../main-menu/main-menu-items';
import { ScrollButtons } from '../scroll-buttons/ScrollButtons';
import type { SocialLink } from '../social-links/social-links';
import styles from './SiteFooter.module.css';

export interface SiteFooterProps {
  /** Every public section, as the main menu has them (footerSections() of the main-menu items). */
  sections?: FooterSection[];
  /** The rest: privacy policy and the like. */
  links: { href: string; labelId: string }[];
  donateHref: string;
  /** Reopens the cookie settings (useConsent().openSettings); adds a 'Cookie settings' button to the links. */
  onCookieSettings?: () => void;
  /** The configured social networks (socialLinksFrom); none configured, none shown. */
  social?: SocialLink[];
}

export function SiteFooter({ sections = [], links, donateHref, onCookieSettings, social = [] }: SiteFooterProps) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {sections.length > 0 ? (
          <nav aria-label={intl.formatMessage({ id: 'footer.sections.label' })} className={styles.sections}>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={`footer-${section.id}`}>
                <h2 id={`footer-${section.id}`} className={styles.heading}><FormattedMessage id={section.headingId} /></h2>
                <ul className={styles.list}>
                  {section.links.map((l) => (
                    <li key={l.id}><a href={l.href}><FormattedMessage id={l.labelId} /></a></li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : null}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}><FormattedMessage id="footer.contact" /></h2>
          <address className={styles.address}>
            <FormattedMessage id="footer.address" />
            <br />
            <a href="mailto:info@sam.example">info@sam.example</a>
          </address>
        </section>
        <nav aria-label={intl.formatMessage({ id: 'footer.links' })}>
          <ul className={styles.list}>
            {links.map((l) => (
              <li key={l.href}><a href={l.href}><FormattedMessage id={l.labelId} /></a></li>
            ))}
            {onCookieSettings ? (
              <li>
                <button type="button" className={styles.linkButton} onClick={onCookieSettings}>
                  <FormattedMessage id="cookies.settings.title" />
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        {social.length > 0 ? (
          <nav aria-label={intl.formatMessage({ id: 'footer.social' })}>
            <ul className={styles.list}>
              {social.map((s) => (
                <li key={s.network}><a href={s.href} rel="noopener noreferrer">{s.name}</a></li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div>
          <a className={styles.donate} href={donateHref}><FormattedMessage id="nav.donate" /></a>
        </div>
      </div>
      <p className={styles.rights}><FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} /></p>
      <ScrollButtons />
    </footer>
  );
}
