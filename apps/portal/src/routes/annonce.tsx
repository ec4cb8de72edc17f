import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { annoncesEndpoints, type AnnonceDetail } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { AnnoncePage } from '../features/annonces/AnnoncePage';
import { formatDay, formatPrice } from '../features/annonces/format';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { ApiResponseError, callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/annonces/{slug}: one classified ad with its contact, and a bookmark for a logged-in user. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const slug = params['slug'] ?? '';
  const annonce = await callApi(request, annoncesEndpoints.get, { params: { slug }, query: { locale } }, locale)
    .then((r) => r.data as AnnonceDetail) // without edit, the public page
    .catch((error: unknown) => {
      // Spec §8: a missing (or expired) ad, or a slug the API refuses, gives the 404 page.
      if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
      throw error;
    });
  const alternates = { fr: pathFor('annonces-slug', 'fr', { slug: annonce.slug }), nl: pathFor('annonces-slug', 'nl', { slug: annonce.slug }) };
  // An ad reached by its numeric id moves to its slug address.
  if (url.pathname !== alternates[locale]) throw redirect(alternates[locale], 301);

  const description = annonce.body.replace(/\s+/g, ' ').slice(0, 160);
  return {
    locale,
    annonce,
    price: formatPrice(annonce.price_cents, locale),
    published: annonce.published_at ? formatDay(annonce.published_at, locale) : null,
    expires: annonce.expires_at ? formatDay(annonce.expires_at, locale) : null,
    alternates,
    breadcrumbLabel: annonce.title,
    seo: { title: `${annonce.title} | SAM`, description, locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AnnonceRoute() {
  const { locale, annonce, price, published, expires } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <AnnoncePage locale={locale} annonce={annonce} price={price} published={published} expires={expires} bookmarks={bookmarks} />;
}
