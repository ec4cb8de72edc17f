import { z } from 'zod';
import { idParamsSchema } from '../account';
import { defineEndpoint, NO_CONTENT } from '../http/endpoint';
import {
  savedSearchAlertRunResultSchema,
  savedSearchAlertRunSchema,
  savedSearchCreateSchema,
  savedSearchSchema,
  savedSearchUnsubscribeQuerySchema,
  savedSearchUnsubscribeResultSchema,
  savedSearchUpdateSchema,
} from '../saved-searches';

const tags = ['Saved searches'];

/** A user's saved searches and their alerts (issue 17, docs/decisions/0030-saved-search-alerts.md). */
export const savedSearchesEndpoints = {
  list: defineEndpoint({
    id: 'savedSearches.list',
    method: 'GET',
    path: '/api/saved-searches',
    summary: 'The user’s saved searches, newest first',
    tags,
    access: 'user',
    response: z.object({ data: z.array(savedSearchSchema) }),
  }),
  create: defineEndpoint({
    id: 'savedSearches.create',
    method: 'POST',
    path: '/api/saved-searches',
    summary: 'Save the search page’s address (tab, locale, query string) under a name',
    description: 'Its alerts will list only what is created or published after this moment. At most 50 per user (409 beyond).',
    tags,
    access: 'user',
    body: savedSearchCreateSchema,
    response: z.object({ data: savedSearchSchema }),
    status: 201,
    errors: [401, 409],
  }),
  update: defineEndpoint({
    id: 'savedSearches.update',
    method: 'PUT',
    path: '/api/saved-searches/{id}',
    summary: 'Rename a saved search or change its alert (none, daily, weekly)',
    description: 'Another user’s search answers 404.',
    tags,
    access: 'user',
    params: idParamsSchema,
    body: savedSearchUpdateSchema,
    response: z.object({ data: savedSearchSchema }),
    errors: [401, 404],
  }),
  remove: defineEndpoint({
    id: 'savedSearches.remove',
    method: 'DELETE',
    path: '/api/saved-searches/{id}',
    summary: 'Delete a saved search (another user’s answers 404)',
    tags,
    access: 'user',
    params: idParamsSchema,
    response: NO_CONTENT,
    errors: [401, 404],
  }),
  unsubscribe: defineEndpoint({
    id: 'savedSearches.unsubscribe',
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    summary: 'Stop a saved search’s alerts with the signed link of an alert mail, without logging in (idempotent)',
    description:
      'Also the one-click target of the alerts’ List-Unsubscribe header (RFC 8058): mail clients post without cookies, so no CSRF token is asked; the signed token is the authority. An invalid token is 403.',
    tags,
    access: 'public',
    csrf: false,
    query: savedSearchUnsubscribeQuerySchema,
    response: savedSearchUnsubscribeResultSchema,
    errors: [403],
  }),
  runAlerts: defineEndpoint({
    id: 'savedSearches.runAlerts',
    method: 'POST',
    path: '/dev/saved-search-alerts/run',
    summary: 'Run the due alerts now, as at `now` (development and e2e only, DEV_OUTBOX=1)',
    tags: ['Development'],
    access: 'public',
    internal: true,
    body: savedSearchAlertRunSchema,
    response: savedSearchAlertRunResultSchema,
  }),
} as const;
