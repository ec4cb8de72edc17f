import type { FastifyPluginAsync } from 'fastify';
import { sectorsEndpoints } from '@sam/contracts';
import { routes } from '../plugins/contract-route';
import { SectorsRepository } from './repository';

/** GET /api/sectors: the sectors with their counts, for the /prestataires directory page. */
export const sectorsRoutes: FastifyPluginAsync = async (app) => {
  const sectors = new SectorsRepository(app.db);

  // Both languages in one answer (the page links with the title of its own), so no query.
  routes(app, sectorsEndpoints, {
    list: async () => ({ data: await sectors.listWithCounts() }),
  });
};
