import type { AnyEndpoint } from '@sam/contracts';
import { sharedPlugin } from './define-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: AnyEndpoint | undefined;
  /** A POST standing in for PUT/PATCH/DELETE with `_method` (method-override.ts). */
  twin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    methodOverrideTwin?: boolean;
  }
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records every route as it is added, so a test can hold the routes and the contracts to each other. */
export const routeRegistry = sharedPlugin('route-registry', async (app) => {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { endpoint?: AnyEndpoint; methodOverrideTwin?: boolean };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      registered.push({ method, url: route.url, endpoint: config.endpoint, twin: config.methodOverrideTwin === true });
    }
  });
});
