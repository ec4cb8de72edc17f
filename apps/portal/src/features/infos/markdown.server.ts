import { Marked } from 'marked';

/** Link targets an editor may use: the web, mail, phone, and paths or anchors of this site. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * A Marked instance for Markdown that editors write in the dashboard (infos, conseils), unlike
 * the repository's content pages: raw HTML is shown as text, images are reduced to their text,
 * links other than http(s), mailto, tel and local ones keep only their text, and headings start
 * at `topLevel` so they sit under the page's own headings.
 */
function safeMarked(topLevel: number): Marked {
  return new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'heading' && token.depth < topLevel) token.depth = topLevel;
    },
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      image({ text }) {
        return escapeHtml(text);
      },
      link({ href, tokens }) {
        // false: marked's own link rendering (it escapes the attribute).
        return SAFE_HREF.test(href.trim()) ? false : this.parser.parseInline(tokens);
      },
    },
  });
}

const renderers = new Map<number, Marked>();

/** Editor-written Markdown as HTML safe to insert in the page; headings from h`topLevel` down. */
export function renderEditorMarkdown(source: string, topLevel = 2): string {
  let marked = renderers.get(topLevel);
  if (!marked) {
    marked = safeMarked(topLevel);
    renderers.set(topLevel, marked);
  }
  return marked.parse(source, { async: false });
}
