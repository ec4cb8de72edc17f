import type { Locale } from '@sam/i18n-routes';
import { useCspNonce } from '../csp-nonce';

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue };

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` are written as \u escapes
 * so no value can close the script (`</script>`) or open a comment; U+2028/2029 likewise.
 * The result is still valid JSON that parses back to the same value.
 */
export function serializeJsonLd(data: JsonLdValue): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function JsonLd({ data }: { data: JsonLdValue }) {
  // A data block runs nothing, but the nonce keeps it plainly within the page's policy.
  return <script type="application/ld+json" nonce={useCspNonce()} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The association behind the portal (schema.org Organization), on every page. */
export function organizationJsonLd(origin: string, locale: Locale): JsonLdValue {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'SAM asbl',
    alternateName: 'SAM',
    url: `${origin}/${locale}`,
    areaServed: 'BE',
  };
}

/** A page's breadcrumb trail (home first, the page last) as a schema.org BreadcrumbList. */
export function breadcrumbJsonLd(origin: string, items: readonly { label: string; href?: string }[], currentPath: string): JsonLdValue {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${item.href ?? currentPath}`,
    })),
  };
}
