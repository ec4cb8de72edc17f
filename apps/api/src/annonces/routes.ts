import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  annonceCategoryIdParamsSchema,
  annonceLocaleQuerySchema,
  annonceRefParamsSchema,
  annonceRefQuerySchema,
  annonceSearchSchema,
  annonceWriteSchema,
  PAGE_SIZE,
  SEARCH_INDEX_NAMES,
  type AnnonceWrite,
} from '@sam/contracts';
import { nowIso } from '@sam/db';
import { fieldError, forbidden, HttpError, notFound, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';
import type { ThrottleRule } from '../plugins/throttle';
import { parse, parseBody } from '../plugins/validation';
import { PrestatairesRepository } from '../prestataires/repository';
import type { SessionUser } from '../users/repository';
import { AnnoncesRepository, isVisible, type AnnonceRow } from './repository';

/** Ads are public: one user creates at most 20 a day (docs/decisions/0007-annonce-writes.md). */
const CREATIONS_PER_DAY = 20;
const DAY_MS = 86_400_000;
const creationRule = (userId: number): ThrottleRule => ({ key: `annonces:create:${userId}`, maxAttempts: CREATIONS_PER_DAY, windowMs: DAY_MS });

/** preHandler of the writes: 401 unless logged in, 403 until the email address is verified (§4, §6). */
async function requireVerifiedUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.email_verified_at === null) throw new HttpError(403, 'errors.email_unverified');
}

/**
 * §7 Annonces (classified ads), registered under /api/annonces: public reads and bookmarks, and
 * the dashboard's list, create, update and delete of the ads a user manages (its author, the
 * owners of its listing, admin and root).
 */
export const annoncesRoutes: FastifyPluginAsync = async (app) => {
  const annonces = new AnnoncesRepository(app.db);
  const listings = new PrestatairesRepository(app.db);

  /** §8: a malformed slug is a missing page (404), like an unknown one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = annonceRefParamsSchema.safeParse(request.params);
    const annonce = params.success ? await annonces.findVisible(params.data.slug) : undefined;
    if (!annonce) throw notFound();
    return annonce;
  };

  /** Admin and root, the ad's author, or an owner of the listing it is linked to. */
  const canManage = async (user: SessionUser, annonce: AnnonceRow) =>
    hasRole(user, 'admin', 'root') || annonce.user_id === user.id || (annonce.prestataire_id !== null && (await listings.isOwner(annonce.prestataire_id, user.id)));

  /**
   * The ad a manager asked for by {slug} or {id}: 404 when unknown; for anyone else 403 when it
   * is public anyway, 404 while it is not (a draft's existence is not revealed).
   */
  const findManagedByRefParam = async (request: FastifyRequest) => {
    const params = annonceRefParamsSchema.safeParse(request.params);
    const annonce = params.success ? await annonces.findAny(params.data.slug) : undefined;
    if (!annonce) throw notFound();
    if (!(await canManage(request.user!, annonce))) throw isVisible(annonce, nowIso()) ? forbidden() : notFound();
    return annonce;
  };

  /** The body, checked by the shared schema, then against the database: existing category and commune, a listing of the user's own. */
  const parseWrite = async (request: FastifyRequest, current?: AnnonceRow): Promise<AnnonceWrite> => {
    const values = parseBody(annonceWriteSchema, request);
    const errors: Record<string, string[]> = {};
    for (const field of await annonces.missingReferences(values)) errors[field] = ['validation.invalid'];
    const listing = values.prestataire_id;
    // An ad keeps the listing it already had (an admin edits others' ads); a new link needs ownership.
    if (listing !== null && !errors.prestataire_id && listing !== current?.prestataire_id && !hasRole(request.user, 'admin', 'root')) {
      if (!(await listings.isOwner(listing, request.user!.id))) errors.prestataire_id = ['validation.annonce.prestataire'];
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation.failed', { errors });
    return values;
  };

  // Read-only search: no CSRF token needed (server-side rendering calls it).
  app.post('/search', { config: { csrf: false } }, async (request) => {
    const filters = parseBody(annonceSearchSchema, request);
    if (filters.mine && !request.user) throw unauthenticated();
    let categoryId: number | undefined;
    if (filters.category !== undefined) {
      categoryId = await annonces.resolveCategoryId(filters.category);
      if (categoryId === undefined) throw fieldError('category', 'validation.invalid');
    }
    const perPage = PAGE_SIZE.annonces;
    const query = { page: filters.page, perPage, categoryId, q: filters.q || undefined, now: nowIso() };
    const { data, total } = filters.mine ? await annonces.searchManaged(request.user!.id, query) : await annonces.search({ ...query, locale: filters.locale });
    return { data, meta: { current_page: filters.page, per_page: perPage, total } };
  });

  app.post('/', { preHandler: requireVerifiedUser }, async (request, reply) => {
    const user = request.user!;
    const rule = creationRule(user.id);
    await app.throttle.ensureNotExceeded(rule).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 429 ? new HttpError(429, 'errors.annonces.daily_limit', error.options) : error;
    });
    const values = await parseWrite(request);
    const now = nowIso();
    const id = await annonces.create(values, user.id, now);
    await app.throttle.hit(rule);
    await app.searchIndexer.reindex(SEARCH_INDEX_NAMES.annonces, [id]);
    return reply.code(201).send({ data: await annonces.loadManaged(id, now) });
  });

  app.put('/:slug', { preHandler: requireVerifiedUser }, async (request) => {
    const annonce = await findManagedByRefParam(request);
    const values = await parseWrite(request, annonce);
    const now = nowIso();
    await annonces.update(annonce, values, now);
    await app.searchIndexer.reindex(SEARCH_INDEX_NAMES.annonces, [annonce.id]);
    return { data: await annonces.loadManaged(annonce.id, now) };
  });

  app.delete('/:slug', { preHandler: requireVerifiedUser }, async (request, reply) => {
    const annonce = await findManagedByRefParam(request);
    await annonces.delete(annonce.id);
    await app.searchIndexer.reindex(SEARCH_INDEX_NAMES.annonces, [annonce.id]); // leaves the index
    return reply.code(204).send();
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
    const { locale, edit } = parse(annonceRefQuerySchema, request.query, request);
    if (edit) {
      if (!request.user) throw unauthenticated();
      return { data: await annonces.loadManaged((await findManagedByRefParam(request)).id) };
    }
    const annonce = await findByRefParam(request);
    return { data: await annonces.loadDetail(annonce, locale, request.user?.id ?? null) };
  });
};
