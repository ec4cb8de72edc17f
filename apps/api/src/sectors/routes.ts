import type { FastifyPluginAsync } from 'fastify';
import { SectorsRepository } from './repository';

/** GET /api/sectors: the sectors with their counts, for the /prestataires directory page. */
export const sectorsRoutes: FastifyPluginAsync = async (app) => {
  const sectors = new SectorsRepository(app.db);

  // Both languages in one answer (the page links with the title of its own), so no query.
  app.get('/api/sectors', async () => ({ data: await sectors.listWithCounts() }));
};
