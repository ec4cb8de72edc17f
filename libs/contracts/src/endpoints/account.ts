import { z } from 'zod';
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema } from '../account';
import { userSchema } from '../auth';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Account'];

/** §2 mes-identifiants, §5 account deletion: the credentials of the logged-in user (session only). */
export const accountEndpoints = {
  changePassword: defineEndpoint({
    id: 'account.changePassword',
    method: 'PUT',
    path: '/api/user/password',
    summary: 'Change the password (current one required); every other session ends',
    tags,
    access: 'session',
    body: passwordChangeSchema,
    response: z.object({ updated: z.literal(true) }),
    errors: [429],
  }),
  changeEmail: defineEndpoint({
    id: 'account.changeEmail',
    method: 'PUT',
    path: '/api/user/email',
    summary: 'Change the email address (current password required); it must be verified again',
    tags,
    access: 'session',
    body: emailChangeSchema,
    response: userSchema,
    errors: [429],
  }),
  deleteAccount: defineEndpoint({
    id: 'account.deleteAccount',
    method: 'DELETE',
    path: '/api/user',
    summary: 'Delete the account, confirmed by typing its email address; the session ends',
    tags,
    access: 'session',
    body: accountDeletionSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
} as const;
