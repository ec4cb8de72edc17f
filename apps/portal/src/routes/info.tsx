import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { infosEndpoints, type InfoDetail } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { formatDay } from '../features/annonces/format';
import { InfoPage } from '../features/infos/InfoPage';
import { articleJsonLd } from '../features/infos/links';
import { renderEditorMarkdown } from '../features/infos/markdown.server';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { ApiResponseError, callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** Spec §8: a missing (or unpublished) page, or a reference the API refuses, gives the 404 page. */
const missingAs404 = (error: unknown): never => {
  if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
  throw error;
};

/** /{locale}/informations-utiles/{slug}: one useful-information page with its related pages. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const ref = { params: { id: params['slug'] ?? '' }, query: { locale } };
  const [info, related] = await Promise.all([
    // Without edit, the public page.
    callApi(request, infosEndpoints.get, ref, locale).then((r) => r.data as InfoDetail),
    callApi(request, infosEndpoints.related, ref, locale).then((r) => r.data),
  ]).catch(missingAs404);
  const alternates = {
    fr: pathFor('informations-utiles-slug', 'fr', { slug: info.slug_fr }),
    nl: pathFor('informations-utiles-slug', 'nl', { slug: info.slug_nl }),
  };
  // Reached by id or by the other language's slug: move to this language's address.
  if (url.pathname !== alternates[locale]) throw redirect(alternates[locale], 301);

  const origin = portalConfig.portalOrigin;
  const published = info.published_at ? formatDay(info.published_at, locale) : null;
  const updated = formatDay(info.updated_at, locale);
  return {
    locale,
    info,
    html: renderEditorMarkdown(info.body),
    related,
    published,
    // Shown only when the page changed after its publication day.
    updated: updated === published ? null : updated,
    jsonLd: articleJsonLd(info, `${origin}${alternates[locale]}`, locale, origin),
    alternates,
    breadcrumbLabel: info.title,
    seo: { title: `${info.title} | SAM`, description: (info.summary ?? info.title).slice(0, 160), locale, origin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function InfoRoute() {
  const { locale, info, html, related, published, updated, jsonLd } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <InfoPage locale={locale} info={info} html={html} related={related} published={published} updated={updated} jsonLd={jsonLd} bookmarks={bookmarks} />;
}
