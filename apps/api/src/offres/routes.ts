import type { FastifyPluginAsync } from 'fastify';
import { offresEndpoints, PAGE_SIZE } from '@sam/contracts';
import { fieldError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { hasRole } from '../plugins/session';
import type { SessionUser } from '../users/repository';
import { OffresRepository, todayIso } from './repository';

/** §7 Offres (member benefits): read-only, the SAM team manages them outside the portal. */
export const offresRoutes: FastifyPluginAsync = async (app) => {
  const offres = new OffresRepository(app.db);

  /**
   * Offers are partner benefits for providers: anyone may read them, but the promo code goes only
   * to a user who runs a listing or holds the provider role, and to the SAM team (null otherwise).
   */
  const mayReadPromoCodes = async (user: SessionUser | null) =>
    user !== null && (hasRole(user, 'provider', 'admin', 'root') || (await offres.runsAListing(user.id)));
  const withPromoCodes = async <T extends { promo_code: string | null }>(user: SessionUser | null, list: T[]): Promise<T[]> =>
    (await mayReadPromoCodes(user)) ? list : list.map((offre) => ({ ...offre, promo_code: null }));

  routes(app, offresEndpoints, {
    search: async ({ body: filters, user }) => {
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
      return { data: await withPromoCodes(user, data), meta: { current_page: filters.page, per_page: perPage, total } };
    },
    listCategories: async ({ query }) => ({ data: await offres.listCategories(query.locale) }),
    getCategory: async ({ params, query }) => {
      const category = await offres.findCategory(params.id, query.locale);
      if (!category) throw notFound();
      return { data: category };
    },
    get: async ({ params, query, user }) => {
      const offre = await offres.find(params.id, query.locale);
      if (!offre) throw notFound();
      const [shown] = await withPromoCodes(user, [offre]);
      return { data: shown };
    },
  });
};
