import type { FastifyPluginAsync } from 'fastify';
import { devOutboxEndpoints } from '@sam/contracts';
import { notFound } from '../http-error';
import { routes } from '../plugins/contract-route';

/**
 * Development mailbox (local outbox only, opt-in with DEV_OUTBOX=1, never in production): GET
 * /dev/outbox lists the messages with the links of their text part; GET /dev/outbox/:id answers
 * the raw .eml.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  const outbox = app.mailer.outbox;
  if (!app.config.devOutbox || app.config.nodeEnv === 'production' || !outbox) return; // the routes do not exist: 404

  routes(app, devOutboxEndpoints, {
    list: async () => {
      await app.mailer.drain();
      return { data: await outbox.list() };
    },
    read: async ({ reply, params: { id } }) => {
      const raw = await outbox.read(id);
      if (!raw) throw notFound();
      return reply.type('message/rfc822').header('content-disposition', `inline; filename="${id}.eml"`).send(raw);
    },
  });
};
