import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { eventsEndpoints, urlOf, type EventDetail } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { EventPage } from '../features/agenda/EventPage';
import { eventJsonLd, formatEventWhen } from '../features/agenda/format';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { ApiResponseError, callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/agenda/{slug}: one event, with subscribe and bookmark for a logged-in user. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const slug = params['slug'] ?? '';
  const event = await callApi(request, eventsEndpoints.get, { params: { slug }, query: { locale } }, locale)
    .then((r) => r.data as EventDetail) // without edit, the public page
    .catch((error: unknown) => {
      // Spec §8: a missing page (or a slug the API refuses) gives the 404 page.
      if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
      throw error;
    });
  const alternates = { fr: pathFor('agenda-slug', 'fr', { slug: event.slug }), nl: pathFor('agenda-slug', 'nl', { slug: event.slug }) };
  // An event reached by its numeric id moves to its slug address.
  if (url.pathname !== alternates[locale]) throw redirect(alternates[locale], 301);

  const origin = portalConfig.portalOrigin;
  const organiserPath = event.organiser ? pathFor('prestataires-sector-slug', locale, { slug: event.organiser.slug }) : null;
  const description = event.description.replace(/\s+/g, ' ').slice(0, 160);
  return {
    locale,
    event,
    when: formatEventWhen(event.starts_at, event.ends_at, locale),
    past: Date.parse(event.ends_at ?? event.starts_at) < Date.now(),
    icsHref: `${portalConfig.apiPublicUrl.replace(/\/+$/, '')}${urlOf(eventsEndpoints.ics, { params: { slug: event.slug } })}`,
    jsonLd: eventJsonLd(event, `${origin}${alternates[locale]}`, organiserPath ? `${origin}${organiserPath}` : null),
    alternates,
    breadcrumbLabel: event.title,
    seo: { title: `${event.title} | SAM`, description, locale, origin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AgendaEventRoute() {
  const { locale, event, when, past, icsHref, jsonLd } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <EventPage locale={locale} event={event} when={when} past={past} icsHref={icsHref} jsonLd={jsonLd} bookmarks={bookmarks} />;
}
