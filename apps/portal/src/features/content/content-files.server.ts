import type { Locale } from '@sam/i18n-routes';
import { portalOrigins } from '../../app-links.server';
import { portalConfig } from '../../config.server';
import { renderContentPage, type ContentPage } from './markdown';

// Bundled into the server build at build time: no file-system paths to get right in production.
const sources = import.meta.glob<string>('../../../../../content/pages/*.md', { query: '?raw', import: 'default', eager: true });

const byName = new Map(Object.entries(sources).map(([file, source]) => [file.split('/').pop()!.replace(/\.md$/, ''), source]));
const rendered = new Map<string, ContentPage>();

/** The content page of a route in a locale, or undefined when none is written. */
export function contentPage(routeName: string, locale: Locale): ContentPage | undefined {
  const key = `${routeName}.${locale}`;
  if (!rendered.has(key)) {
    const source = byName.get(key);
    if (source === undefined) return undefined;
    rendered.set(key, renderContentPage(source, { locale, origins: portalOrigins(), apiOrigin: portalConfig.apiPublicUrl }));
  }
  return rendered.get(key);
}
