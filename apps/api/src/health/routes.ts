import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from './repository';

/** GET /health: liveness plus a database round-trip, for load balancers and `npm start`. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    await pingDatabase(app.db);
    return { status: 'ok', db: app.dialect };
  });
};
