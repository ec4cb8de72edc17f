import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { shortUrlsEndpoints } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { ApiResponseError, callApi } from '../api.server';

const CODE = /^[0-9A-Za-z]{6,8}$/;

/**
 * §2 short links: /{locale}/s/{id}/{code} and /{locale}/s/{code}. The API finds the link (and
 * counts the visit); the visitor is sent on to its page with a 302. Unknown links give the 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const code = params['code'] ?? '';
  const id = params['id'];
  if (!CODE.test(code) || (id !== undefined && !/^\d{1,15}$/.test(id))) throw data(null, { status: 404 });
  const body = { code, ...(id === undefined ? {} : { id: Number(id) }), hit: true };
  const found = await callApi(request, shortUrlsEndpoints.search, { body }, locale).catch((error: unknown) => {
    if (error instanceof ApiResponseError && [404, 422].includes(error.status)) return { data: [] };
    throw error;
  });
  const link = found.data.length === 1 ? found.data[0] : undefined;
  // Only our own pages: the API stores paths under /fr or /nl.
  if (!link || !/^\/(fr|nl)(\/|$|\?|#)/.test(link.url)) throw data(null, { status: 404 });
  throw redirect(link.url, { status: 302, headers: { 'Cache-Control': 'no-store' } });
}

export default function ShortLink() {
  return null;
}
