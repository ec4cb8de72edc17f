import { marked } from 'marked';

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

/**
 * Renders a content page authored in the repository (content/pages/<route>.<locale>.md).
 * The Markdown is ours and reviewed like code, so its HTML is trusted; user-written rich text
 * never goes through here.
 */
export function renderContentPage(source: string): ContentPage {
  const { data, body } = parseFrontMatter(source);
  if (!data['title']) throw new Error('Content page without a title in its front matter');
  return { title: data['title'], description: data['description'] ?? '', html: marked.parse(body, { async: false, gfm: true }) };
}
