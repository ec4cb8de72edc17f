import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { isListingEditCopy, prestatairesEndpoints, type Prestataire } from '@sam/contracts';
import { localeOfPath, pathFor, type Locale } from '@sam/i18n-routes';
import { ProviderPage } from '../features/prestataires/ProviderPage';
import { ShareLink } from '../features/prestataires/ShareLink';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { useRootData } from '../root-data';
import { ApiResponseError, callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { pageMeta } from '../seo';
import { JsonLd } from '../shared/seo/jsonld';
import { providerJsonLd } from '../features/prestataires/provider-json-ld';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** The provider page's path in a locale: the main sector's slug, then the listing's slug. */
export function providerPath(listing: Prestataire, locale: Locale): string {
  const main = listing.sectors.find((s) => s.is_main) ?? listing.sectors[0];
  return pathFor('prestataires-sector-slug', locale, { sector: main ? main[`slug_${locale}`] : undefined, slug: listing.slug });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const slug = params['slug'] ?? '';
  const listing = await callApi(request, prestatairesEndpoints.get, { params: { slug }, query: { locale } }, locale)
    .then(({ data }) => {
      // Without edit=1 the API answers the page, never the edit copy.
      if (isListingEditCopy(data)) throw new ApiResponseError(502, 'prestataires.get: an edit copy instead of the page');
      return data;
    })
    .catch((error: unknown) => {
      // Spec §8: a missing page (or a slug the API refuses) gives the 404 page.
      if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
      throw error;
    });
  const alternates = { fr: providerPath(listing, 'fr'), nl: providerPath(listing, 'nl') };
  // One address per page: a missing or outdated sector segment redirects to the canonical path.
  if (url.pathname !== alternates[locale]) throw redirect(alternates[locale] + url.search, 301);
  const description = (listing.activity_description ?? listing.specialisation ?? listing.title).replace(/\s+/g, ' ').slice(0, 160);
  return {
    locale,
    listing,
    alternates,
    breadcrumbLabel: listing.title,
    seo: { title: `${listing.title} | SAM`, description, locale, origin: portalConfig.portalOrigin, alternates },
  };
}

/** A page to read: it carries its messages (shared/page-messages.tsx). */
export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function PrestataireRoute() {
  const { locale, listing, alternates } = useLoaderData<typeof loader>();
  const config = useRootData()?.config;
  const origin = config?.portalOrigin ?? '';
  const apiBase = config?.apiPublicUrl ?? '';
  const bookmarks = useUserBookmarks();
  return (
    <>
      <JsonLd data={providerJsonLd(listing, `${origin}${alternates[locale]}`, apiBase)} />
      <ProviderPage
        locale={locale}
        listing={listing}
        share={<ShareLink path={alternates[locale]} locale={locale} origin={origin} />}
        bookmarks={bookmarks}
        apiBase={apiBase}
        tilesUrl={config?.mapTilesUrl ?? null}
      />
    </>
  );
}
