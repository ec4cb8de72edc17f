import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SocialLink } from '../social-links/social-links';
import styles from './SiteHeader.module.css';

type Locale = 'fr' | 'nl';

export interface HeaderAccount {
  user: { name: string } | null;
  loginHref: string;
  registerHref: string;
  dashboardHref: string;
  onLogout: () => void;
}

export interface SiteHeaderProps {
  locale: Locale;
  homeHref: string;
  topBar: {
    helpHref: string;
    legalAdviceHref: string;
    donateHref: string;
    languageLinks: Record<Locale, string>;
    /** Called as the visitor follows a language link, before the page changes: the app stores the choice. */
    onLanguageChange?: (locale: Locale) => void;
  };
  account: HeaderAccount;
  /** The main menu (burger), placed before the brand. */
  menu?: ReactNode;
  /** The configured social networks (socialLinksFrom); none configured, none shown. */
  social?: SocialLink[];
}

/** Top bar (help, legal advice, donation, language switcher) and brand row with the account buttons (spec §2). */
export function SiteHeader({ locale, homeHref, topBar, account, menu, social = [] }: SiteHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <nav aria-label={intl.formatMessage({ id: 'nav.topBar' })} className={styles.topLinks}>
          <a href={topBar.helpHref}><FormattedMessage id="nav.help" /></a>
          <a href={topBar.legalAdviceHref}><FormattedMessage id="nav.legalAdvice" /></a>
          <a href={topBar.donateHref} className={styles.donate}><FormattedMessage id="nav.donate" /></a>
        </nav>
        <div className={styles.topEnd}>
          {social.length > 0 ? (
            <ul className={styles.social} aria-label={intl.formatMessage({ id: 'footer.social' })}>
              {social.map((s) => (
                <li key={s.network}><a href={s.href} rel="noopener noreferrer">{s.name}</a></li>
              ))}
            </ul>
          ) : null}
          <LanguageSwitcher locale={locale} links={topBar.languageLinks} onChange={topBar.onLanguageChange} />
        </div>
      </div>
      <div className={styles.brandRow}>
        {menu}
        <a href={homeHref} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">SAM</span>
          {/* Issue 15: phones keep the header short; the tagline then stays in the link's name only. */}
          <span className={styles.tagline}><FormattedMessage id="app.tagline" /></span>
        </a>
        <AccountButtons {...account} />
      </div>
    </header>
  );
}

export function LanguageSwitcher({ locale, links, onChange }: { locale: Locale; links: Record<Locale, string>; onChange?: (locale: Locale) => void }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.languageSwitcher' })}>
      <ul className={styles.languages}>
        {(['fr', 'nl'] as const).map((l) => (
          <li key={l}>
            {l === locale ? (
              <span aria-current="true" lang={l} className={styles.currentLanguage}>
                <LanguageName locale={l} />
              </span>
            ) : (
              <a href={links[l]} hrefLang={l} lang={l} onClick={() => onChange?.(l)}>
                <LanguageName locale={l} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The language's name; phones show its code (FR, NL) and keep the name for screen readers. */
function LanguageName({ locale }: { locale: Locale }) {
  return (
    <>
      <span className={styles.languageName}>
        <FormattedMessage id={`nav.language.${locale}`} />
      </span>
      <span className={styles.languageCode} aria-hidden="true">
        {locale.toUpperCase()}
      </span>
    </>
  );
}

/** Spec §2: 'Connexion' / 'Inscription' when logged out, 'Mon compte' / 'Déconnexion' when logged in. */
export function AccountButtons({ user, loginHref, registerHref, dashboardHref, onLogout }: HeaderAccount) {
  if (!user) {
    return (
      <div className={styles.account}>
        <a className={styles.buttonSecondary} href={loginHref}><FormattedMessage id="account.login" /></a>
        <a className={styles.buttonPrimary} href={registerHref}><FormattedMessage id="account.register" /></a>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <a className={styles.buttonPrimary} href={dashboardHref}><FormattedMessage id="account.dashboard" /></a>
      <button type="button" className={styles.buttonSecondary} onClick={onLogout}><FormattedMessage id="account.logout" /></button>
    </div>
  );
}
