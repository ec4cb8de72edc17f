import { defineEndpoint } from '../http/endpoint';
import { tagSuggestionsRequestSchema, tagSuggestionsResponseSchema } from '../search-schemas';

/** §7 "Tags and short URLs": the tag suggestions of the listing editor. */
export const tagsEndpoints = {
  suggest: defineEndpoint({
    id: 'tags.suggest',
    method: 'POST',
    path: '/api/tags/algolia',
    summary: 'Tags whose name matches the words typed (accents and case aside), best first',
    tags: ['Tags'],
    access: 'user',
    body: tagSuggestionsRequestSchema,
    response: tagSuggestionsResponseSchema,
  }),
} as const;
