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

/**
 * React Router's bootstrap module: the manifest, the matched route modules, then the client entry.
 * A route whose module is split (one with a `clientLoader`, v8_splitRouteModules) comes as two
 * imports joined by a `const routeN = {...a, ...b};` line.
 */
const BOOTSTRAP =
  /(<script type="module" async="">)import "([^"]+)";\n((?:import \* as route\w+ from "[^"]+";\n)*)((?:const route\w+ = \{[^}]*\};\n)*)\s*(window\.__reactRouterRouteModules = \{[^}]*\};)\s*import\("([^"]+)"\);(<\/script>)/;
const ROUTE_IMPORT = /import \* as (route\w+) from "([^"]+)";/g;

/**
 * The bootstrap's wait: the browser's first paint entry (Paint Timing), then one task. Not a
 * timer: a 200 ms one fired before the paint of a large page whose stylesheets came late (the
 * search page), and its scripts then counted in the estimated LCP. A hidden tab, where nothing
 * paints, goes on at once or when shown; 3 s at most, whatever happens.
 */
export const AFTER_FIRST_PAINT =
  'await new Promise((painted) => { const after = () => setTimeout(painted, 0); ' +
  'if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint") || performance.getEntriesByType("paint").length > 0) return after(); ' +
  'new PerformanceObserver((entries, observer) => { observer.disconnect(); after(); }).observe({ type: "paint" }); ' +
  'document.addEventListener("visibilitychange", after, { once: true }); setTimeout(painted, 3000); });';

/**
 * The first paint before any script, in the whole pages server.mjs renders for anonymous visitors.
 * React Router's bootstrap ran its imports (the route modules, React) as soon as the page was
 * parsed, and the preloads of some thirty scripts (~270 KB) shared the connection with what the
 * paint needs; Lighthouse's estimate of the largest paint counts every script that finished
 * loading before the observed paint, so the home page's LCP (a paragraph of server-rendered text)
 * was estimated at the time the scripts take on a slow mobile link. Now the page carries no
 * preload; its bootstrap waits for the first paint (`AFTER_FIRST_PAINT`), then adds the same
 * preloads at once (all scripts download in parallel, as before) and runs the same imports in the same order.
 * The server-rendered page is readable and its links work meanwhile. A bootstrap React Router
 * writes differently is left as it is, with only the stylesheets moved first.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const match = headEnd < 0 ? null : BOOTSTRAP.exec(html);
  if (!match || match.index < headEnd) return stylesheetsFirst(html);
  const [whole, open, manifest, routeImports, splitRoutes, registry, entry, close] = match;
  const routes = [...routeImports!.matchAll(ROUTE_IMPORT)];
  if (routes.length === 0) return stylesheetsFirst(html);
  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1]).filter((href): href is string => href !== undefined);
  const bootstrap =
    `${open}${AFTER_FIRST_PAINT}\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `await import(${JSON.stringify(manifest)});\n` +
    `const [${routes.map((r) => r[1]).join(', ')}] = await Promise.all([${routes.map((r) => `import(${JSON.stringify(r[2])})`).join(', ')}]);\n` +
    `${splitRoutes}${registry}\nimport(${JSON.stringify(entry)});${close}`;
  const body = html.slice(headEnd);
  const at = match.index - headEnd;
  return head.replace(MODULE_PRELOAD, '') + body.slice(0, at) + bootstrap + body.slice(at + whole.length);
}
