import { verificationNotificationResultSchema, verifyEmailResultSchema, verifyEmailSchema } from '../account';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Email verification'];

/** §4 email verification: the signed link's check and the resend of the link. */
export const emailVerificationEndpoints = {
  verify: defineEndpoint({
    id: 'emailVerification.verify',
    method: 'POST',
    path: '/api/email/verify',
    summary: 'Verify the address with the signed link’s parameters (idempotent)',
    description: 'The portal page /fr/verify/{id}/{hash}?expires&signature posts them; no login needed. An invalid or expired link is 403.',
    tags,
    access: 'public',
    body: verifyEmailSchema,
    response: verifyEmailResultSchema,
    errors: [403],
  }),
  resend: defineEndpoint({
    id: 'emailVerification.resend',
    method: 'POST',
    path: '/api/email/verification-notification',
    summary: 'Mail the verification link again (6 a minute)',
    description: 'Answers 202 when the link was sent, 200 with `sent: false` when the address is already verified.',
    tags,
    access: 'user',
    response: verificationNotificationResultSchema,
    errors: [429, 503],
  }),
} as const;
