import { defineEndpoint } from '../http/endpoint';
import { sectorCountListSchema } from '../prestataire';

/** The sectors (trades) of the /prestataires directory page. */
export const sectorsEndpoints = {
  list: defineEndpoint({
    id: 'sectors.list',
    method: 'GET',
    path: '/api/sectors',
    summary: 'Every sector, both languages, with its public listings and their places counted',
    tags: ['Sectors'],
    access: 'public',
    response: sectorCountListSchema,
  }),
} as const;
