import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The page's Content-Security-Policy nonce (docs/decisions/0023-security-headers.md): the server
 * makes one per request of a signed-in visitor (server.mjs) and every inline script or style the
 * page renders carries it. An anonymous visitor's page has none: its policy lists the hashes of
 * its inline code instead (docs/decisions/0032-page-caching.md). In the browser it is the one the
 * server sent, read back from a script that carries it. Undefined under `react-router dev`, which
 * sends no policy.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = (): string | undefined => useContext(CspNonceContext);

/** In the browser: the nonce of the page's policy (the attribute reads empty, the property keeps it). */
export function documentCspNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

const subscribeNever = () => () => undefined;

/** Browsers all have them; test DOMs (jsdom) do not, and keep the style element. */
const constructedSheets = () => typeof CSSStyleSheet !== 'undefined' && typeof CSSStyleSheet.prototype.replaceSync === 'function' && 'adoptedStyleSheets' in document;

/**
 * Page-specific CSS (checked values only, e.g. a network's colours): a style element in the
 * server's HTML, where the policy allows it by nonce or hash; once the page runs in the browser,
 * a constructed stylesheet, which the policy does not restrict, since a style element added after
 * a client navigation matches neither the document's nonce-less hashes nor, after a cached page,
 * any nonce.
 */
export function PageStyle({ css }: { css: string }) {
  const nonce = useCspNonce();
  const constructed = useSyncExternalStore(subscribeNever, constructedSheets, () => false);
  useLayoutEffect(() => {
    if (!constructed) return undefined;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [css, constructed]);
  return constructed ? null : <style nonce={nonce}>{css}</style>;
}
