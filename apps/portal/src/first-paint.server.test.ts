import { scriptsAfterFirstPaint, stylesheetsFirst } from './first-paint.server';

describe('stylesheetsFirst', () => {
  const page = (head: string) => `<!DOCTYPE html><html lang="fr"><head>${head}</head><body><p>x</p><link rel="modulepreload" href="/in-body.js"/></body></html>`;

  it('moves the module preloads after the last stylesheet at low priority, keeping both orders', () => {
    const html = page('<meta charSet="utf-8"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><link rel="stylesheet" href="/root.css"/><link rel="stylesheet" href="/home.css#"/><script>1</script>');
    expect(stylesheetsFirst(html)).toBe(
      page('<meta charSet="utf-8"/><link rel="stylesheet" href="/root.css"/><link rel="stylesheet" href="/home.css#"/><link rel="modulepreload" fetchPriority="low" href="/a.js"/><link rel="modulepreload" fetchPriority="low" href="/b.js"/><script>1</script>'),
    );
  });

  it('leaves a page alone when nothing needs to move (no stylesheet, preloads already after, no head)', () => {
    const none = page('<link rel="modulepreload" href="/a.js"/>');
    expect(stylesheetsFirst(none)).toBe(none);
    const ordered = page('<link rel="stylesheet" href="/root.css"/><link rel="modulepreload" href="/a.js"/>');
    expect(stylesheetsFirst(ordered)).toBe(ordered);
    expect(stylesheetsFirst('{"json":true}')).toBe('{"json":true}');
  });
});

describe('scriptsAfterFirstPaint', () => {
  // React Router 7.18's bootstrap, as the portal's server renders it.
  const bootstrap = `<script type="module" async="">import "/assets/manifest-595f1e39.js";
import * as route0 from "/assets/root-n3zXTTs2.js";
import * as route1 from "/assets/home-CyxdT1sy.js";
  
  window.__reactRouterRouteModules = {"root":route0,"index___fr":route1};

import("/assets/entry.client-BJcBrNvq.js");</script>`;
  const head = '<head><link rel="modulepreload" href="/assets/manifest-595f1e39.js"/><link rel="modulepreload" href="/assets/root-n3zXTTs2.js"/><link rel="stylesheet" href="/root.css"/></head>';

  it('drops the preloads and runs the same steps once the first frame is painted, the preloads added then', () => {
    const out = scriptsAfterFirstPaint(`<html>${head}<body><main>x</main>${bootstrap}<script>1</script></body></html>`);
    expect(out).toBe(
      '<html><head><link rel="stylesheet" href="/root.css"/></head><body><main>x</main><script type="module" async="">' +
        'await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted, 0)); setTimeout(painted, 200); });\n' +
        'for (const href of ["/assets/manifest-595f1e39.js","/assets/root-n3zXTTs2.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
        'await import("/assets/manifest-595f1e39.js");\n' +
        'const [route0, route1] = await Promise.all([import("/assets/root-n3zXTTs2.js"), import("/assets/home-CyxdT1sy.js")]);\n' +
        'window.__reactRouterRouteModules = {"root":route0,"index___fr":route1};\n' +
        'import("/assets/entry.client-BJcBrNvq.js");</script><script>1</script></body></html>',
    );
  });

  it('only moves the stylesheets first when it does not recognise the bootstrap', () => {
    const other = `<html>${head}<body><script type="module" async="">import("/assets/entry.client.js");</script></body></html>`;
    expect(scriptsAfterFirstPaint(other)).toBe(stylesheetsFirst(other));
    expect(stylesheetsFirst(other)).toContain('<link rel="stylesheet" href="/root.css"/><link rel="modulepreload" fetchPriority="low"');
  });
});
