import { INTL_LOCALE, pathFor, type Locale } from '@sam/i18n-routes';
import type { JsonLdValue } from '../../shared/seo/jsonld';

/** /fr/informations-utiles?categorie=…&q=…&page=…: the shareable address of a list page (page 1 left out). */
export function infosHref(locale: Locale, categorySlug: string | null, q = '', page = 1): string {
  const query = new URLSearchParams();
  if (categorySlug) query.set('categorie', categorySlug);
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${pathFor('informations-utiles', locale)}${search ? `?${search}` : ''}`;
}

/** The host of an official link, as shown to the reader ('handicap.belgium.be'); null if it is not a web address. */
export function linkHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** schema.org Article of an info or an advice guide, published by the association. */
export function articleJsonLd(page: { title: string; summary: string | null; published_at: string | null; updated_at: string }, url: string, locale: Locale, origin: string): JsonLdValue {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title,
    ...(page.summary ? { description: page.summary } : {}),
    ...(page.published_at ? { datePublished: page.published_at } : {}),
    dateModified: page.updated_at,
    inLanguage: INTL_LOCALE[locale],
    url,
    mainEntityOfPage: url,
    publisher: { '@type': 'Organization', name: 'SAM asbl', url: `${origin}/${locale}` },
  };
}
