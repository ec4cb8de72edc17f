import { route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALES, localisedRouteName, routeByName, ROUTES } from '@sam/i18n-routes';

/**
 * The portal's routes come from the one route table (libs/i18n-routes): each page module is
 * mounted once per locale, under the localised route name (e.g. 'index___nl').
 * Only pages that exist are listed; every other path falls through to the localised 404.
 */
const pages: Record<string, string> = {
  index: 'routes/home.tsx',
  'prestataires-sector-slug': 'routes/prestataire.tsx',
  agenda: 'routes/agenda.tsx',
  'agenda-slug': 'routes/agenda-event.tsx',
  'auth-login': 'routes/login.tsx',
  'auth-register': 'routes/register.tsx',
  'verify-email': 'routes/verify-email.tsx',
  'verify-id-hash': 'routes/verify-link.tsx',
  'auth-forgot-password': 'routes/forgot-password.tsx',
  'auth-reset-password-token': 'routes/reset-password.tsx',
  'autologin-url': 'routes/autologin.tsx',
  'supprimer-mon-referencement': 'routes/unregister-request.tsx',
  'desinscription-expires-id-token': 'routes/unregister-confirm.tsx',
  faq: 'routes/faq.tsx',
  glossaire: 'routes/glossary.tsx',
};

/** Pages written as Markdown in content/pages (spec §2 content sections and the help pages). */
const CONTENT_PAGES = ROUTES.filter(
  (r) => r.app === 'portal' && (r.name.startsWith('content-') || ['aide-besoin-aide', 'cdcs-cmdc', 'checkup-sam', 'commander-encart-publicitaire'].includes(r.name)),
).map((r) => r.name);
for (const name of CONTENT_PAGES) pages[name] = 'routes/content-page.tsx';

export default [
  route('/', 'routes/locale-redirect.tsx', { id: 'locale-redirect' }),
  route('/breadcrumbs/:file', 'routes/breadcrumbs.ts', { id: 'breadcrumbs' }),
  ...Object.entries(pages).flatMap(([name, file]) =>
    LOCALES.map((locale) => route(routeByName(name)[locale], file, { id: localisedRouteName(name, locale) })),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
