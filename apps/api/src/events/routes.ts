import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eventsEndpoints, eventsV2Endpoints, eventSearchSchema, eventWriteSchema, PAGE_SIZE, SEARCH_INDEX_NAMES, type BodyOf, type EventWrite } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { appUrl } from '../app-links';
import { fieldError, HttpError, notFound, unauthenticated } from '../http-error';
import { committedWith } from '../plugins/after-commit';
import { authorize, routes } from '../plugins/contract-route';
import { checkCsrf } from '../plugins/session';
import { parseBody } from '../plugins/validation';
import type { SessionUser } from '../users/repository';
import { buildIcs } from './ics';
import { EventPolicy } from './policy';
import { EventsRepository, type EventRow } from './repository';

const DAY_MS = 86_400_000;
/** New events one user may create per day (README "Rate limits"). */
const EVENTS_PER_DAY = 20;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * POST /api/events is both §7 calls of that path: a body with a `title` creates an event, any
 * other body asks for a list (docs/decisions/0006-post-events-create-or-list.md).
 */
const isCreateBody = (body: unknown) => typeof body === 'object' && body !== null && Object.hasOwn(body, 'title');

type EventSearchFilters = BodyOf<typeof eventsEndpoints.search>;

/**
 * §7 events, under /api/events (v1) and /api/eventsv2 (v2 replaces the prefix only): public reads,
 * subscribe and the iCalendar file; and the dashboard's writes (create, PUT, DELETE), each
 * reindexing the event. Bookmarks: ../bookmarks/routes.ts.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  registerEvents(app, eventsEndpoints);
  registerEvents(app, eventsV2Endpoints);
};

function registerEvents(app: FastifyInstance, endpoints: typeof eventsEndpoints): void {
  const events = new EventsRepository(app.db);
  const policy = new EventPolicy(app.db);

  /** The rows the body points at must exist, and the listing be one the user may link (or stay the one already linked). */
  const checkReferences = async (values: EventWrite, user: SessionUser, current?: EventRow) => {
    const errors: Record<string, string[]> = {};
    if (!(await events.categoryExists(values.category_id))) errors.category_id = ['validation.event.category'];
    if (values.commune_id !== null && !(await events.communeExists(values.commune_id))) errors.commune_id = ['validation.event.commune'];
    const listing = values.prestataire_id;
    if (listing !== null && listing !== current?.prestataire_id && !(await policy.mayLink(user, listing))) errors.prestataire_id = ['validation.event.prestataire'];
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation.failed', { errors });
  };

  /** A write and its search change commit together; the index follows before the answer leaves (committedWith). */
  const write = <T>(request: FastifyRequest, work: (events: EventsRepository, changed: (id: number) => void) => Promise<T>) =>
    committedWith(request, (db) => new EventsRepository(db), SEARCH_INDEX_NAMES.events, work);

  const findPublished = async (ref: number | string) => {
    const event = await events.findPublished(ref);
    if (!event) throw notFound();
    return event;
  };

  const search = async (filters: EventSearchFilters, user: SessionUser | null) => {
    if (filters.mine && !user) throw unauthenticated();
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
    const page = { locale: filters.locale, page: filters.page, perPage, categoryId, q: filters.q || undefined, from, to };
    const { data, total } = user && filters.mine
      ? await events.searchOwn({ ...page, userId: user.id })
      : await events.search({ ...page, past: filters.past ?? false, now: nowIso() });
    return { data, meta: { current_page: filters.page, per_page: perPage, total } };
  };

  /**
   * The create form of POST /api/events. Its route skips the session plugin's CSRF hook (the list
   * form is a read, and the hook runs before the body is read), so the create applies it itself.
   */
  const create = async (request: FastifyRequest) => {
    checkCsrf(request);
    const user = authorize('verified', request) as SessionUser; // never null for a non-public access
    const values = parseBody(eventWriteSchema, request);
    await checkReferences(values, user);
    // Each event goes public at once: 20 new ones per user per day (issue 14), like annonces.
    await app.throttle.consume({ key: `events:create:${user.id}`, maxAttempts: EVENTS_PER_DAY, windowMs: DAY_MS });
    const event = await write(request, async (trx, changed) => {
      const created = await trx.create(values, user.id, nowIso());
      changed(created.id);
      return created;
    });
    return { data: await events.toEditable(event) };
  };

  routes(app, endpoints, {
    search: ({ body, user }) => search(body, user),
    createOrSearch: async ({ request, reply, user }) => {
      if (!isCreateBody(request.body)) return search(parseBody(eventSearchSchema, request), user);
      const created = await create(request);
      reply.code(201);
      return created;
    },
    listCategories: async ({ query }) => ({ data: await events.listCategories(query.locale) }),
    getCategory: async ({ params, query }) => {
      const category = await events.findCategory(params.id, query.locale);
      if (!category) throw notFound();
      return { data: category };
    },
    get: async ({ params, query: { locale, edit }, user }) => {
      if (edit) {
        if (!user) throw unauthenticated();
        return { data: await events.toEditable(await policy.requireManaged(user, params.slug)) };
      }
      return { data: await events.loadDetail(await findPublished(params.slug), locale, user?.id ?? null) };
    },
    update: async ({ request, params, body, user }) => {
      const event = await policy.requireManaged(user, params.slug);
      await checkReferences(body, user, event);
      const updated = await write(request, async (trx, changed) => {
        changed(event.id);
        return trx.update(event.id, body, nowIso());
      });
      return { data: await events.toEditable(updated) };
    },
    delete: async ({ request, params, user }) => {
      const event = await policy.requireManaged(user, params.slug);
      await write(request, async (trx, changed) => {
        await trx.delete(event.id);
        changed(event.id); // the record leaves the index
      });
    },
    toggleSubscription: async ({ params, user }) => events.toggleSubscription((await findPublished(params.slug)).id, user.id),
    ics: async ({ params, reply }) => {
      const event = await findPublished(params.slug);
      const detail = await events.loadDetail(event, event.locale === 'nl' ? 'nl' : 'fr', null);
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
        url: appUrl(app.config, { route: 'agenda-slug', locale: detail.locale, params: { slug: event.slug } }),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .send(body);
    },
  }, {
    // Who manages the event first: a stranger gets 403/404, never a 422 about a body they may not send.
    guards: { update: ({ params, user }) => policy.requireManaged(user, params.slug) },
  });
}
