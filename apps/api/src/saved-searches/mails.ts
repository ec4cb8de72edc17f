import type { FastifyInstance } from 'fastify';
import type { Locale } from '@sam/i18n-routes';
import { SEARCH_TABS } from '@sam/i18n-routes';
import type { AlertFrequency } from '@sam/contracts';
import { appUrl } from '../app-links';
import { composeMail, type MailMessage } from '../mail/templates';
import type { StoredSavedSearch } from './repository';

const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';
/** At most this many results are listed in a mail; the rest are behind the search's link. */
export const ALERT_ITEMS_MAX = 20;

/** The unsubscribe token of a search: an HMAC over it and its owner, kept nowhere, valid as long as both exist. */
export const unsubscribeToken = (app: FastifyInstance, search: Pick<StoredSavedSearch, 'id' | 'userId'>): string =>
  app.signing.sign(UNSUBSCRIBE_PURPOSE, search.id, search.userId);

export const isUnsubscribeToken = (app: FastifyInstance, token: string, search: Pick<StoredSavedSearch, 'id' | 'userId'>): boolean =>
  app.signing.verify(token, UNSUBSCRIBE_PURPOSE, search.id, search.userId);

/** The search page of a saved search, in the locale it was saved in (its facet values are named in it). */
export function savedSearchUrl(app: FastifyInstance, search: Pick<StoredSavedSearch, 'tab' | 'locale' | 'query'>): string {
  const tab = SEARCH_TABS.find((t) => t.id === search.tab) ?? SEARCH_TABS[0];
  const query = new URLSearchParams(search.query);
  return tab.id === 'directory'
    ? appUrl(app.config, { route: 'recherche', locale: search.locale, query })
    : appUrl(app.config, { route: 'recherche-tab', locale: search.locale, params: { tab: tab[search.locale] }, query });
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const belgianDate = (iso: string, locale: Locale) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Brussels' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
};

/**
 * The alert of one saved search, in its owner's language: the new results (title and page), a
 * link to the whole search, the unsubscribe link (portal page, no login) below the signature and
 * the List-Unsubscribe headers whose one-click POST (RFC 8058) reaches the API directly.
 */
export function alertMail(
  app: FastifyInstance,
  search: StoredSavedSearch,
  owner: { email: string; name: string; locale: Locale },
  results: { title: string; url: string }[],
  since: string,
): MailMessage {
  const token = unsubscribeToken(app, search);
  const page = appUrl(app.config, { route: 'recherches-alertes-arreter-id-token', locale: owner.locale, params: { id: String(search.id), token } });
  const oneClick = `${app.config.apiPublicUrl}/api/saved-searches/unsubscribe?${new URLSearchParams({ id: String(search.id), token })}`;
  const shown = results.slice(0, ALERT_ITEMS_MAX);
  const more = results.length - shown.length;
  const frequency = search.frequency as Exclude<AlertFrequency, 'none'>;
  const message = composeMail(owner.email, owner.locale, {
    subject: 'mail.saved_search.alert.subject',
    name: owner.name,
    intro: ['mail.saved_search.alert.intro'],
    items: shown,
    action: { label: 'mail.saved_search.alert.action', url: savedSearchUrl(app, search) },
    outro: [...(more > 0 ? ['mail.saved_search.alert.more'] : []), `mail.saved_search.alert.${frequency}`],
    vars: { name: search.name, count: results.length, more, since: belgianDate(since, owner.locale) },
    unsubscribe: { label: 'mail.saved_search.unsubscribe', url: page },
  });
  return { ...message, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
