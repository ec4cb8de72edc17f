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

/**
 * A route module (an encapsulated plugin) that carries its function's name as Fastify's display
 * name. Fastify names a plugin without one by scanning `require.cache` for it, twice per
 * registration: about 60 ms an app under jest's module registry, where the API tests build a few
 * hundred apps. Shared plugins carry theirs already (sharedPlugin), as fastify-plugin's do.
 */
export function named<P extends FastifyPluginAsync>(plugin: P): P {
  const display = Symbol.for('fastify.display-name');
  if (!(display in plugin)) Object.defineProperty(plugin, display, { value: plugin.name || 'route module' });
  return plugin;
}
