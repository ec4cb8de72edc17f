import { defineEndpoint } from '../http/endpoint';
import {
  newsletterConfirmSchema,
  newsletterReceiptSchema,
  newsletterResultSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeQuerySchema,
} from '../newsletter';

const tags = ['Newsletter'];

/** Newsletter sign-up with double opt-in (docs/decisions/0020-newsletter.md). */
export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    id: 'newsletter.subscribe',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    summary: 'Ask for the newsletter: a confirmation link is mailed to the address (valid 7 days)',
    description: 'The same answer whatever the address’s state; an address already confirmed is told so by mail.',
    tags,
    access: 'public',
    body: newsletterSubscribeSchema,
    response: newsletterReceiptSchema,
    status: 202,
    errors: [429],
  }),
  confirm: defineEndpoint({
    id: 'newsletter.confirm',
    method: 'POST',
    path: '/api/newsletter/confirm',
    summary: 'Confirm a subscription with the mailed one-time link’s token (idempotent)',
    description: 'An unknown, expired or withdrawn token is 403.',
    tags,
    access: 'public',
    body: newsletterConfirmSchema,
    response: newsletterResultSchema,
    errors: [403],
  }),
  unsubscribe: defineEndpoint({
    id: 'newsletter.unsubscribe',
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    summary: 'Unsubscribe with the signed link of a newsletter mail, without logging in (idempotent)',
    description:
      'Also the one-click target of the mails’ List-Unsubscribe header (RFC 8058): mail clients post `List-Unsubscribe=One-Click` without cookies, so no CSRF token is asked; the signed token is the authority. An invalid token is 403.',
    tags,
    access: 'public',
    csrf: false,
    query: newsletterUnsubscribeQuerySchema,
    response: newsletterResultSchema,
    errors: [403],
  }),
} as const;
