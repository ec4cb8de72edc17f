import { Marked, type Tokens } from 'marked';
import { isRouteLink, routeLinkHref, type AppOrigins, type Locale } from '@sam/i18n-routes';

export interface ContentPage {
  title: string;
  description: string;
  html: string;
}

/** Splits `---\nkey: value\n---\nbody` into its front matter (flat key: value pairs) and body. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = line.match(/^([A-Za-z_][\w-]*):\s*(.*)$/);
    if (pair) data[pair[1]] = pair[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: match[2] };
}

/** Where a content page's links go: the dashboard and the API are other apps, on their own origins. */
export interface ContentLinks {
  locale: Locale;
  origins: AppOrigins;
  /** Where browsers reach the API (its reference page /api/docs, its document /api/openapi.json). */
  apiOrigin: string;
}

/**
 * A link of a content page as the browser must follow it. A page of either app is written by its
 * route name, `[texte](route:dashboard-index-mes-fiches)` (docs/decisions/0017-cross-app-links.md),
 * and becomes that page in the content's locale, on the dashboard's origin when the dashboard
 * serves it; an unknown name throws (the content tests render every page). Portal pages may also
 * be written as paths; an API path gets the API's origin.
 */
export function contentHref(href: string, { locale, origins, apiOrigin }: ContentLinks): string {
  if (isRouteLink(href)) return routeLinkHref(href, locale, origins, 'portal');
  if (href.startsWith('/api/')) return `${apiOrigin.replace(/\/+$/, '')}${href}`;
  return href;
}

/**
 * Renders a content page authored in the repository (content/pages/<route>.<locale>.md).
 * The Markdown is ours and reviewed like code, so its HTML is trusted; user-written rich text
 * never goes through here.
 */
export function renderContentPage(source: string, links: ContentLinks): ContentPage {
  const { data, body } = parseFrontMatter(source);
  if (!data['title']) throw new Error('Content page without a title in its front matter');
  const markdown = new Marked({
    gfm: true,
    walkTokens: (token) => {
      if (token.type === 'link') (token as Tokens.Link).href = contentHref((token as Tokens.Link).href, links);
    },
  });
  return { title: data['title'], description: data['description'] ?? '', html: markdown.parse(body, { async: false }) };
}
