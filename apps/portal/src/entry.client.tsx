import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeOfPath, portalCatalogue } from '@sam/i18n-routes';
import { reloadForChunkError } from '@sam/ui';
import { CspNonceContext, documentCspNonce } from './shared/csp-nonce';

// The page's language only (issue 12): hydrate once its catalogue is here, so the first client
// render has the texts the server rendered. Another language loads on a change of language (root clientLoader).
portalCatalogue.load(localeOfPath(window.location.pathname)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
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
