import type { FastifyPluginAsync } from 'fastify';
import { autologinEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { appUrl } from '../app-links';
import { fieldError, HttpError } from '../http-error';
import { OneTimeTokensRepository } from '../one-time-tokens/repository';
import { routes } from '../plugins/contract-route';
import { randomSecret, sha256Hex } from '../security/crypto';
import { UsersRepository } from '../users/repository';
import { ownRedirect } from './redirect';

/** An autologin link works 10 minutes, once. */
export const AUTOLOGIN_TTL_MINUTES = 10;

const invalidToken = () => fieldError('token', 'validation.autologin.invalid', 'validation.autologin.invalid');

/** §2 /fr/autologin/{url}: a one-time login link a logged-in user makes for themselves. */
export const autologinRoutes: FastifyPluginAsync = async (app) => {
  const tokens = new OneTimeTokensRepository(app.db);
  const users = new UsersRepository(app.db);
  const origins = [app.config.portalOrigin, app.config.dashboardOrigin];

  routes(app, autologinEndpoints, {
    createLink: async ({ user, body: { url } }) => {
      const token = randomSecret(32);
      const now = nowIso();
      const expiresAt = new Date(Date.parse(now) + AUTOLOGIN_TTL_MINUTES * 60_000).toISOString();
      await tokens.create({ purpose: 'autologin', userId: user.id, subject: url, tokenHash: sha256Hex(token), expiresAt, now });
      const link = appUrl(app.config, { route: 'autologin-url', locale: user.locale, params: { url: token }, query: { url } });
      return { token, link, expires_at: expiresAt };
    },

    // The portal page /fr/autologin/{token}?url=… posts both; the token is used up atomically.
    login: async ({ request, reply, body: input }) => {
      if (request.apiToken) throw new HttpError(403, 'errors.session_required'); // before the token is used
      // Never replace a signed-in session silently (issue 14): the page asks first, the link stays unused.
      if (request.user && input.confirm !== true) throw new HttpError(409, 'errors.autologin.confirm');
      const used = await tokens.consume('autologin', sha256Hex(input.token), nowIso());
      if (!used || used.user_id === null) throw invalidToken();
      await app.sessions.start(request, reply, used.user_id);
      const user = request.user;
      if (!user) throw invalidToken();
      const home = appUrl(app.config, { route: 'index', locale: user.locale });
      return { redirect: ownRedirect(input.url, origins, home), user: await users.loadAccount(user, app.searchIndexer.bookmarkToken(user.id)) };
    },
  });
};
