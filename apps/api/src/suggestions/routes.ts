import type { FastifyPluginAsync } from 'fastify';
import { infoSuggestionSchema, prestataireSuggestionSchema, type FormReceipt } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { admitPublicForm, linesFor, mailTheTeam } from '../contact/public-form';
import { parseBody } from '../plugins/validation';
import { payloadOf, SuggestionsRepository } from './repository';

const received: FormReceipt = { received: true };

/**
 * §7 POST /api/prestataires/suggestions and POST /api/infos/suggestions (§2 suggerer-un-prestataire,
 * suggerer-une-information-utile): stored for the team, mailed to the association, throttled.
 */
export const suggestionsRoutes: FastifyPluginAsync = async (app) => {
  const suggestions = new SuggestionsRepository(app.db);

  app.post('/api/prestataires/suggestions', async (request, reply) => {
    const body = parseBody(prestataireSuggestionSchema, request);
    if (await admitPublicForm(app, request, 'suggestion', body.sender_email, body)) {
      const locale = body.locale ?? request.locale;
      const id = await suggestions.create('prestataire', body.sender_email, payloadOf(body, locale), nowIso());
      mailTheTeam(app, body.sender_email, {
        subject: 'mail.suggestion.prestataire.subject',
        intro: [
          'mail.suggestion.prestataire.intro',
          'mail.suggestion.prestataire.name',
          'mail.suggestion.prestataire.locality',
          ...linesFor(body, {
            website: 'mail.suggestion.prestataire.website',
            phone: 'mail.suggestion.prestataire.phone',
            email: 'mail.suggestion.prestataire.email',
          }),
          'mail.suggestion.prestataire.activity',
          ...linesFor(body, { comment: 'mail.suggestion.prestataire.comment' }),
          ...linesFor(body, { sender_name: 'mail.suggestion.sender_name' }),
          'mail.suggestion.sender_email',
        ],
        outro: ['mail.suggestion.follow_up'],
        vars: { id, ...textVars(body), language: locale.toUpperCase() },
      });
    }
    return reply.code(201).send(received);
  });

  app.post('/api/infos/suggestions', async (request, reply) => {
    const body = parseBody(infoSuggestionSchema, request);
    if (await admitPublicForm(app, request, 'suggestion', body.sender_email, body)) {
      const locale = body.locale ?? request.locale;
      const id = await suggestions.create('info', body.sender_email, payloadOf(body, locale), nowIso());
      mailTheTeam(app, body.sender_email, {
        subject: 'mail.suggestion.info.subject',
        intro: [
          'mail.suggestion.info.intro',
          'mail.suggestion.info.title',
          ...linesFor(body, { url: 'mail.suggestion.info.url' }),
          'mail.suggestion.info.description',
          ...linesFor(body, { sender_name: 'mail.suggestion.sender_name' }),
          'mail.suggestion.sender_email',
        ],
        outro: ['mail.suggestion.follow_up'],
        vars: { id, ...textVars(body), language: locale.toUpperCase() },
      });
    }
    return reply.code(201).send(received);
  });
};

/** The body's text fields as mail template variables. */
export function textVars(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
