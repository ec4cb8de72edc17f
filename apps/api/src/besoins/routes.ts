import type { FastifyPluginAsync } from 'fastify';
import { besoinLocaleQuerySchema, besoinRefParamsSchema, besoinSearchBodySchema, BESOINS_PAGE_SIZE } from '@sam/contracts';
import { fieldError, notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { BesoinsRepository } from './repository';

/** §7 Besoins: the needs tree for the guided search (me-laisser-guider), registered under /api/besoins. */
export const besoinsRoutes: FastifyPluginAsync = async (app) => {
  const besoins = new BesoinsRepository(app.db);

  // Read-only search: no CSRF token needed (server-side rendering calls it).
  app.post('/search', { config: { csrf: false } }, async (request) => {
    const { locale, page, query, parent_id, level } = parseBody(besoinSearchBodySchema, request);
    if (typeof parent_id === 'number' && !(await besoins.tree()).get(parent_id)) throw fieldError('parent_id', 'validation.invalid');
    const perPage = BESOINS_PAGE_SIZE;
    const { data, total } = await besoins.search({ locale, page, perPage, query: query || undefined, parentId: parent_id, level });
    return { data, meta: { current_page: page, per_page: perPage, total } };
  });

  app.get('/:id', async (request) => {
    const { locale } = parse(besoinLocaleQuerySchema, request.query, request);
    // §8: a malformed reference is a missing page (404), like an unknown one.
    const params = besoinRefParamsSchema.safeParse(request.params);
    const tree = await besoins.tree();
    const row = params.success ? tree.find(params.data.id) : undefined;
    if (!row) throw notFound();
    return { data: await besoins.loadDetail(tree, row, locale) };
  });
};
