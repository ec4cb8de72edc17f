import { defineEndpoint } from '../http/endpoint';
import { homepageContentSchema, homepageQuerySchema } from '../homepage';

/** §7 Homepage: the news and guide entries of the home page (editing belongs to the dashboard issue). */
export const homepageEndpoints = {
  getContent: defineEndpoint({
    id: 'homepage.getContent',
    method: 'GET',
    path: '/api/content/homepage',
    summary: 'The published news (newest first) and guide entries (by position) of the home page',
    tags: ['Home page'],
    access: 'public',
    query: homepageQuerySchema,
    response: homepageContentSchema,
  }),
} as const;
