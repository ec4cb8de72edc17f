import { Marked, type Tokens } from 'marked';
import { matchRoute } from '@sam/i18n-routes';

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
  dashboardOrigin: string;
  /** Where browsers reach the API (its reference page /api/docs, its document /api/openapi.json). */
  apiOrigin: string;
}

/**
 * A link of a content page as the browser must follow it: authors write every page of the route
 * table as a path ('/fr/mon-tableau-de-bord/mes-fiches'); a dashboard page gets the dashboard's
 * origin, since a bare path would stay on the portal and find nothing there; so does an API path.
 */
export function contentHref(href: string, { dashboardOrigin, apiOrigin }: ContentLinks): string {
  if (!href.startsWith('/')) return href;
  if (href.startsWith('/api/')) return `${apiOrigin.replace(/\/+$/, '')}${href}`;
  const match = matchRoute(href.split(/[?#]/)[0]);
  return match?.route.app === 'dashboard' ? `${dashboardOrigin.replace(/\/+$/, '')}${href}` : href;
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
