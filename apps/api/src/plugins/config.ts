import type { ApiConfig } from '../config';
import { sharedPlugin } from './define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with (origins, mail, keys). */
    config: ApiConfig;
  }
}

export const configPlugin = sharedPlugin<{ config: ApiConfig }>('config', async (app, { config }) => {
  app.decorate('config', config);
});
