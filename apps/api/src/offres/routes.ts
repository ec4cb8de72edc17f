import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { annonceCategoryIdParamsSchema, annonceLocaleQuerySchema, offreIdParamsSchema, offreSearchSchema, PAGE_SIZE } from '@sam/contracts';
import { fieldError, notFound } from '../http-error';
import { hasRole } from '../plugins/session';
import { parse, parseBody } from '../plugins/validation';
import { OffresRepository, todayIso } from './repository';

/**
 * §7 Offres (member benefits), registered under /api/offres. §7 has no calls that write offers:
 * the SAM team manages them outside the portal.
 */
export const offresRoutes: FastifyPluginAsync = async (app) => {
  const offres = new OffresRepository(app.db);

  /**
   * Offers are partner benefits for providers: anyone may read them, but the promo code goes only
   * to a user who runs a listing or holds the provider role, and to the SAM team (null otherwise).
   */
  const mayReadPromoCodes = async (request: FastifyRequest) =>
    request.user !== null && (hasRole(request.user, 'provider', 'admin', 'root') || (await offres.runsAListing(request.user.id)));
  const withPromoCodes = async <T extends { promo_code: string | null }>(request: FastifyRequest, list: T[]): Promise<T[]> =>
    (await mayReadPromoCodes(request)) ? list : list.map((offre) => ({ ...offre, promo_code: null }));

  // Read-only search: no CSRF token needed.
  app.post('/search', { config: { csrf: false } }, async (request) => {
    const filters = parseBody(offreSearchSchema, request);
    let categoryId: number | undefined;
    if (filters.category !== undefined) {
      categoryId = await offres.resolveCategoryId(filters.category);
      if (categoryId === undefined) throw fieldError('category', 'validation.invalid');
    }
    const perPage = PAGE_SIZE.offres;
    const { data, total } = await offres.search({
      locale: filters.locale,
      page: filters.page,
      perPage,
      categoryId,
      q: filters.q || undefined,
      all: filters.all ?? false,
      today: todayIso(),
    });
    return { data: await withPromoCodes(request, data), meta: { current_page: filters.page, per_page: perPage, total } };
  });

  app.get('/categories', async (request) => {
    const { locale } = parse(annonceLocaleQuerySchema, request.query, request);
    return { data: await offres.listCategories(locale) };
  });

  app.get('/categories/:id', async (request) => {
    const { locale } = parse(annonceLocaleQuerySchema, request.query, request);
    const params = annonceCategoryIdParamsSchema.safeParse(request.params);
    const category = params.success ? await offres.findCategory(params.data.id, locale) : undefined;
    if (!category) throw notFound();
    return { data: category };
  });

  app.get('/:id', async (request) => {
    const { locale } = parse(annonceLocaleQuerySchema, request.query, request);
    const params = offreIdParamsSchema.safeParse(request.params);
    const offre = params.success ? await offres.find(params.data.id, locale) : undefined;
    if (!offre) throw notFound();
    const [shown] = await withPromoCodes(request, [offre]);
    return { data: shown };
  });
};
