/**
 * A page's stylesheets before its module preloads, in the whole pages server.mjs renders.
 *
 * React hoists the `<link rel="modulepreload">` tags React Router's `<Scripts>` renders to the top
 * of `<head>`, ahead of the route stylesheets `<Links>` renders. A browser then asks for some thirty
 * scripts (about 270 KB) before the seven small stylesheets the first paint waits for, and on a
 * slow mobile connection they share its few connections: the first paint (the home page's LCP, a
 * paragraph of text) came about 2.5 s after the HTML in Lighthouse's mobile run. The scripts still
 * start right after the stylesheets, before the body is parsed (docs/decisions/0033).
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\/?>/g;

/**
 * The stylesheets first, then the module preloads at low fetch priority: hydration's scripts must
 * not compete with what the first paint needs (the stylesheets, the hero's image), and Chrome gives
 * a preload the priority of a blocking script unless told otherwise.
 */
export function stylesheetsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD);
  const stylesheets = [...head.matchAll(STYLESHEET)];
  if (!preloads || stylesheets.length === 0) return html;
  const lastStylesheet = stylesheets[stylesheets.length - 1]!;
  const afterStylesheets = lastStylesheet.index! + lastStylesheet[0].length;
  // Every preload that comes before the last stylesheet moves to just after it, in its order.
  const moved = [...head.slice(0, afterStylesheets).matchAll(MODULE_PRELOAD)].map((m) => m[0].replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchPriority="low"'));
  if (moved.length === 0) return html;
  const before = head.slice(0, afterStylesheets).replace(MODULE_PRELOAD, '');
  return before + moved.join('') + head.slice(afterStylesheets) + html.slice(headEnd);
}
