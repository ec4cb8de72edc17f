import type { FastifyPluginAsync } from 'fastify';
import { tagsEndpoints } from '@sam/contracts';
import { routes } from '../plugins/contract-route';
import { TagsRepository } from './repository';
import { suggestTags } from './suggest';

/** §7 POST /api/tags/algolia: suggestions for the listing editor's tag field (logged-in users; CSRF applies). */
export const tagsRoutes: FastifyPluginAsync = async (app) => {
  const tags = new TagsRepository(app.db);

  routes(app, tagsEndpoints, {
    suggest: async ({ request, body: { query, locale, limit } }) => ({ hits: suggestTags(await tags.all(), query, locale ?? request.locale, limit) }),
  });
};
