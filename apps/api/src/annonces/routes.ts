import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { annoncesEndpoints, PAGE_SIZE, SEARCH_INDEX_NAMES, type AnnonceWrite } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { fieldError, HttpError, notFound, unauthenticated } from '../http-error';
import { committedWith } from '../plugins/after-commit';
import { routes } from '../plugins/contract-route';
import type { ThrottleRule } from '../plugins/throttle';
import type { SessionUser } from '../users/repository';
import { AnnoncePolicy } from './policy';
import { AnnoncesRepository, type AnnonceRow } from './repository';

/** Ads are public: one user creates at most 20 a day (docs/decisions/0007-annonce-writes.md). */
const CREATIONS_PER_DAY = 20;
const DAY_MS = 86_400_000;
const creationRule = (userId: number): ThrottleRule => ({ key: `annonces:create:${userId}`, maxAttempts: CREATIONS_PER_DAY, windowMs: DAY_MS });

/**
 * §7 Annonces (classified ads): public reads, and the dashboard's list, create, update and delete
 * of the ads a user manages. Bookmarks: ../bookmarks/routes.ts.
 */
export const annoncesRoutes: FastifyPluginAsync = async (app) => {
  const annonces = new AnnoncesRepository(app.db);
  const policy = new AnnoncePolicy(app.db);

  /** Checked against the database: existing category and commune, a listing the user may link (an ad keeps the one it had). */
  const checkReferences = async (values: AnnonceWrite, user: SessionUser, current?: AnnonceRow) => {
    const errors: Record<string, string[]> = {};
    for (const field of await annonces.missingReferences(values)) errors[field] = ['validation.invalid'];
    const listing = values.prestataire_id;
    if (listing !== null && !errors.prestataire_id && listing !== current?.prestataire_id && !(await policy.mayLink(user, listing))) {
      errors.prestataire_id = ['validation.annonce.prestataire'];
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation.failed', { errors });
  };

  /** A write and its search change commit together; the index follows before the answer leaves (committedWith). */
  const write = <T>(request: FastifyRequest, work: (annonces: AnnoncesRepository, changed: (id: number) => void) => Promise<T>) =>
    committedWith(request, (db) => new AnnoncesRepository(db), SEARCH_INDEX_NAMES.annonces, work);

  routes(app, annoncesEndpoints, {
    search: async ({ body: filters, user }) => {
      if (filters.mine && !user) throw unauthenticated();
      let categoryId: number | undefined;
      if (filters.category !== undefined) {
        categoryId = await annonces.resolveCategoryId(filters.category);
        if (categoryId === undefined) throw fieldError('category', 'validation.invalid');
      }
      const perPage = PAGE_SIZE.annonces;
      const query = { page: filters.page, perPage, categoryId, q: filters.q || undefined, now: nowIso() };
      const meta = (total: number) => ({ current_page: filters.page, per_page: perPage, total });
      if (user && filters.mine) {
        const { data, total } = await annonces.searchManaged(user.id, query);
        return { data, meta: meta(total) };
      }
      const { data, total } = await annonces.search({ ...query, locale: filters.locale });
      return { data, meta: meta(total) };
    },
    create: async ({ request, body, user }) => {
      const rule = creationRule(user.id);
      await app.throttle.ensureNotExceeded(rule).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 429 ? new HttpError(429, 'errors.annonces.daily_limit', error.options) : error;
      });
      await checkReferences(body, user);
      const now = nowIso();
      const id = await write(request, async (trx, changed) => {
        const created = await trx.create(body, user.id, now);
        changed(created);
        return created;
      });
      await app.throttle.hit(rule);
      return { data: await annonces.loadManaged(id, now) };
    },
    update: async ({ request, params, body, user }) => {
      const now = nowIso();
      const annonce = await policy.requireManaged(user, params.slug, now);
      await checkReferences(body, user, annonce);
      await write(request, async (trx, changed) => {
        await trx.update(annonce, body, now);
        changed(annonce.id);
      });
      return { data: await annonces.loadManaged(annonce.id, now) };
    },
    delete: async ({ request, params, user }) => {
      const annonce = await policy.requireManaged(user, params.slug, nowIso());
      await write(request, async (trx, changed) => {
        await trx.delete(annonce.id);
        changed(annonce.id); // leaves the index
      });
    },
    listCategories: async ({ query }) => ({ data: await annonces.listCategories(query.locale) }),
    getCategory: async ({ params, query }) => {
      const category = await annonces.findCategory(params.id, query.locale);
      if (!category) throw notFound();
      return { data: category };
    },
    get: async ({ params, query: { locale, edit }, user }) => {
      if (edit) {
        if (!user) throw unauthenticated();
        return { data: await annonces.loadManaged((await policy.requireManaged(user, params.slug, nowIso())).id) };
      }
      const annonce = await annonces.findVisible(params.slug);
      if (!annonce) throw notFound();
      return { data: await annonces.loadDetail(annonce, locale, user?.id ?? null) };
    },
  }, {
    // Who manages the annonce first: a stranger gets 403/404, never a 422 about a body they may not send.
    guards: { update: ({ params, user }) => policy.requireManaged(user, params.slug, nowIso()) },
  });
};
