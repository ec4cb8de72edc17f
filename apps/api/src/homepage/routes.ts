import type { FastifyPluginAsync } from 'fastify';
import { homepageQuerySchema } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { parse } from '../plugins/validation';
import { HomepageRepository } from './repository';

/** §7 Homepage: GET /api/content/homepage?locale= → { actus, guide }. Editing belongs to the dashboard issue. */
export const homepageRoutes: FastifyPluginAsync = async (app) => {
  const homepage = new HomepageRepository(app.db);

  app.get('/api/content/homepage', async (request, reply) => {
    const { locale } = parse(homepageQuerySchema, request.query, request);
    reply.header('Cache-Control', 'public, max-age=300');
    return homepage.content(locale, nowIso());
  });
};
