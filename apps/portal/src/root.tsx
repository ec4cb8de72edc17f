import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, type ClientLoaderFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { authEndpoints } from '@sam/contracts';
import { INTL_LOCALE, localeOfPath, messageText, pathFor, portalCatalogue } from '@sam/i18n-routes';
import { ConsentProvider, ErrorPage, ErrorPageBoundary, parseConsentCookie, reloadForChunkError, ToastProvider, CONSENT_COOKIE } from '@sam/ui';
import '@sam/ui/theme.css';
import { callApi, hasSessionCookie } from './api.server';
import { publicConfig } from './config.server';
import { useRootData, type RootData } from './root-data';
import { PortalShell } from './features/shell/PortalShell';
import { ApiFilesProvider } from './shared/api-files/api-files';
import { createApiStore } from './shared/api/api-store';
import { useCspNonce } from './shared/csp-nonce';
import { usePortalMessages, useTextsForBrowser } from './shared/page-messages';

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const locale = localeOfPath(new URL(request.url).pathname);
  // Spec §4: a failed current-user fetch means the visitor is treated as logged out.
  // Without the session cookie there is no one to ask about (and the page is the anonymous one every cache may keep).
  const user = hasSessionCookie(request) ? await callApi(request, authEndpoints.currentUser, {}, locale).catch(() => null) : null;
  // Only the consent cookie goes to the page (never the httpOnly session cookie).
  const consent = parseConsentCookie(request.headers.get('cookie'));
  const consentCookie = consent ? `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}` : null;
  return { locale, user, consentCookie, config: publicConfig() };
}

/**
 * In the browser, a page in another language waits for that language's catalogue (issue 12: the
 * first page loads only its own, before hydrating). Loaded even when the server loader fails,
 * for the error page.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<RootData> {
  const catalogue = portalCatalogue.load(localeOfPath(new URL(request.url).pathname));
  try {
    return await serverLoader<typeof loader>();
  } finally {
    await catalogue;
  }
}

const ERROR_TITLES = ['error.notFound.title', 'error.generic.heading'] as const;

/** `meta` reads the error page's title outside react-intl, in browsers too: the page carries it. */
function ErrorTitleTexts() {
  useTextsForBrowser(ERROR_TITLES);
  return null;
}

/** An error page asks to come back later when the error says when (callApi's 503 while the API cannot answer). */
export const headers: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** Title of the error page (pages with their own `meta` replace this one). */
export const meta: MetaFunction<typeof loader> = ({ error, location }) => {
  if (!error) return [];
  const catalogue = portalCatalogue.get(localeOfPath(location.pathname));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${messageText(catalogue[ERROR_TITLES[notFound ? 0 : 1]])} | SAM` }, { name: 'robots', content: 'noindex' }];
};

// The session can change on any form post or page change (login, logout): reload the user then.
// A query-only change on the same page (search refinements, pagination) cannot change it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  Boolean(formMethod) || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeOfPath(pathname);
  const nonce = useCspNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ data, children }: { data: RootData; children: ReactNode }) {
  // RTK Query comes with the first part that calls the API (shared/api/api-store.ts).
  const [store] = useState(() => createApiStore({ baseUrl: data.config.apiPublicUrl, locale: data.locale }));
  const messages = usePortalMessages(data.locale);
  return (
    <ReduxProvider store={store}>
      <IntlProvider locale={INTL_LOCALE[data.locale]} messages={messages} defaultLocale="fr-BE">
        <ConsentProvider initialCookieHeader={data.consentCookie} cookieDomain={data.config.cookieDomain ?? undefined}>
          <ApiFilesProvider base={data.config.apiPublicUrl}>
            <ToastProvider>{children}</ToastProvider>
          </ApiFilesProvider>
        </ConsentProvider>
      </IntlProvider>
    </ReduxProvider>
  );
}

export default function App() {
  const data = useRootData();
  // Marks the page interactive (the e2e suites wait for it before using forms).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  if (!data) return null;
  return (
    <Providers data={data}>
      <PortalShell>
        <Outlet />
      </PortalShell>
    </Providers>
  );
}

/** Spec §8 error page, inside the shell; if that fails too, the English fallback. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const { pathname } = useLocation();
  const locale = data?.locale ?? localeOfPath(pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A route chunk that failed to load never reaches window listeners: reload from here (once a minute).
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  const messages = usePortalMessages(locale);
  const page = (
    <>
      <ErrorTitleTexts />
      <ErrorPage status={status} searchHref={`${pathFor('index', locale)}#search`} homeHref={pathFor('index', locale)} />
    </>
  );
  return (
    <ErrorPageBoundary>
      {data ? (
        <Providers data={data}>
          <PortalShell failed>{page}</PortalShell>
        </Providers>
      ) : (
        <IntlProvider locale={INTL_LOCALE[locale]} messages={messages}>
          <main id="main-content">{page}</main>
        </IntlProvider>
      )}
    </ErrorPageBoundary>
  );
}
