import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { conseilBookmarkBodySchema, conseilListQuerySchema, conseilLocaleQuerySchema, conseilRefParamsSchema, CONSEILS_PAGE_SIZE } from '@sam/contracts';
import { notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { ConseilsRepository } from './repository';
import { findBookmarkTarget } from '../bookmarks/stale';

/** §7 Conseils (advice guides of the SAM guide), registered under /api/conseils. PUT belongs to the dashboard issue. */
export const conseilsRoutes: FastifyPluginAsync = async (app) => {
  const conseils = new ConseilsRepository(app.db);

  /** §8: a malformed reference is a missing page (404), like an unknown or unpublished one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = conseilRefParamsSchema.safeParse(request.params);
    const conseil = params.success ? await conseils.findPublished(params.data.id) : undefined;
    if (!conseil) throw notFound();
    return conseil;
  };

  app.get('/', async (request) => {
    const { locale, page } = parse(conseilListQuerySchema, request.query, request);
    const perPage = CONSEILS_PAGE_SIZE;
    const { data, total } = await conseils.list({ locale, page, perPage });
    return { data, meta: { current_page: page, per_page: perPage, total } };
  });

  app.get('/:id', async (request) => {
    const { locale } = parse(conseilLocaleQuerySchema, request.query, request);
    const conseil = await findByRefParam(request);
    return { data: await conseils.loadDetail(conseil, locale, request.user?.id ?? null) };
  });

  app.post('/:id/bookmark', { preHandler: app.requireUser }, async (request) => {
    const { bookmarked } = parseBody(conseilBookmarkBodySchema, request);
    const conseil = await findBookmarkTarget(app.db, request, 'conseil', bookmarked, () => findByRefParam(request));
    if (!conseil) return { bookmarked: false };
    const state = await conseils.setBookmark(conseil.id, request.user!.id, bookmarked);
    // The search records carry their bookmarkers (the search page's bookmarks filter).
    await app.searchIndexer.bookmarkChanged('conseil', conseil.id);
    return { bookmarked: state };
  });
};
