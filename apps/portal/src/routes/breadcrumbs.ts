import { data, type LoaderFunctionArgs } from 'react-router';
import { isLocale } from '@sam/i18n-routes';
import { breadcrumbFile } from '../features/shell/breadcrumbs';

/** GET /breadcrumbs/{fr|nl}.json: the static breadcrumb file of a locale, cacheable for a day. */
export function loader({ params }: LoaderFunctionArgs) {
  const locale = (params['file'] ?? '').replace(/\.json$/, '');
  if (!isLocale(locale) || params['file'] !== `${locale}.json`) throw data(null, { status: 404 });
  return Response.json(breadcrumbFile(locale), { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
