import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@sam/contracts';
import { routes } from '../plugins/contract-route';
import { pingDatabase } from './repository';

/** GET /health: liveness plus a database round-trip, for load balancers and `npm start`. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  routes(app, healthEndpoints, {
    check: async () => {
      await pingDatabase(app.db);
      return { status: 'ok', db: app.dialect } as const;
    },
  });
};
