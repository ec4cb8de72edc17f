import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamsSchema, tokenCreateSchema, type ApiTokenCreated } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { notFound, unauthenticated } from '../http-error';
import { parseBody } from '../plugins/validation';
import { randomSecret } from '../security/crypto';
import { ApiTokensRepository } from './repository';

function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** §2 dashboard tokens page, §3 Token: personal API tokens, shown once at creation. */
export const apiTokensRoutes: FastifyPluginAsync = async (app) => {
  const tokens = new ApiTokensRepository(app.db);

  app.get('/api/tokens', { preHandler: app.requireUser }, async (request) => ({ data: await tokens.listForUser(currentUser(request).id) }));

  // A session is needed: a token cannot mint further tokens.
  app.post('/api/tokens', { preHandler: app.requireSession }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseBody(tokenCreateSchema, request);
    const secret = randomSecret(30); // 40 base64url characters
    const data = await tokens.create({ userId: user.id, title: input.title, secret, expiresAt: input.expires_at ?? null, now: nowIso() });
    const body: ApiTokenCreated = { data, token: `${data.id}|${secret}` };
    return reply.code(201).header('cache-control', 'no-store').send(body);
  });

  // Own tokens only: another user's id answers 404 like an unknown one.
  app.delete('/api/tokens/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success || !(await tokens.revoke(params.data.id, user.id, nowIso()))) throw notFound();
    return reply.code(204).send();
  });
};
