import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { DB } from '@sam/db';
import type { ApiConfig } from './config';
import { accountRoutes } from './account/routes';
import { apiTokensRoutes } from './api-tokens/routes';
import { authRoutes } from './auth/routes';
import { autologinRoutes } from './autologin/routes';
import { emailVerificationRoutes } from './email-verification/routes';
import { mailerPlugin } from './mail/mailer';
import { newsletterRoutes } from './newsletter/routes';
import { savedSearchesRoutes } from './saved-searches/routes';
import { devOutboxRoutes } from './mail/routes';
import { passwordsRoutes } from './passwords/routes';
import { configPlugin } from './plugins/config';
import { signingPlugin } from './plugins/signing';
import { profilesRoutes } from './profiles/routes';
import { unregisterRoutes } from './unregister/routes';
import { healthRoutes } from './health/routes';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { methodOverride } from './plugins/method-override';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { throttlePlugin } from './plugins/throttle';
import { prestatairesRoutes } from './prestataires/routes';
import { publicDetailCachePlugin } from './prestataires/public-detail-cache';
import { prestataireWritesRoutes } from './prestataires/write-routes';
import { eventsRoutes } from './events/routes';
import { annoncesRoutes } from './annonces/routes';
import { offresRoutes } from './offres/routes';
import { openDataRoutes } from './open-data/routes';
import { faqRoutes } from './faq/routes';
import { infosRoutes } from './infos/routes';
import { conseilsRoutes } from './conseils/routes';
import { besoinsRoutes } from './besoins/routes';
import { bookmarksRoutes } from './bookmarks/routes';
import { shortUrlsRoutes } from './short-urls/routes';
import { homepageRoutes } from './homepage/routes';
import { publiciteRoutes } from './publicite/routes';
import { placesRoutes } from './places/routes';
import { amisPanelsRoutes } from './amis-panels/routes';
import { contactRoutes } from './contact/routes';
import { suggestionsRoutes } from './suggestions/routes';
import { qrRoutes } from './qr/routes';
import { searchPlugin } from './search/plugin';
import { tagsRoutes } from './tags/routes';
import { sectorsRoutes } from './sectors/routes';
import { networksRoutes } from './networks/routes';
import { mediaRoutes } from './media/routes';
import { storagePlugin } from './media/storage';
import { providerContactRoutes } from './provider-contact/routes';
import { listingReportsRoutes } from './listing-reports/routes';
import { referenceRoutes } from './reference/routes';
import { routeRegistry } from './plugins/route-registry';
import { serverTakingTurns } from './plugins/request-turns';
import { named } from './plugins/define-plugin';
import { requestsInFlightPlugin } from './plugins/requests-in-flight';

export interface BuildAppOptions {
  config: ApiConfig;
  /** Opened (and migrated) by the caller, who also closes it. */
  db: DB;
  /** Fastify logger options; default: pino JSON at config.logLevel, silent when NODE_ENV=test. */
  logger?: FastifyServerOptions['logger'];
}

/** The API: shared concerns as plugins first, then one route module per entity (ARCHITECTURE.md). */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? (config.nodeEnv === 'test' ? false : { level: config.logLevel }),
    trustProxy: config.trustProxy,
    // Spec paths are written with and without a trailing slash (§7 "POST /api/sam/amis/panels/").
    routerOptions: { ignoreTrailingSlash: true },
    // The search plugin builds every index before listening: on a busy 2-core machine that can pass
    // Fastify's 10 s default, which would stop the instance instead of starting it late.
    pluginTimeout: 120_000,
    // One request started per turn of the event loop, so a busy API still accepts new connections (request-turns.ts).
    serverFactory: serverTakingTurns,
  });

  await app.register(routeRegistry); // app.registeredRoutes: every route with its contract
  await app.register(requestsInFlightPlugin); // app.requestsInFlight: the shutdown waits for their handlers
  await app.register(configPlugin, { config });
  await app.register(securityHeadersPlugin); // first hook: every answer carries them, refusals and 404s too
  await app.register(databasePlugin, { db });
  await app.register(errorsPlugin);
  // Before the session hooks, so even a 419 carries the CORS headers the browser needs to read it.
  await app.register(cors, {
    origin: [config.portalOrigin, config.dashboardOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // X-Algolia-*: clients of the embedded search engine that authenticate with headers (its key is public).
    allowedHeaders: ['Content-Type', 'Accept', 'Accept-Language', 'X-Requested-With', 'X-XSRF-TOKEN', 'Authorization', 'X-Algolia-Application-Id', 'X-Algolia-API-Key', 'X-Algolia-Agent'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(bodyParsersPlugin);
  await app.register(throttlePlugin);
  await app.register(signingPlugin);
  await app.register(mailerPlugin);
  await app.register(storagePlugin); // app.storage: uploaded files (STORAGE_DIR)
  await app.register(sessionPlugin, {
    lifetimeMinutes: config.sessionLifetimeMinutes,
    cookieDomain: config.cookieDomain,
    secureCookies: config.secureCookies,
  });

  // Builds the search indices from the database before the API listens (app.search for writes).
  await app.register(searchPlugin);

  const override = methodOverride();
  // The route modules carry their names (named): Fastify would otherwise look each one up in require.cache.
  await app.register(override.collect);
  await app.register(named(healthRoutes));
  await app.register(named(authRoutes));
  await app.register(publicDetailCachePlugin); // before the routes whose writes empty it
  await app.register(named(prestatairesRoutes));
  await app.register(named(prestataireWritesRoutes));
  await app.register(named(mediaRoutes)); // photos and documents of listings, GET /storage/…
  await app.register(named(providerContactRoutes)); // POST /api/prestataires/contact
  await app.register(named(listingReportsRoutes)); // issue 17: error reports on provider pages and their moderation
  await app.register(named(eventsRoutes)); // /api/events and /api/eventsv2 (§7: v2 replaces the prefix only)
  await app.register(named(annoncesRoutes));
  await app.register(named(offresRoutes));
  await app.register(named(openDataRoutes)); // GET /api/open-data/hsds and hsds.zip (Open Referral HSDS 3.0)
  await app.register(named(faqRoutes));
  await app.register(named(infosRoutes));
  await app.register(named(conseilsRoutes));
  await app.register(named(besoinsRoutes));
  await app.register(named(bookmarksRoutes)); // POST /api/{prestataires,events,eventsv2,annonces,infos,conseils}/{ref}/bookmark
  await app.register(named(shortUrlsRoutes));
  await app.register(named(homepageRoutes));
  await app.register(named(publiciteRoutes));
  await app.register(named(placesRoutes));
  await app.register(named(amisPanelsRoutes));
  await app.register(named(contactRoutes));
  await app.register(named(suggestionsRoutes)); // POST /api/prestataires/suggestions and /api/infos/suggestions
  await app.register(named(qrRoutes));
  await app.register(named(tagsRoutes));
  await app.register(named(sectorsRoutes));
  await app.register(named(networksRoutes));
  await app.register(named(emailVerificationRoutes));
  await app.register(named(passwordsRoutes));
  await app.register(named(autologinRoutes));
  await app.register(named(profilesRoutes));
  await app.register(named(accountRoutes));
  await app.register(named(apiTokensRoutes));
  await app.register(named(unregisterRoutes));
  await app.register(named(newsletterRoutes)); // double opt-in sign-up, confirm and unsubscribe links
  await app.register(savedSearchesRoutes); // issue 17: saved searches, their alert job and unsubscribe links
  await app.register(named(devOutboxRoutes));
  await app.register(named(referenceRoutes)); // GET /api/openapi.json and /api/docs
  await app.register(override.registerTwins);

  await app.ready();
  return app;
}
