import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  eventBookmarkBodySchema,
  eventCategoryIdParamsSchema,
  eventLocaleQuerySchema,
  eventRefParamsSchema,
  eventSearchSchema,
  PAGE_SIZE,
} from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { nowIso } from '@sam/db';
import { fieldError, notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { buildIcs } from './ics';
import { EventsRepository } from './repository';

const DAY_MS = 86_400_000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * §7 events. Registered twice (app.ts): under /api/events (v1) and /api/eventsv2 (v2 replaces
 * the prefix only). Creating, updating and deleting events (POST /api/events with a new event,
 * PUT and DELETE /api/events/{slug}) belong to the dashboard issue; here POST /api/events is the
 * "with params, returns a list" call, answered like the search.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const events = new EventsRepository(app.db);

  /** §8: a malformed slug is a missing page (404), like an unknown one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = eventRefParamsSchema.safeParse(request.params);
    const event = params.success ? await events.findPublished(params.data.slug) : undefined;
    if (!event) throw notFound();
    return event;
  };

  const search = async (request: FastifyRequest) => {
    const filters = parseBody(eventSearchSchema, request);
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

  // Read-only searches: no CSRF token needed (server-side rendering calls them).
  app.post('/search', { config: { csrf: false } }, search);
  app.post('/', { config: { csrf: false } }, search);

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
    const { locale } = parse(eventLocaleQuerySchema, request.query, request);
    const event = await findByRefParam(request);
    return { data: await events.loadDetail(event, locale, request.user?.id ?? null) };
  });

  app.post('/:slug/subscribe', { preHandler: app.requireUser }, async (request) => {
    const event = await findByRefParam(request);
    return events.toggleSubscription(event.id, request.user!.id);
  });

  app.post('/:slug/bookmark', { preHandler: app.requireUser }, async (request) => {
    const event = await findByRefParam(request);
    const { bookmarked } = parseBody(eventBookmarkBodySchema, request);
    const state = await events.setBookmark(event.id, request.user!.id, bookmarked);
    await app.searchIndexer.bookmarkChanged('event', event.id); // its bookmarkers.titre changed
    return { bookmarked: state };
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
