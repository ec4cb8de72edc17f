import { z } from 'zod';
import { unregisterQuerySchema, unregisterRequestSchema, unregisterResultSchema } from '../account';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Unregistering listings'];

/** §2 /fr/supprimer-mon-referencement (ask by email) and /fr/desinscription/{expires}/{id}/{token} (confirm). */
export const unregisterEndpoints = {
  request: defineEndpoint({
    id: 'unregister.request',
    method: 'POST',
    path: '/api/users/unregister',
    summary: 'Mail an unregister link for each listing with this address (valid 48 hours)',
    description: 'The same answer whether or not a listing matched.',
    tags,
    access: 'public',
    body: unregisterRequestSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: [429],
  }),
  confirm: defineEndpoint({
    id: 'unregister.confirm',
    method: 'GET',
    path: '/api/unreg',
    summary: 'Unregister a listing with the signed link’s parameters (idempotent)',
    description: 'An invalid or expired link is 403.',
    tags,
    access: 'public',
    query: unregisterQuerySchema,
    response: unregisterResultSchema,
    errors: [403],
  }),
} as const;
