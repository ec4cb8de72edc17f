import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  annonceBookmarkBodySchema,
  annonceCategoryIdParamsSchema,
  annonceLocaleQuerySchema,
  annonceRefParamsSchema,
  annonceSearchSchema,
  PAGE_SIZE,
} from '@sam/contracts';
import { nowIso } from '@sam/db';
import { fieldError, notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { AnnoncesRepository } from './repository';

/**
 * §7 Annonces (classified ads), registered under /api/annonces. Creating, updating and deleting
 * ads (POST /api/annonces, PUT and DELETE /api/annonces/{slug}) belong to the dashboard issue and
 * are deliberately left out here.
 */
export const annoncesRoutes: FastifyPluginAsync = async (app) => {
  const annonces = new AnnoncesRepository(app.db);

  /** §8: a malformed slug is a missing page (404), like an unknown one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = annonceRefParamsSchema.safeParse(request.params);
    const annonce = params.success ? await annonces.findVisible(params.data.slug) : undefined;
    if (!annonce) throw notFound();
    return annonce;
  };

  // Read-only search: no CSRF token needed (server-side rendering calls it).
  app.post('/search', { config: { csrf: false } }, async (request) => {
    const filters = parseBody(annonceSearchSchema, request);
    let categoryId: number | undefined;
    if (filters.category !== undefined) {
      categoryId = await annonces.resolveCategoryId(filters.category);
      if (categoryId === undefined) throw fieldError('category', 'validation.invalid');
    }
    const perPage = PAGE_SIZE.annonces;
    const { data, total } = await annonces.search({
      locale: filters.locale,
      page: filters.page,
      perPage,
      categoryId,
      q: filters.q || undefined,
      now: nowIso(),
    });
    return { data, meta: { current_page: filters.page, per_page: perPage, total } };
  });

  app.get('/categories', async (request) => {
    const { locale } = parse(annonceLocaleQuerySchema, request.query, request);
    return { data: await annonces.listCategories(locale) };
  });

  app.get('/categories/:id', async (request) => {
    const { locale } = parse(annonceLocaleQuerySchema, request.query, request);
    const params = annonceCategoryIdParamsSchema.safeParse(request.params);
    const category = params.success ? await annonces.findCategory(params.data.id, locale) : undefined;
    if (!category) throw notFound();
    return { data: category };
  });

  app.get('/:slug', async (request) => {
    const { locale } = parse(annonceLocaleQuerySchema, request.query, request);
    const annonce = await findByRefParam(request);
    return { data: await annonces.loadDetail(annonce, locale, request.user?.id ?? null) };
  });

  app.post('/:slug/bookmark', { preHandler: app.requireUser }, async (request) => {
    const annonce = await findByRefParam(request);
    const { bookmarked } = parseBody(annonceBookmarkBodySchema, request);
    const state = await annonces.setBookmark(annonce.id, request.user!.id, bookmarked);
    await app.searchIndexer.bookmarkChanged('annonce', annonce.id); // its bookmarkers.titre changed
    return { bookmarked: state };
  });
};
