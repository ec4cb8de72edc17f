import type { FastifyPluginAsync } from 'fastify';
import { apiTokensEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { randomSecret } from '../security/crypto';
import { ApiTokensRepository } from './repository';

/** §2 dashboard tokens page, §3 Token: personal API tokens, shown once at creation. */
export const apiTokensRoutes: FastifyPluginAsync = async (app) => {
  const tokens = new ApiTokensRepository(app.db);

  routes(app, apiTokensEndpoints, {
    list: async ({ user }) => ({ data: await tokens.listForUser(user.id) }),

    // A session is needed (contract): a token cannot mint further tokens.
    create: async ({ reply, user, body: input }) => {
      const secret = randomSecret(30); // 40 base64url characters
      const data = await tokens.create({ userId: user.id, title: input.title, secret, expiresAt: input.expires_at ?? null, now: nowIso() });
      reply.header('cache-control', 'no-store');
      return { data, token: `${data.id}|${secret}` };
    },

    // Own tokens only: another user's id answers 404 like an unknown one.
    revoke: async ({ user, params }) => {
      if (!(await tokens.revoke(params.id, user.id, nowIso()))) throw notFound();
    },
  });
};
