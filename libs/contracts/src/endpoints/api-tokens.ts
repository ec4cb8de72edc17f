import { z } from 'zod';
import { apiTokenCreatedSchema, apiTokenSchema, idParamsSchema, tokenCreateSchema } from '../account';
import { defineEndpoint, NO_CONTENT } from '../http/endpoint';

const tags = ['API tokens'];

/** §2 dashboard tokens page, §3 Token: personal API tokens, their secret shown once. */
export const apiTokensEndpoints = {
  list: defineEndpoint({
    id: 'apiTokens.list',
    method: 'GET',
    path: '/api/tokens',
    summary: 'The user’s live tokens (never their secret), newest first',
    tags,
    access: 'user',
    response: z.object({ data: z.array(apiTokenSchema) }),
  }),
  create: defineEndpoint({
    id: 'apiTokens.create',
    method: 'POST',
    path: '/api/tokens',
    summary: 'Create a token; its plain-text value `<id>|<secret>` is in this answer only',
    description: 'A token cannot mint further tokens: a session is needed.',
    tags,
    access: 'session',
    body: tokenCreateSchema,
    response: apiTokenCreatedSchema,
    status: 201,
  }),
  revoke: defineEndpoint({
    id: 'apiTokens.revoke',
    method: 'DELETE',
    path: '/api/tokens/{id}',
    summary: 'Revoke one of the user’s tokens (another user’s answers 404)',
    tags,
    access: 'user',
    params: idParamsSchema,
    response: NO_CONTENT,
  }),
} as const;
