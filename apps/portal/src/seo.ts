import type { MetaDescriptor } from 'react-router';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';

export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  /** Absolute origin of the public site. */
  origin: string;
  /** This page's path in each locale. */
  alternates: Record<Locale, string>;
}

/** Title, description, canonical and hreflang alternates (fr-BE, nl-BE, x-default → fr). */
export function seoMeta({ title, description, locale, origin, alternates }: PageSeo): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: INTL_LOCALE[locale].replace('-', '_') },
    { tagName: 'link', rel: 'canonical', href: `${origin}${alternates[locale]}` },
    { tagName: 'link', rel: 'alternate', hrefLang: INTL_LOCALE.fr, href: `${origin}${alternates.fr}` },
    { tagName: 'link', rel: 'alternate', hrefLang: INTL_LOCALE.nl, href: `${origin}${alternates.nl}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${alternates.fr}` },
  ];
}

/**
 * A page's `meta`: its SEO tags when its loader succeeded, otherwise the root's (the error
 * page title), since the deepest route's meta replaces its parents'.
 */
export function pageMeta({ data, matches }: { data: unknown; matches: readonly ({ id: string; meta: MetaDescriptor[] } | undefined)[] }): MetaDescriptor[] {
  const seo = (data as { seo?: PageSeo } | undefined)?.seo;
  if (seo) return seoMeta(seo);
  return matches.find((m) => m?.id === 'root')?.meta ?? [];
}
