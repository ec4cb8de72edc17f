import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { matchRoute, pathFor, serializeLocaleCookie, twinPath, type Locale } from '@sam/i18n-routes';
import {
  Breadcrumb,
  Illustration,
  CookieConsentBar,
  CONSENT_SETTINGS_TEXTS,
  MainMenu,
  NavigationProgress,
  PageLayout,
  SiteFooter,
  footerSections,
  SiteHeader,
  UnverifiedEmailBanner,
  installChunkReloadGuard,
  mainMenuItems,
  queueToastForNextPage,
  useConsent,
} from '@sam/ui';
import { useAppHref } from '../../app-links';
import { useRootData } from '../../root-data';
import { useApiCall } from '../../shared/api/use-api-call';
import { breadcrumbTrail } from './breadcrumbs';
import { breadcrumbJsonLd, JsonLd, organizationJsonLd } from '../../shared/seo/jsonld';
import { ClientNavigation } from './ClientNavigation';
import { NewsletterSignup } from '../../shared/newsletter/NewsletterSignup';
import styles from './PortalShell.module.css';
import { useTextsForBrowser } from '../../shared/page-messages';

/** Pages where the unverified-email banner would only repeat the page itself (spec §2). */
const VERIFY_PAGES = new Set(['verify-email', 'verify-id-hash']);

/** Header with menu, banner, breadcrumb, footer, consent bar and progress bar around every page (spec §2). */
/** What the shell shows on a visitor's action, maybe before the page's language is here: the page carries it (shared/page-messages.tsx). */
const SHELL_TEXTS_FOR_BROWSER = [...CONSENT_SETTINGS_TEXTS, 'toast.close'] as const;

export function PortalShell({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  useTextsForBrowser(SHELL_TEXTS_FOR_BROWSER);
  const data = useRootData();
  const appHref = useAppHref();
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const consent = useConsent();
  const call = useApiCall();
  const page = usePageData();

  // Spec §4/§8: a failed chunk load reloads the page, at most once a minute.
  useEffect(() => installChunkReloadGuard(), []);

  if (!data) return <>{children}</>;
  const { locale, user, config } = data;
  const route = matchRoute(pathname)?.route;
  const home = pathFor('index', locale);

  // Spec §4 logout: CSRF cookie and POST /logout (api-client), clear the session, go home, toast.
  const onLogout = async () => {
    await call((api) => api.sessionApi.endpoints.logout.initiate()).catch(() => undefined);
    queueToastForNextPage({
      type: 'success',
      title: intl.formatMessage({ id: 'toast.logout.title' }),
      message: intl.formatMessage({ id: 'toast.logout.message' }),
    });
    window.location.assign(home);
  };

  const trail = route ? breadcrumbTrail(route.name, locale, intl.messages) : [];
  const currentLabel = page.breadcrumbLabel ?? (route && intl.messages[`page.${route.name}`] ? intl.formatMessage({ id: `page.${route.name}` }) : undefined);

  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} failed={failed} />
      <ClientNavigation />
      <PageLayout
        layout={route?.layout ?? 'default'}
        notice={<CookieConsentBar policyHref={pathFor('content-politique-de-confidentialite-cookies', locale)} />}
        header={
          <SiteHeader
            locale={locale}
            homeHref={home}
            menu={<MainMenu items={mainMenuItems((name) => pathFor(name, locale))} resetKey={`${pathname}${search}`} currentHref={pathname} illustration={<Illustration name="menu" cover />} />}
            topBar={{
              helpHref: pathFor('aide-besoin-aide', locale),
              legalAdviceHref: pathFor('content-permanence-juridique', locale),
              donateHref: pathFor('content-soutenir-asbl', locale),
              languageLinks: languageLinks(page, pathname, search),
              onLanguageChange: (chosen) => rememberLocale(chosen, config.cookieDomain),
            }}
            social={config.socialLinks}
            account={{
              user: user ? { name: user.name } : null,
              loginHref: pathFor('auth-login', locale),
              registerHref: pathFor('auth-register', locale),
              dashboardHref: appHref('dashboard-index', locale),
              onLogout,
            }}
          />
        }
        banner={
          <>
            {user && !user.email_verified_at && !VERIFY_PAGES.has(route?.name ?? '') ? (
              <UnverifiedEmailBanner email={user.email} onResend={() => call((api) => api.sessionApi.endpoints.resendVerification.initiate())} />
            ) : null}
            {trail.length > 0 && typeof currentLabel === 'string' ? (
              <div className={styles.crumbs}>
                <Breadcrumb items={[...trail, { label: currentLabel }]} />
                <JsonLd data={breadcrumbJsonLd(config.portalOrigin, [...trail, { label: currentLabel }], pathname)} />
              </div>
            ) : null}
          </>
        }
        footer={
          <>
            <NewsletterSignup locale={locale} />
            <SiteFooter
              donateHref={pathFor('content-soutenir-asbl', locale)}
              onCookieSettings={consent.openSettings}
              social={config.socialLinks}
              sections={footerSections((name) => pathFor(name, locale))}
              links={[{ href: pathFor('content-politique-de-confidentialite', locale), labelId: 'footer.privacy' }]}
            />
          </>
        }
      >
        {children}
      </PageLayout>
      <JsonLd data={organizationJsonLd(config.portalOrigin, locale)} />
    </>
  );
}

/**
 * Issue 15: the language switch remembers the choice for 365 days, so `/` (routes/locale-redirect) and
 * the dashboard's bare origin open in it. A strictly necessary preference cookie: no consent asked
 * (decision 0024); the consent panel's 'necessary' category names the language choice.
 */
function rememberLocale(locale: Locale, cookieDomain: string | null) {
  document.cookie = serializeLocaleCookie(locale, cookieDomain ?? undefined, window.location.protocol === 'https:');
}

interface PageData {
  alternates?: Record<Locale, string>;
  /** The language switch keeps the query string (the search page's state). */
  alternatesKeepQuery?: boolean;
  breadcrumbLabel?: string;
}

function languageLinks(page: PageData, pathname: string, search: string): Record<Locale, string> {
  const paths = page.alternates ?? { fr: twinPath(pathname, 'fr'), nl: twinPath(pathname, 'nl') };
  if (!page.alternatesKeepQuery || !search) return paths;
  return { fr: `${paths.fr}${search}`, nl: `${paths.nl}${search}` };
}

/**
 * What the deepest page's loader says about itself: `alternates` (its path in each locale, when
 * slugs differ) and `breadcrumbLabel` (its own crumb, e.g. a provider's name).
 */
function usePageData(): PageData {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const loaded = match.loaderData as PageData | undefined;
    if (loaded?.alternates || loaded?.breadcrumbLabel) return loaded;
  }
  return {};
}
