import { z } from 'zod';
import { defineEndpoint, NO_CONTENT, rawBody } from '../http/endpoint';
import {
  eventCategoryIdParamsSchema,
  eventCategorySchema,
  eventCreateOrSearchBodySchema,
  eventDetailQuerySchema,
  eventDetailSchema,
  eventEditableSchema,
  eventListSchema,
  eventLocaleQuerySchema,
  eventRefParamsSchema,
  eventSearchSchema,
  eventSubscriptionStateSchema,
  eventWriteSchema,
  ownEventListSchema,
} from '../events';

const tags = ['Events'];

/** A page of events: the user's own with their status (mine: true), or the public agenda. */
const searchResponse = z.union([ownEventListSchema, eventListSchema]);

/**
 * §7 events under a prefix: /api/events (v1) and /api/eventsv2 (v2 replaces the prefix only). The
 * ids are `{idPrefix}.{name}`. Bookmarks are in the bookmarks group.
 */
function eventEndpointsAt(prefix: string, idPrefix: string) {
  const v2 = prefix.endsWith('v2') ? ' (v2 prefix)' : '';
  return {
    search: defineEndpoint({
      id: `${idPrefix}.search`,
      method: 'POST',
      path: `${prefix}/search`,
      summary: `Search the agenda (category, dates, text, past events), one page of 30${v2}`,
      description: 'With `mine: true` (logged in) the user’s own events and those of their listings, every status, latest start first.',
      tags,
      access: 'public',
      csrf: false,
      body: eventSearchSchema,
      response: searchResponse,
      errors: [401],
    }),
    createOrSearch: defineEndpoint({
      id: `${idPrefix}.createOrSearch`,
      method: 'POST',
      path: prefix,
      summary: `Create an event (a body with a title), or search the agenda (any other body)${v2}`,
      description:
        'Decision 0006: a body with a `title` creates an event (201 with the stored event; CSRF token, login and a confirmed email address needed); any other body is a search, answered like POST …/search, with no CSRF token needed.',
      tags,
      access: 'public',
      csrf: false,
      body: eventCreateOrSearchBodySchema,
      response: z.union([searchResponse, z.object({ data: eventEditableSchema })]),
      errors: [401, 403, 419],
    }),
    listCategories: defineEndpoint({
      id: `${idPrefix}.listCategories`,
      method: 'GET',
      path: `${prefix}/categories`,
      summary: `The event categories with their number of upcoming events${v2}`,
      tags,
      access: 'public',
      query: eventLocaleQuerySchema,
      response: z.object({ data: z.array(eventCategorySchema) }),
    }),
    getCategory: defineEndpoint({
      id: `${idPrefix}.getCategory`,
      method: 'GET',
      path: `${prefix}/categories/{id}`,
      summary: `One event category${v2}`,
      tags,
      access: 'public',
      params: eventCategoryIdParamsSchema,
      query: eventLocaleQuerySchema,
      response: z.object({ data: eventCategorySchema }),
    }),
    get: defineEndpoint({
      id: `${idPrefix}.get`,
      method: 'GET',
      path: `${prefix}/{slug}`,
      summary: `One published event by slug or id; with edit=1, the event as its editors edit it${v2}`,
      description: 'With `edit=1` (its author, the owners of its listing, admin and root) the editable event, whatever its status.',
      tags,
      access: 'public',
      params: eventRefParamsSchema,
      query: eventDetailQuerySchema,
      // The public page, or the editable event when edit=1.
      response: z.object({ data: z.union([eventDetailSchema, eventEditableSchema]) }),
      errors: [401, 403],
    }),
    update: defineEndpoint({
      id: `${idPrefix}.update`,
      method: 'PUT',
      path: `${prefix}/{slug}`,
      summary: `Replace an event (its slug stays)${v2}`,
      tags,
      access: 'verified',
      params: eventRefParamsSchema,
      body: eventWriteSchema,
      response: z.object({ data: eventEditableSchema }),
      errors: [404],
    }),
    delete: defineEndpoint({
      id: `${idPrefix}.delete`,
      method: 'DELETE',
      path: `${prefix}/{slug}`,
      summary: `Delete an event with its subscriptions and bookmarks${v2}`,
      tags,
      access: 'verified',
      params: eventRefParamsSchema,
      response: NO_CONTENT,
    }),
    toggleSubscription: defineEndpoint({
      id: `${idPrefix}.toggleSubscription`,
      method: 'POST',
      path: `${prefix}/{slug}/subscribe`,
      summary: `Subscribe to an event, or unsubscribe when subscribed${v2}`,
      tags,
      access: 'user',
      params: eventRefParamsSchema,
      response: eventSubscriptionStateSchema,
    }),
    ics: defineEndpoint({
      id: `${idPrefix}.ics`,
      method: 'GET',
      path: `${prefix}/{slug}/ics`,
      summary: `An event as an iCalendar file${v2}`,
      tags,
      access: 'public',
      params: eventRefParamsSchema,
      response: rawBody('text/calendar', 'The event (one VEVENT), as an attachment named after its slug'),
    }),
  } as const;
}

export const eventsEndpoints = eventEndpointsAt('/api/events', 'events');
export const eventsV2Endpoints = eventEndpointsAt('/api/eventsv2', 'eventsV2');
