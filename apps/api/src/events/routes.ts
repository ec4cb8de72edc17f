import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  eventCategoryIdParamsSchema,
  eventDetailQuerySchema,
  eventLocaleQuerySchema,
  eventRefParamsSchema,
  eventSearchSchema,
  eventWriteSchema,
  PAGE_SIZE,
  type EventWrite,
  SEARCH_INDEX_NAMES,
} from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { nowIso } from '@sam/db';
import { fieldError, forbidden, HttpError, notFound, unauthenticated } from '../http-error';
import { hasRole, XSRF_HEADER } from '../plugins/session';
import { parse, parseBody } from '../plugins/validation';
import { PrestatairesRepository } from '../prestataires/repository';
import { safeEqual } from '../security/crypto';
import type { SessionUser } from '../users/repository';
import { buildIcs } from './ics';
import { EventsRepository, type EventRow } from './repository';

const DAY_MS = 86_400_000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * POST /api/events is both §7 calls of that path: a body with a `title` creates an event, any
 * other body asks for a list (docs/decisions/0006-post-events-create-or-list.md).
 */
const isCreateBody = (body: unknown) => typeof body === 'object' && body !== null && Object.hasOwn(body, 'title');

/** The session plugin's CSRF rule, for POST / whose route skips it because its list form is a read. */
function checkCsrf(request: FastifyRequest): void {
  if (request.apiToken) return; // Bearer: no cookie was used, so there is nothing to forge
  const given = request.headers[XSRF_HEADER];
  if (!request.session || typeof given !== 'string' || !safeEqual(request.session.csrfToken, given)) throw new HttpError(419, 'errors.csrf');
}

/** Writing events: logged in, with a confirmed email address (§6 the dashboard's verify-email guard). */
function editor(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  if (request.user.email_verified_at === null) throw new HttpError(403, 'errors.email_unverified');
  return request.user;
}

/**
 * §7 events. Registered twice (app.ts): under /api/events (v1) and /api/eventsv2 (v2 replaces
 * the prefix only). Public reads, subscribe and bookmark; and the dashboard's writes: POST
 * /api/events with a new event, PUT and DELETE /api/events/{slug}, each reindexing the event.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const events = new EventsRepository(app.db);
  const listings = new PrestatairesRepository(app.db);

  /** Its author, an owner of its listing, admin and root (§6: who may edit events is ours to say). */
  const canManage = async (event: EventRow, user: SessionUser) =>
    hasRole(user, 'admin', 'root') ||
    event.user_id === user.id ||
    (event.prestataire_id !== null && (await listings.isOwner(event.prestataire_id, user.id)));

  /** The event the path names, if the user may manage it: 404 unknown, 403 otherwise (404 when not public, like an unknown one). */
  const findManaged = async (request: FastifyRequest, user: SessionUser) => {
    const params = eventRefParamsSchema.safeParse(request.params);
    const event = params.success ? await events.findAny(params.data.slug) : undefined;
    if (!event) throw notFound();
    if (!(await canManage(event, user))) throw event.status === 'published' ? forbidden() : notFound();
    return event;
  };

  /** The rows the body points at must exist, and the listing be the user's (or stay the one already linked). */
  const checkReferences = async (values: EventWrite, user: SessionUser, current?: EventRow) => {
    const errors: Record<string, string[]> = {};
    if (!(await events.categoryExists(values.category_id))) errors.category_id = ['validation.event.category'];
    if (values.commune_id !== null && !(await events.communeExists(values.commune_id))) errors.commune_id = ['validation.event.commune'];
    const listing = values.prestataire_id;
    if (listing !== null && listing !== current?.prestataire_id) {
      const allowed = hasRole(user, 'admin', 'root') ? await events.listingExists(listing) : await listings.isOwner(listing, user.id);
      if (!allowed) errors.prestataire_id = ['validation.event.prestataire'];
    }
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation.failed', { errors });
  };

  /** The search index follows every write within the request (ARCHITECTURE: updated on every write). */
  const reindex = (id: number) => app.searchIndexer.reindex(SEARCH_INDEX_NAMES.events, [id]);

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    checkCsrf(request);
    const user = editor(request);
    const values = parseBody(eventWriteSchema, request);
    await checkReferences(values, user);
    const event = await events.create(values, user.id, nowIso());
    await reindex(event.id);
    return reply.code(201).send({ data: await events.toEditable(event) });
  };

  /** §8: a malformed slug is a missing page (404), like an unknown one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = eventRefParamsSchema.safeParse(request.params);
    const event = params.success ? await events.findPublished(params.data.slug) : undefined;
    if (!event) throw notFound();
    return event;
  };

  const search = async (request: FastifyRequest) => {
    const filters = parseBody(eventSearchSchema, request);
    if (filters.mine && !request.user) throw unauthenticated();
    let categoryId: number | undefined;
    if (filters.category !== undefined) {
      categoryId = await events.resolveCategoryId(filters.category);
      if (categoryId === undefined) throw fieldError('category', 'validation.invalid');
    }
    // A bare date covers the whole day: from its start, to its end.
    const from = filters.from ? new Date(filters.from).toISOString() : undefined;
    const to = filters.to ? new Date(Date.parse(filters.to) + (isDateOnly(filters.to) ? DAY_MS - 1 : 0)).toISOString() : undefined;
    if (from && to && from > to) throw fieldError('to', 'validation.invalid');
    const perPage = PAGE_SIZE.events;
    if (filters.mine) {
      const own = await events.searchOwn({ userId: request.user!.id, locale: filters.locale, page: filters.page, perPage, categoryId, q: filters.q || undefined, from, to });
      return { data: own.data, meta: { current_page: filters.page, per_page: perPage, total: own.total } };
    }
    const { data, total } = await events.search({
      locale: filters.locale,
      page: filters.page,
      perPage,
      categoryId,
      q: filters.q || undefined,
      from,
      to,
      past: filters.past ?? false,
      now: nowIso(),
    });
    return { data, meta: { current_page: filters.page, per_page: perPage, total } };
  };

  // Read-only searches: no CSRF token needed (server-side rendering calls them); a create checks its own.
  app.post('/search', { config: { csrf: false } }, search);
  app.post('/', { config: { csrf: false } }, (request, reply) => (isCreateBody(request.body) ? create(request, reply) : search(request)));

  app.get('/categories', async (request) => {
    const { locale } = parse(eventLocaleQuerySchema, request.query, request);
    return { data: await events.listCategories(locale) };
  });

  app.get('/categories/:id', async (request) => {
    const { locale } = parse(eventLocaleQuerySchema, request.query, request);
    const params = eventCategoryIdParamsSchema.safeParse(request.params);
    const category = params.success ? await events.findCategory(params.data.id, locale) : undefined;
    if (!category) throw notFound();
    return { data: category };
  });

  app.get('/:slug', async (request) => {
    const { locale, edit } = parse(eventDetailQuerySchema, request.query, request);
    if (edit) {
      if (!request.user) throw unauthenticated();
      return { data: await events.toEditable(await findManaged(request, request.user)) };
    }
    const event = await findByRefParam(request);
    return { data: await events.loadDetail(event, locale, request.user?.id ?? null) };
  });

  app.put('/:slug', async (request) => {
    const user = editor(request);
    const event = await findManaged(request, user);
    const values = parseBody(eventWriteSchema, request);
    await checkReferences(values, user, event);
    const updated = await events.update(event.id, values, nowIso());
    await reindex(event.id);
    return { data: await events.toEditable(updated) };
  });

  app.delete('/:slug', async (request, reply) => {
    const user = editor(request);
    const event = await findManaged(request, user);
    await events.delete(event.id);
    await reindex(event.id); // the record leaves the index
    return reply.code(204).send();
  });

  app.post('/:slug/subscribe', { preHandler: app.requireUser }, async (request) => {
    const event = await findByRefParam(request);
    return events.toggleSubscription(event.id, request.user!.id);
  });

  app.get('/:slug/ics', async (request, reply) => {
    const event = await findByRefParam(request);
    const detail = await events.loadDetail(event, detailLocale(event.locale), null);
    const location = [detail.place, detail.commune?.name].filter(Boolean).join(', ');
    const body = buildIcs({
      uid: `event-${event.id}@${new URL(app.config.portalOrigin).hostname}`,
      stamp: event.updated_at,
      start: event.starts_at,
      end: event.ends_at,
      summary: event.title,
      description: event.description,
      location: location || null,
      contact: event.contact_person,
      url: `${app.config.portalOrigin}${pathFor('agenda-slug', detail.locale, { slug: event.slug })}`,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
      .send(body);
  });
};

const detailLocale = (value: string) => (value === 'nl' ? 'nl' : 'fr');
