import { AFTER_FIRST_PAINT, scriptsAfterFirstPaint, stylesheetsFirst } from './first-paint.server';

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
        `${AFTER_FIRST_PAINT}\n` +
        'for (const href of ["/assets/manifest-595f1e39.js","/assets/root-n3zXTTs2.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
        'await import("/assets/manifest-595f1e39.js");\n' +
        'const [route0, route1] = await Promise.all([import("/assets/root-n3zXTTs2.js"), import("/assets/home-CyxdT1sy.js")]);\n' +
        'window.__reactRouterRouteModules = {"root":route0,"index___fr":route1};\n' +
        'import("/assets/entry.client-BJcBrNvq.js");</script><script>1</script></body></html>',
    );
  });

  it('keeps the joining line of a route whose module is split (a route with a clientLoader)', () => {
    const split = `<script type="module" async="">import "/assets/manifest-fb080a94.js";
import * as route0 from "/assets/root-Vp7mMgMG.js";
import * as route1_clientLoader from "/assets/search-B6yFBoaP.js";
import * as route1_main from "/assets/search-main-BsiQchfX.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"recherche___fr":route1};

import("/assets/entry.client-W6aEwKi_.js");</script>`;
    const out = scriptsAfterFirstPaint(`<html>${head}<body><main>x</main>${split}</body></html>`);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(
      'const [route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/root-Vp7mMgMG.js"), import("/assets/search-B6yFBoaP.js"), import("/assets/search-main-BsiQchfX.js")]);\n' +
        'const route1 = {...route1_clientLoader,...route1_main};\n' +
        'window.__reactRouterRouteModules = {"root":route0,"recherche___fr":route1};\n' +
        'import("/assets/entry.client-W6aEwKi_.js");</script></body></html>',
    );
  });

  it('only moves the stylesheets first when it does not recognise the bootstrap', () => {
    const other = `<html>${head}<body><script type="module" async="">import("/assets/entry.client.js");</script></body></html>`;
    expect(scriptsAfterFirstPaint(other)).toBe(stylesheetsFirst(other));
    expect(stylesheetsFirst(other)).toContain('<link rel="stylesheet" href="/root.css"/><link rel="modulepreload" fetchPriority="low"');
  });
});

describe('AFTER_FIRST_PAINT', () => {
  /** Runs the bootstrap's wait against a stand-in browser; resolves with what happened first. */
  function runWait(browser: { visibility: DocumentVisibilityState; painted: boolean; paintTiming?: boolean }) {
    let observer: (() => void) | null = null;
    let shown: (() => void) | null = null;
    const timers: Array<{ run: () => void; ms: number }> = [];
    const document = { visibilityState: browser.visibility, addEventListener: (_type: string, listener: () => void) => (shown = listener) };
    const performance = { getEntriesByType: () => (browser.painted ? [{ name: 'first-paint' }] : []) };
    class PerformanceObserver {
      static supportedEntryTypes = browser.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
      constructor(private readonly callback: (entries: unknown, self: PerformanceObserver) => void) {}
      observe() {
        observer = () => this.callback({}, this);
      }
      disconnect() {
        observer = null;
      }
    }
    const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
    let done = false;
    const wait = new Function('document', 'performance', 'PerformanceObserver', 'setTimeout', `return (async () => { ${AFTER_FIRST_PAINT} })();`);
    (wait(document, performance, PerformanceObserver, setTimeout) as Promise<void>).then(() => (done = true));
    const flush = () => new Promise((resolve) => global.setTimeout(resolve, 0));
    return { timers, paint: () => observer?.(), show: () => shown?.(), isDone: async () => (await flush(), done) };
  }

  it('waits for the first paint, then one task', async () => {
    const page = runWait({ visibility: 'visible', painted: false });
    expect(page.timers.map((t) => t.ms)).toEqual([3000]);
    expect(await page.isDone()).toBe(false);
    page.paint();
    expect(page.timers.map((t) => t.ms)).toEqual([3000, 0]);
    page.timers[1]!.run();
    expect(await page.isDone()).toBe(true);
  });

  it('goes on at once when the page has already painted, is hidden, or the browser has no paint timing', async () => {
    for (const browser of [
      { visibility: 'visible', painted: true },
      { visibility: 'hidden', painted: false },
      { visibility: 'visible', painted: false, paintTiming: false },
    ] as const) {
      const page = runWait(browser);
      expect(page.timers.map((t) => t.ms)).toEqual([0]);
      page.timers[0]!.run();
      expect(await page.isDone()).toBe(true);
    }
  });

  it('goes on when a tab that was hidden is shown, or after 3 s whatever happens', async () => {
    const shown = runWait({ visibility: 'visible', painted: false });
    shown.show();
    shown.timers.at(-1)!.run();
    expect(await shown.isDone()).toBe(true);
    const never = runWait({ visibility: 'visible', painted: false });
    never.timers[0]!.run();
    expect(await never.isDone()).toBe(true);
  });
});
