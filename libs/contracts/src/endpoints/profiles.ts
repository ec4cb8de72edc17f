import { z } from 'zod';
import { idParamsSchema, profileCreateSchema, profileResourceSchema, profileUpdateSchema, userWithProfileSchema } from '../account';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Profiles'];

/** §7 GET /api/users/{id}, POST /api/profiles, PUT /api/profiles/{id} (also POST with _method PUT). */
export const profilesEndpoints = {
  getUser: defineEndpoint({
    id: 'profiles.getUser',
    method: 'GET',
    path: '/api/users/{id}',
    summary: 'A user with its profile: oneself, or anyone for admin and root (403 otherwise)',
    tags,
    access: 'user',
    params: idParamsSchema,
    response: z.object({ data: userWithProfileSchema }),
    errors: [403],
  }),
  create: defineEndpoint({
    id: 'profiles.create',
    method: 'POST',
    path: '/api/profiles',
    summary: 'Create the user’s own profile when it has none (registration normally makes one)',
    tags,
    access: 'user',
    body: profileCreateSchema,
    response: z.object({ data: profileResourceSchema }),
    status: 201,
    errors: [409],
  }),
  update: defineEndpoint({
    id: 'profiles.update',
    method: 'PUT',
    path: '/api/profiles/{id}',
    summary: 'Update a profile: one’s own, or any for admin and root',
    description: 'Also answers `POST /api/profiles/{id}` with `_method: PUT` in the body.',
    tags,
    access: 'user',
    params: idParamsSchema,
    body: profileUpdateSchema,
    response: z.object({ data: profileResourceSchema }),
    errors: [403],
  }),
} as const;
