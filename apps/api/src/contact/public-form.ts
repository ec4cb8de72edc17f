import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale } from '@sam/i18n-routes';
import { HONEYPOT_FIELD } from '@sam/contracts';
import { throttleMailRequest } from '../mail/throttle';
import { composeMail, type MailContent } from '../mail/templates';

/**
 * What the public forms (contact, suggestions, ad orders) share once their body is valid:
 * the mail-request throttle per address and IP (429), then the honeypot. Resolves to false
 * when a robot filled the hidden field: the caller answers as usual but stores and sends nothing.
 */
export async function admitPublicForm(app: FastifyInstance, request: FastifyRequest, kind: string, email: string, body: Record<string, unknown>): Promise<boolean> {
  await throttleMailRequest(app, kind, email, request.ip);
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    request.log.info({ kind }, 'public form refused: honeypot filled');
    return false;
  }
  return true;
}

/** The association reads its mail in French (the default locale). */
export const TEAM_LOCALE: Locale = DEFAULT_LOCALE;

/** Queues a mail to the association (CONTACT_EMAIL); replying to it writes to the form's sender. */
export function mailTheTeam(app: FastifyInstance, senderEmail: string, content: MailContent): void {
  app.mailer.queue({ ...composeMail(app.config.contactEmail, TEAM_LOCALE, content), replyTo: senderEmail });
}

/** Queues the acknowledgement to the form's writer, in their language and greeting them by name. */
export function mailTheWriter(app: FastifyInstance, writer: { email: string; name: string }, locale: Locale, content: Omit<MailContent, 'name'>): void {
  app.mailer.queue(composeMail(writer.email, locale, { ...content, name: writer.name }));
}

/** The lines of a team mail: one catalogue key per field that has a value. */
export function linesFor(fields: Record<string, unknown>, keys: Record<string, string>): string[] {
  return Object.entries(keys)
    .filter(([field]) => fields[field] !== undefined && fields[field] !== null && fields[field] !== '')
    .map(([, key]) => key);
}
