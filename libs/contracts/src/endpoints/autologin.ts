import { autologinLinkRequestSchema, autologinLinkSchema, autologinResultSchema, autologinSchema } from '../account';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Autologin'];

/** §2 /fr/autologin/{url}: one-time login links a logged-in user makes for themselves. */
export const autologinEndpoints = {
  createLink: defineEndpoint({
    id: 'autologin.createLink',
    method: 'POST',
    path: '/api/autologin-links',
    summary: 'Make a one-time login link to a page (valid 10 minutes)',
    tags,
    access: 'session',
    body: autologinLinkRequestSchema,
    response: autologinLinkSchema,
    status: 201,
  }),
  login: defineEndpoint({
    id: 'autologin.login',
    method: 'POST',
    path: '/autologin',
    summary: 'Log in with a one-time link’s token; answers where to go (a foreign page leads home)',
    tags,
    access: 'public',
    body: autologinSchema,
    response: autologinResultSchema,
    errors: [403, 409],
  }),
} as const;
