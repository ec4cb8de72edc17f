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
import { sessionPlugin } from './plugins/session';
import { throttlePlugin } from './plugins/throttle';
import { prestatairesRoutes } from './prestataires/routes';
import { eventsRoutes } from './events/routes';
import { annoncesRoutes } from './annonces/routes';
import { offresRoutes } from './offres/routes';
import { faqRoutes } from './faq/routes';
import { shortUrlsRoutes } from './short-urls/routes';

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
  });

  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { db });
  await app.register(errorsPlugin);
  // Before the session hooks, so even a 419 carries the CORS headers the browser needs to read it.
  await app.register(cors, {
    origin: [config.portalOrigin, config.dashboardOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Accept-Language', 'X-Requested-With', 'X-XSRF-TOKEN', 'Authorization'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(localePlugin);
  await app.register(bodyParsersPlugin);
  await app.register(throttlePlugin);
  await app.register(signingPlugin);
  await app.register(mailerPlugin);
  await app.register(sessionPlugin, {
    lifetimeMinutes: config.sessionLifetimeMinutes,
    cookieDomain: config.cookieDomain,
    secureCookies: config.secureCookies,
  });

  const override = methodOverride();
  await app.register(override.collect);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(prestatairesRoutes);
  await app.register(eventsRoutes, { prefix: '/api/events' });
  await app.register(eventsRoutes, { prefix: '/api/eventsv2' }); // §7: v2 replaces the prefix only
  await app.register(annoncesRoutes, { prefix: '/api/annonces' });
  await app.register(offresRoutes, { prefix: '/api/offres' });
  await app.register(faqRoutes);
  await app.register(shortUrlsRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(passwordsRoutes);
  await app.register(autologinRoutes);
  await app.register(profilesRoutes);
  await app.register(accountRoutes);
  await app.register(apiTokensRoutes);
  await app.register(unregisterRoutes);
  await app.register(devOutboxRoutes);
  await app.register(override.registerTwins);

  await app.ready();
  return app;
}
