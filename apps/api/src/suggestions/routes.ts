import type { FastifyPluginAsync } from 'fastify';
import { suggestionsEndpoints } from '@sam/contracts';
import { linesFor } from '../contact/public-form';
import { routes } from '../plugins/contract-route';
import { suggestionFormHandler } from './form';

/**
 * §7 POST /api/prestataires/suggestions and POST /api/infos/suggestions (§2 suggerer-un-prestataire,
 * suggerer-une-information-utile): stored for the team, mailed to the association, throttled.
 */
export const suggestionsRoutes: FastifyPluginAsync = async (app) => {
  routes(app, suggestionsEndpoints, {
    suggestPrestataire: suggestionFormHandler(app, {
      throttle: 'suggestion',
      kind: 'prestataire',
      email: (body) => body.sender_email,
      mail: (body) => ({
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
      }),
    }),
    suggestInfo: suggestionFormHandler(app, {
      throttle: 'suggestion',
      kind: 'info',
      email: (body) => body.sender_email,
      mail: (body) => ({
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
      }),
    }),
  });
};
