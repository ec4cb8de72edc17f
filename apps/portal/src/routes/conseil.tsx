import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { conseilsEndpoints, type ConseilDetail } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { formatDay } from '../features/annonces/format';
import { ConseilPage } from '../features/conseils/ConseilPage';
import { articleJsonLd } from '../features/infos/links';
import { renderEditorMarkdown } from '../features/infos/markdown.server';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { ApiResponseError, callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/sam-conseil/{slug}: one advice guide with its sections, tags and needs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const conseil = await callApi(request, conseilsEndpoints.get, { params: { id: params['slug'] ?? '' }, query: { locale } }, locale)
    // Without edit, the public page.
    .then((r) => r.data as ConseilDetail)
    .catch((error: unknown) => {
      // Spec §8: a missing (or unpublished) guide, or a reference the API refuses, gives the 404 page.
      if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
      throw error;
    });
  const alternates = {
    fr: pathFor('sam-conseil-slug', 'fr', { slug: conseil.slug_fr }),
    nl: pathFor('sam-conseil-slug', 'nl', { slug: conseil.slug_nl }),
  };
  // Reached by id or by the other language's slug: move to this language's address.
  if (url.pathname !== alternates[locale]) throw redirect(alternates[locale], 301);

  const origin = portalConfig.portalOrigin;
  return {
    locale,
    conseil,
    // Section bodies sit under the section's own h2.
    sections: conseil.contents.map((c) => ({ position: c.position, heading: c.heading, html: renderEditorMarkdown(c.body, 3) })),
    updated: formatDay(conseil.updated_at, locale),
    jsonLd: articleJsonLd(conseil, `${origin}${alternates[locale]}`, locale, origin),
    alternates,
    breadcrumbLabel: conseil.title,
    seo: { title: `${conseil.title} | SAM`, description: (conseil.summary ?? conseil.title).slice(0, 160), locale, origin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ConseilRoute() {
  const { locale, conseil, sections, updated, jsonLd } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <ConseilPage locale={locale} conseil={conseil} sections={sections} updated={updated} jsonLd={jsonLd} bookmarks={bookmarks} />;
}
