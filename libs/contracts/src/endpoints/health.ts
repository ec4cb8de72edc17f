import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

/** Liveness with a database round-trip, for load balancers and `npm start`. */
export const healthEndpoints = {
  check: defineEndpoint({
    id: 'health.check',
    method: 'GET',
    path: '/health',
    summary: 'Liveness and a database round-trip',
    tags: ['Health'],
    access: 'public',
    response: z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) }),
  }),
} as const;
