import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { localeOfPath, portalCatalogue } from '@sam/i18n-routes';
import { reloadForChunkError } from '@sam/ui';
import { CspNonceContext, documentCspNonce } from './shared/csp-nonce';
import { seedPageMessages } from './shared/page-messages';

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CspNonceContext.Provider value={documentCspNonce()}>
          <HydratedRouter />
        </CspNonceContext.Provider>
      </StrictMode>,
    );
  });

// Spec §4: a chunk gone after a deploy reloads the page (once a minute); else the server's HTML stays, without scripts.
const failed = (error: unknown) => {
  if (!reloadForChunkError(error)) console.error(error);
};

// The page's language only (issue 12), and of it the messages the page's render read when the
// server wrote them into the page (decision 0033): hydrate with those at once; else once the
// language is here, so the first client render has the texts the server rendered. Another
// language loads on a change of language (root clientLoader).
const locale = localeOfPath(window.location.pathname);
if (seedPageMessages(locale)) hydrate();
else portalCatalogue.load(locale).then(hydrate, failed);
