import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { LOCALES, localeOfPath, portalCatalogue } from '@sam/i18n-routes';
import { portalConfig } from './config.server';
import { inlineSourceHashes, portalSecurityHeaders, type InlineSources } from './security-headers.server';
import { CspNonceContext } from './shared/csp-nonce';
import { carriesItsMessages, RecordingCatalogueContext } from './shared/page-messages';
import { pageMessagesRecorder, withPageMessages } from './page-messages.server';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * This response's Content-Security-Policy nonce (server.mjs); none under `react-router dev`, nor
     * for a page rendered whole for shared caches, whose inline code the policy allows by hash.
     */
    cspNonce?: string;
    /** Rendered whole before it is sent (server.mjs: a page caches may keep, hashed, given an ETag). */
    wholePage?: boolean;
  }
}

// Both languages before the first request (issue 12): loaders and the render read the page's catalogue synchronously.
await Promise.all(LOCALES.map((locale) => portalCatalogue.load(locale)));

export const streamTimeout = 5_000;

/**
 * The headers of every response of the portal server (server.mjs sets them on pages, data and
 * static files alike), with the response's nonce or a cached page's hashes; HSTS when the server
 * was started with NODE_ENV=production.
 */
export const securityHeaders = (inline: InlineSources, production: boolean) => portalSecurityHeaders({ inline, production, origins: portalConfig });
export { inlineSourceHashes };
export { scriptsAfterFirstPaint } from './first-paint.server';
/** server.mjs starts the requests one per turn of the event loop with it. */
export { takingTurns } from '@sam/request-turns';

/**
 * React Router's default Node entry (streaming; bots and SPA mode wait for all content), with the
 * response's CSP nonce on every inline script: React's, React Router's and the pages' own.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.wholePage ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // A whole page of a route that says so carries the messages its render read (shared/page-messages.tsx, decision 0033).
    const page = routerContext.staticHandlerContext.matches.at(-1);
    const carries = loadContext.wholePage && page !== undefined && carriesItsMessages(routerContext.routeModules[page.route.id]?.handle);
    const recorder = carries ? pageMessagesRecorder(localeOfPath(new URL(request.url).pathname)) : null;
    const app = (
      <CspNonceContext.Provider value={nonce}>
        <RecordingCatalogueContext.Provider value={recorder?.messages ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RecordingCatalogueContext.Provider>
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        if (recorder) {
          // Rendered whole: every id the page read is known now.
          text(body).then((html) => resolve(new Response(withPageMessages(html, recorder.page()), { headers: responseHeaders, status: responseStatusCode })), reject);
        } else {
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        }
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the initial shell are logged by handleDocumentRequest when the promise rejects.
        if (shellRendered) console.error(error);
      },
    });
  });
}

async function text(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
