import { route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALES, localisedRouteName, routeByName } from '@sam/i18n-routes';
import { MOUNTED_PAGES } from './mounted-pages';

export default [
  route('/', 'routes/locale-redirect.tsx', { id: 'locale-redirect' }),
  route('/breadcrumbs/:file', 'routes/breadcrumbs.ts', { id: 'breadcrumbs' }),
  route('/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('/robots.txt', 'routes/robots.ts', { id: 'robots' }),
  // Each page once per locale, under its localised route name (e.g. 'index___nl').
  ...Object.entries(MOUNTED_PAGES).flatMap(([name, file]) =>
    LOCALES.map((locale) => route(routeByName(name)[locale], file, { id: localisedRouteName(name, locale) })),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
