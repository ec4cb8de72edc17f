import type { FastifyPluginAsync } from 'fastify';
import { placeListQuerySchema, placeSearchSchema } from '@sam/contracts';
import { parse, parseBody } from '../plugins/validation';
import { PlacesRepository } from './repository';

/** §7 Places: GET /api/places and POST /api/places/search (filters on id, type or ref_id, `and`/`or`). */
export const placesRoutes: FastifyPluginAsync = async (app) => {
  const places = new PlacesRepository(app.db);

  app.get('/api/places', async (request, reply) => {
    const { type, locale } = parse(placeListQuerySchema, request.query, request);
    reply.header('Cache-Control', 'public, max-age=3600');
    return { data: await places.list(locale, type) };
  });

  // A read: no CSRF token needed (like the other search endpoints).
  app.post('/api/places/search', { config: { csrf: false } }, async (request) => {
    const { filters, mode, locale } = parseBody(placeSearchSchema, request);
    return { data: await places.search(filters, mode, locale) };
  });
};
