import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormReceipt, SuggestionKind } from '@sam/contracts';
import { nowIso } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';
import { admitPublicForm, mailTheTeam } from '../contact/public-form';
import type { MailContent } from '../mail/templates';
import { payloadOf, SuggestionsRepository } from './repository';

const received: FormReceipt = { received: true };

export interface SuggestionForm<T extends Record<string, unknown> & { locale?: Locale }> {
  /** The throttle bucket (admitPublicForm). */
  throttle: string;
  kind: SuggestionKind;
  email: (body: T) => string;
  /** The team mail; its vars are the row id, the body's text fields and the language. */
  mail: (body: T) => Omit<MailContent, 'vars'>;
}

/**
 * Receives a public form (its body validated by its contract) kept as a suggestion row (its fields
 * as the payload) and mailed to the association. Answers a receipt (201 by the contract), also
 * when the honeypot turned it away.
 */
export function suggestionFormHandler<T extends Record<string, unknown> & { locale?: Locale }>(app: FastifyInstance, form: SuggestionForm<T>) {
  const suggestions = new SuggestionsRepository(app.db);
  return async ({ request, body }: { request: FastifyRequest; body: T }): Promise<FormReceipt> => {
    const email = form.email(body);
    if (await admitPublicForm(app, request, form.throttle, email, body)) {
      const locale = body.locale ?? request.locale;
      const id = await suggestions.create(form.kind, email, payloadOf(body, locale), nowIso());
      mailTheTeam(app, email, { ...form.mail(body), vars: { id, ...textVars(body), language: locale.toUpperCase() } });
    }
    return received;
  };
}

/** The body's text fields as mail template variables. */
export function textVars(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
