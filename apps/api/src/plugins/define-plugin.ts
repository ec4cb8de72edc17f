import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as shared (not encapsulated), the way fastify-plugin does, so its decorators
 * and hooks reach every route module registered after it. fastify-plugin is not a direct
 * dependency of the workspace; `skip-override` is the documented Fastify mechanism it uses.
 */
export function sharedPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const shared = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  shared[Symbol.for('skip-override')] = true;
  shared[Symbol.for('fastify.display-name')] = name;
  return shared;
}
