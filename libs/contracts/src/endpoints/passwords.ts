import { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema } from '../account';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Passwords'];

/** §2 /fr/auth/forgot-password and /fr/auth/reset-password/{token}. */
export const passwordsEndpoints = {
  forgot: defineEndpoint({
    id: 'passwords.forgot',
    method: 'POST',
    path: '/forgot-password',
    summary: 'Mail a reset link (valid 60 minutes); the same answer whether or not the address has an account',
    tags,
    access: 'public',
    body: forgotPasswordSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: [429],
  }),
  reset: defineEndpoint({
    id: 'passwords.reset',
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password with a reset link’s token; every session of the user ends',
    tags,
    access: 'public',
    body: resetPasswordSchema,
    response: z.object({ reset: z.literal(true) }),
  }),
} as const;
