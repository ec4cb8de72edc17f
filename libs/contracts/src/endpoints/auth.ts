import { loginSchema, registerSchema, userSchema } from '../auth';
import { defineEndpoint, NO_CONTENT } from '../http/endpoint';

const tags = ['Session'];

/** §7 session and account, Sanctum style: CSRF cookie first, then register, log in or out. */
export const authEndpoints = {
  csrfCookie: defineEndpoint({
    id: 'auth.csrfCookie',
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    summary: 'Start or refresh the session: sets the session and XSRF-TOKEN cookies',
    description: 'Step 1 of every session-changing call: send the XSRF-TOKEN cookie back in the X-XSRF-TOKEN header. Refused with an API token (403).',
    tags,
    access: 'public',
    response: NO_CONTENT,
    errors: [403],
  }),
  register: defineEndpoint({
    id: 'auth.register',
    method: 'POST',
    path: '/register',
    summary: 'Create an account and log it in; the verification link is mailed',
    tags,
    access: 'public',
    body: registerSchema,
    response: userSchema,
    status: 201,
    errors: [403],
  }),
  login: defineEndpoint({
    id: 'auth.login',
    method: 'POST',
    path: '/login',
    summary: 'Log in with email and password (5 failed attempts a minute, then 429)',
    tags,
    access: 'public',
    body: loginSchema,
    response: userSchema,
    errors: [403, 429],
  }),
  logout: defineEndpoint({
    id: 'auth.logout',
    method: 'POST',
    path: '/logout',
    summary: 'Log out: a new anonymous session (and XSRF token) replaces the current one',
    tags,
    access: 'public',
    response: NO_CONTENT,
    errors: [403],
  }),
  currentUser: defineEndpoint({
    id: 'auth.currentUser',
    method: 'GET',
    path: '/api/user',
    summary: 'The logged-in user: profile, listings with their network, bookmarks',
    tags,
    access: 'user',
    response: userSchema,
  }),
} as const;
