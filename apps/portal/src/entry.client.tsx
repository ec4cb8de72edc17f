import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeOfPath, portalCatalogue } from '@sam/i18n-routes';
import { reloadForChunkError } from '@sam/ui';
import { CspNonceContext, documentCspNonce } from './shared/csp-nonce';

/**
 * React Router's HydratedRouter first throws the promise of its decoding of the server's data
 * (React suspends the root until it settles). The browser build runs on Preact (decision 0033),
 * which cannot suspend a hydrating root: this starts that decoding and waits for it, so the
 * hydrating render never suspends. The router throws the promise before it uses any hook; under
 * React this only starts the decoding a little earlier.
 */
async function serverDataDecoded() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * What the page hydrates into. Preact (the browser build, decision 0033) renders into a
 * document's root element, not the document, while React Router's root renders <html> itself:
 * for Preact, a stand-in for the document with <html> as its one child (the doctype is not
 * Preact's to match). React (the dev server) takes the document.
 */
function hydrationContainer(): Document {
  if (!import.meta.env.PREACT) return document;
  // React's server render hoists the preloads of <Scripts> to the top of <head>; Preact renders
  // them in place and matches the head's elements in order, by tag: left there, they would be
  // taken for the <Links> and <Meta> elements, which would then be dropped. Their work is done.
  for (const hint of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')) hint.remove();
  const html = document.documentElement;
  return {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  } as unknown as Document;
}

// The page's language only (issue 12): hydrate once its catalogue is here, so the first client
// render has the texts the server rendered. Another language loads on a change of language (root clientLoader).
Promise.all([portalCatalogue.load(localeOfPath(window.location.pathname)), serverDataDecoded()]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        hydrationContainer(),
        <StrictMode>
          <CspNonceContext.Provider value={documentCspNonce()}>
            <HydratedRouter />
          </CspNonceContext.Provider>
        </StrictMode>,
      );
    }),
  // Spec §4: a chunk gone after a deploy reloads the page (once a minute); else the server's HTML stays, without scripts.
  (error: unknown) => {
    if (!reloadForChunkError(error)) console.error(error);
  },
);
