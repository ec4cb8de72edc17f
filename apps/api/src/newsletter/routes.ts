import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { newsletterEndpoints } from '@sam/contracts';
import { isoIn, nowIso } from '@sam/db';
import { admitPublicForm } from '../contact/public-form';
import { HttpError } from '../http-error';
import { routes } from '../plugins/contract-route';
import { sha256Hex } from '../security/crypto';
import { alreadySubscribedMail, CONFIRM_LINK_TTL_DAYS, confirmationMail, isUnsubscribeToken, welcomeMail } from './mails';
import { NewsletterSubscribersRepository } from './repository';

/** Newsletter sign-up with double opt-in (docs/decisions/0020-newsletter.md). */
export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const subscribers = new NewsletterSubscribersRepository(app.db);

  routes(app, newsletterEndpoints, {
    // Throttled per address and IP like every mail-sending form, robots (honeypot) answered alike;
    // the answer never says whether the address was known (no enumeration), mails leave in the background.
    subscribe: async ({ request, body }) => {
      if (!(await admitPublicForm(app, request, 'newsletter', body.email, body))) return { sent: true } as const;
      const now = nowIso();
      await subscribers.forgetExpiredPending(now);
      const token = randomBytes(32).toString('hex');
      const subscriber = await subscribers.requestConfirmation({
        email: body.email,
        locale: body.locale ?? request.locale,
        tokenHash: sha256Hex(token),
        expiresAt: isoIn(CONFIRM_LINK_TTL_DAYS * 24 * 3600_000),
        now,
      });
      app.mailer.queue(subscriber.status === 'confirmed' ? alreadySubscribedMail(app, subscriber) : confirmationMail(app, subscriber, token));
      return { sent: true } as const;
    },

    confirm: async ({ body: { token } }) => {
      const result = await subscribers.confirm(sha256Hex(token), nowIso());
      if (!result) throw new HttpError(403, 'errors.newsletter.confirm_invalid');
      if (result.confirmedNow) app.mailer.queue(welcomeMail(app, result.subscriber));
      return { data: { status: 'confirmed' } } as const;
    },

    unsubscribe: async ({ query: { id, token } }) => {
      const subscriber = await subscribers.findById(id);
      if (!subscriber || !isUnsubscribeToken(app, token, subscriber)) throw new HttpError(403, 'errors.newsletter.unsubscribe_invalid');
      await subscribers.unsubscribe(subscriber.id, nowIso());
      return { data: { status: 'unsubscribed' } } as const;
    },
  });
};
