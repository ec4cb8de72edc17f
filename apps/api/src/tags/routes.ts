import type { FastifyPluginAsync } from 'fastify';
import { tagSuggestionsRequestSchema } from '@sam/contracts';
import { parseBody } from '../plugins/validation';
import { TagsRepository } from './repository';
import { suggestTags } from './suggest';

/** §7 POST /api/tags/algolia: suggestions for the listing editor's tag field (logged-in users; CSRF applies). */
export const tagsRoutes: FastifyPluginAsync = async (app) => {
  const tags = new TagsRepository(app.db);

  app.post('/api/tags/algolia', { preHandler: app.requireUser }, async (request) => {
    const { query, locale, limit } = parseBody(tagSuggestionsRequestSchema, request);
    return { hits: suggestTags(await tags.all(), query, locale ?? request.locale, limit) };
  });
};
