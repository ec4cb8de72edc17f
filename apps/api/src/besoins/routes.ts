import type { FastifyPluginAsync } from 'fastify';
import { besoinsEndpoints, BESOINS_PAGE_SIZE } from '@sam/contracts';
import { fieldError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { BesoinsRepository } from './repository';

/** §7 Besoins: the needs tree for the guided search (me-laisser-guider). */
export const besoinsRoutes: FastifyPluginAsync = async (app) => {
  const besoins = new BesoinsRepository(app.db);

  routes(app, besoinsEndpoints, {
    search: async ({ body: { locale, page, query, parent_id, level } }) => {
      if (typeof parent_id === 'number' && !(await besoins.tree()).get(parent_id)) throw fieldError('parent_id', 'validation.invalid');
      const perPage = BESOINS_PAGE_SIZE;
      const { data, total } = await besoins.search({ locale, page, perPage, query: query || undefined, parentId: parent_id, level });
      return { data, meta: { current_page: page, per_page: perPage, total } };
    },
    get: async ({ params, query: { locale } }) => {
      const tree = await besoins.tree();
      const row = tree.find(params.id);
      if (!row) throw notFound();
      return { data: await besoins.loadDetail(tree, row, locale) };
    },
  });
};
