import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pathFor, preferredLocale } from '@sam/i18n-routes';

/** `/` goes to the visitor's locale: the locale cookie first, then the browser's language, then fr. */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = preferredLocale(request.headers.get('cookie'), request.headers.get('accept-language'));
  return redirect(pathFor('index', locale), 302);
}
