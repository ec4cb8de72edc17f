import type { FastifyPluginAsync } from 'fastify';
import { emailVerificationEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { AccountRepository } from '../account/repository';
import { HttpError } from '../http-error';
import { routes } from '../plugins/contract-route';
import { safeEqual } from '../security/crypto';
import { emailHash, VERIFY_SIGNATURE_PURPOSE, verificationMail } from './mails';

/** §4: at most 6 resends a minute per user (Laravel's `throttle:6,1` on this route). */
const RESEND_MAX_ATTEMPTS = 6;
const RESEND_WINDOW_MS = 60_000;

const invalidLink = () => new HttpError(403, 'errors.verification_link.invalid');

/** §4 email verification: the signed link's check and the resend of the link. */
export const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  const accounts = new AccountRepository(app.db);

  routes(app, emailVerificationEndpoints, {
    // Called by the portal page /fr/verify/{id}/{hash}?expires&signature. No login needed: the
    // signature proves the link was ours; the hash that it still is the account's address.
    verify: async ({ body: input }) => {
      if (!app.signing.verify(input.signature, VERIFY_SIGNATURE_PURPOSE, input.id, input.hash, input.expires)) throw invalidLink();
      if (input.expires * 1000 <= Date.now()) throw new HttpError(403, 'errors.verification_link.expired');
      const account = await accounts.findById(input.id);
      if (!account || !safeEqual(emailHash(account.email), input.hash)) throw invalidLink();
      if (account.email_verified_at !== null) {
        return { verified: true, already_verified: true, email_verified_at: account.email_verified_at } as const;
      }
      const verifiedAt = await accounts.markEmailVerified(account.id, account.email, nowIso());
      if (verifiedAt === null) throw invalidLink(); // the address changed meanwhile
      return { verified: true, already_verified: false, email_verified_at: verifiedAt } as const;
    },

    // §7 "POST /api/email/verification-notification, no payload, resends the link": 202 when sent.
    resend: async ({ request, reply, user }) => {
      const rule = { key: `verification-mail:${user.id}`, maxAttempts: RESEND_MAX_ATTEMPTS, windowMs: RESEND_WINDOW_MS };
      await app.throttle.ensureNotExceeded(rule);
      await app.throttle.hit(rule);
      if (user.email_verified_at !== null) return { sent: false, already_verified: true };
      try {
        await app.mailer.send(verificationMail(app, user));
      } catch (error) {
        request.log.error({ err: error }, 'verification mail not sent');
        throw new HttpError(503, 'errors.mail_failed');
      }
      reply.code(202);
      return { sent: true, already_verified: false };
    },
  });
};
