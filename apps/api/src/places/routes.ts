import type { FastifyPluginAsync } from 'fastify';
import { placesEndpoints } from '@sam/contracts';
import { routes } from '../plugins/contract-route';
import { PlacesRepository } from './repository';

/** §7 Places: GET /api/places and POST /api/places/search (filters on id, type or ref_id, `and`/`or`). */
export const placesRoutes: FastifyPluginAsync = async (app) => {
  const places = new PlacesRepository(app.db);

  routes(app, placesEndpoints, {
    list: async ({ query: { type, locale }, reply }) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { data: await places.list(locale, type) };
    },
    search: async ({ body: { filters, mode, locale } }) => ({ data: await places.search(filters, mode, locale) }),
  });
};
