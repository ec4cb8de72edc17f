import type { FastifyPluginAsync } from 'fastify';
import { homepageEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { routes } from '../plugins/contract-route';
import { HomepageRepository } from './repository';

/** §7 Homepage: GET /api/content/homepage?locale= → { actus, guide }. Editing belongs to the dashboard issue. */
export const homepageRoutes: FastifyPluginAsync = async (app) => {
  const homepage = new HomepageRepository(app.db);

  routes(app, homepageEndpoints, {
    getContent: async ({ query: { locale }, reply }) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return homepage.content(locale, nowIso());
    },
  });
};
