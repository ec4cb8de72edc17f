import type { FastifyInstance } from 'fastify';
import { appUrl } from '../app-links';
import { composeMail, type MailContent, type MailMessage } from '../mail/templates';
import type { NewsletterSubscriber } from './repository';

/** The confirmation link works 7 days. */
export const CONFIRM_LINK_TTL_DAYS = 7;
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

/**
 * The unsubscribe token of an address: an HMAC over the subscriber and its address, so every mail
 * can carry it without storing it, and it never expires (an old newsletter's link keeps working).
 */
export const unsubscribeToken = (app: FastifyInstance, subscriber: Pick<NewsletterSubscriber, 'id' | 'email'>): string =>
  app.signing.sign(UNSUBSCRIBE_PURPOSE, subscriber.id, subscriber.email);

export const isUnsubscribeToken = (app: FastifyInstance, token: string, subscriber: Pick<NewsletterSubscriber, 'id' | 'email'>): boolean =>
  app.signing.verify(token, UNSUBSCRIBE_PURPOSE, subscriber.id, subscriber.email);

/**
 * Every mail sent to a subscriber as a subscriber (welcome, newsletters) is built here, so each
 * carries the unsubscribe link (portal page, no login) and the List-Unsubscribe headers whose
 * one-click POST (RFC 8058) mail clients send straight to the API.
 */
export function newsletterMail(app: FastifyInstance, subscriber: NewsletterSubscriber, content: Omit<MailContent, 'unsubscribe'>): MailMessage {
  const token = unsubscribeToken(app, subscriber);
  const page = appUrl(app.config, { route: 'newsletter-desabonner-id-token', locale: subscriber.locale, params: { id: String(subscriber.id), token } });
  const oneClick = `${app.config.apiPublicUrl}/api/newsletter/unsubscribe?${new URLSearchParams({ id: String(subscriber.id), token })}`;
  const message = composeMail(subscriber.email, subscriber.locale, { ...content, unsubscribe: { label: 'mail.newsletter.unsubscribe', url: page } });
  return { ...message, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** The double opt-in mail: a one-time link to confirm (not a newsletter: nothing to unsubscribe from yet). */
export function confirmationMail(app: FastifyInstance, subscriber: NewsletterSubscriber, token: string): MailMessage {
  return composeMail(subscriber.email, subscriber.locale, {
    subject: 'mail.newsletter.confirm.subject',
    intro: ['mail.newsletter.confirm.intro'],
    action: { label: 'mail.newsletter.confirm.action', url: appUrl(app.config, { route: 'newsletter-confirmer-token', locale: subscriber.locale, params: { token } }) },
    outro: ['mail.newsletter.confirm.expiry', 'mail.newsletter.confirm.ignore'],
    vars: { days: CONFIRM_LINK_TTL_DAYS },
  });
}

export const welcomeMail = (app: FastifyInstance, subscriber: NewsletterSubscriber): MailMessage =>
  newsletterMail(app, subscriber, { subject: 'mail.newsletter.welcome.subject', intro: ['mail.newsletter.welcome.intro'], outro: [] });

/** To an address already confirmed that signs up again: it learns nothing new, and can leave. */
export const alreadySubscribedMail = (app: FastifyInstance, subscriber: NewsletterSubscriber): MailMessage =>
  newsletterMail(app, subscriber, { subject: 'mail.newsletter.already.subject', intro: ['mail.newsletter.already.intro'], outro: [] });
