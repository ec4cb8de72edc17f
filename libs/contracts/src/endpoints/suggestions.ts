import { defineEndpoint } from '../http/endpoint';
import { formReceiptSchema } from '../contact';
import { infoSuggestionSchema, prestataireSuggestionSchema } from '../suggestions';

const tags = ['Contact and suggestions'];

/** §7 suggestions (§2 suggerer-un-prestataire, suggerer-une-information-utile): stored for the team and mailed to the association. */
export const suggestionsEndpoints = {
  suggestPrestataire: defineEndpoint({
    id: 'suggestions.suggestPrestataire',
    method: 'POST',
    path: '/api/prestataires/suggestions',
    summary: 'Suggest a service to add to the directory',
    tags,
    access: 'public',
    body: prestataireSuggestionSchema,
    response: formReceiptSchema,
    status: 201,
    errors: [429],
  }),
  suggestInfo: defineEndpoint({
    id: 'suggestions.suggestInfo',
    method: 'POST',
    path: '/api/infos/suggestions',
    summary: 'Suggest a piece of useful information',
    tags,
    access: 'public',
    body: infoSuggestionSchema,
    response: formReceiptSchema,
    status: 201,
    errors: [429],
  }),
} as const;
