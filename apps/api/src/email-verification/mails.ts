import type { FastifyInstance } from 'fastify';
import type { Locale } from '@sam/i18n-routes';
import { appUrl } from '../app-links';
import { composeMail, type MailMessage } from '../mail/templates';
import { sha1Hex } from '../security/crypto';

/** How long a verification link works (the banner offers a new one afterwards, §2). */
export const VERIFY_LINK_TTL_HOURS = 24;
export const VERIFY_SIGNATURE_PURPOSE = 'verify-email';

export interface Recipient {
  id: number;
  name: string | null;
  email: string;
  locale: Locale;
}

/** The hash in the link: ties it to the address it was sent to. */
export const emailHash = (email: string) => sha1Hex(email.toLowerCase());

/**
 * §2 /fr/verify/{id}/{hash}?expires=…&signature=… on the portal, in the user's language;
 * the page posts these four values to POST /api/email/verify.
 */
export function verificationLink(app: FastifyInstance, user: Recipient, nowMs = Date.now()): string {
  const hash = emailHash(user.email);
  const expires = Math.floor(nowMs / 1000) + VERIFY_LINK_TTL_HOURS * 3600;
  const signature = app.signing.sign(VERIFY_SIGNATURE_PURPOSE, user.id, hash, expires);
  return appUrl(app.config, { route: 'verify-id-hash', locale: user.locale, params: { id: String(user.id), hash }, query: { expires: String(expires), signature } });
}

export function verificationMail(app: FastifyInstance, user: Recipient): MailMessage {
  return composeMail(user.email, user.locale, {
    subject: 'mail.verify.subject',
    name: user.name,
    intro: ['mail.verify.intro'],
    action: { label: 'mail.verify.action', url: verificationLink(app, user) },
    outro: ['mail.verify.expiry', 'mail.verify.ignore'],
    vars: { hours: VERIFY_LINK_TTL_HOURS },
  });
}

/** Sent to the previous address when the account's email changes. */
export function emailChangedMail(user: Recipient, previousEmail: string): MailMessage {
  return composeMail(previousEmail, user.locale, {
    subject: 'mail.email_changed.subject',
    name: user.name,
    intro: ['mail.email_changed.intro'],
    outro: ['mail.email_changed.ignore'],
    vars: { email: user.email },
  });
}
