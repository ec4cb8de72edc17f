import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http-error';

const idParamsSchema = z.object({ id: z.string().max(40) });

/**
 * Development mailbox (local outbox only, never in production): GET /dev/outbox lists the
 * messages with the links of their text part; GET /dev/outbox/:id answers the raw .eml.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  const outbox = app.mailer.outbox;
  if (app.config.nodeEnv === 'production' || !outbox) return; // the routes do not exist: 404

  app.get('/dev/outbox', async () => {
    await app.mailer.drain();
    return { data: await outbox.list() };
  });

  app.get('/dev/outbox/:id', async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound();
    const raw = await outbox.read(params.data.id);
    if (!raw) throw notFound();
    return reply.type('message/rfc822').header('content-disposition', `inline; filename="${params.data.id}.eml"`).send(raw);
  });
};
