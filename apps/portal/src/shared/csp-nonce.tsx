import { createContext, useContext } from 'react';

/**
 * The page's Content-Security-Policy nonce (docs/decisions/0023-security-headers.md): the server
 * makes one per request (server.mjs) and every inline script or style the page renders carries
 * it. In the browser it is the one the server sent, read back from a script that carries it, so
 * what React renders later (a network page's colours after a client navigation) passes the
 * document's policy too. Undefined under `react-router dev`, which sends no policy.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = (): string | undefined => useContext(CspNonceContext);

/** In the browser: the nonce of the page's policy (the attribute reads empty, the property keeps it). */
export function documentCspNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
