import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { HttpError } from '../http-error';
import { sharedPlugin } from './define-plugin';

/** Methods a POST may stand in for with `_method` (§7: "POST … with _method PUT", Laravel style). */
const OVERRIDABLE = ['PUT', 'PATCH', 'DELETE'] as const;
type OverridableMethod = (typeof OVERRIDABLE)[number];

type Hook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done?: (error?: Error) => void) => unknown;

interface Target {
  hooks: Hook[];
  handler: RouteHandlerMethod;
  instance: FastifyInstance;
}

function hooksOf(route: RouteOptions): Hook[] {
  const list = (value: unknown): Hook[] => (value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as Hook[]));
  return [...list(route.preValidation), ...list(route.preHandler)];
}

/** Runs a route hook whether it is async or callback style. */
function runHook(hook: Hook, instance: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (hook.length >= 3) {
    return new Promise<void>((resolve, reject) => {
      hook.call(instance, request, reply, (error?: Error) => (error ? reject(error) : resolve()));
    });
  }
  return Promise.resolve(hook.call(instance, request, reply));
}

function requestedMethod(request: FastifyRequest): OverridableMethod | undefined {
  const fromBody = (request.body as { _method?: unknown } | undefined)?._method;
  const fromQuery = (request.query as { _method?: unknown } | undefined)?._method;
  const method = String(fromBody ?? fromQuery ?? '').toUpperCase();
  return OVERRIDABLE.find((m) => m === method);
}

/**
 * Every PUT/PATCH/DELETE route also answers a POST on the same URL carrying `_method` in the
 * body or query string. Fastify routes before it reads the body, so instead of rewriting the
 * method, a POST twin replays the target route's preValidation/preHandler hooks and handler.
 * The POST itself goes through the global onRequest hooks (session, CSRF) like any POST;
 * route-level onRequest/preParsing hooks of the target are not replayed (no route uses them).
 * Call `registerTwins` after every route module is registered.
 */
export function methodOverride() {
  const targetsByUrl = new Map<string, Map<OverridableMethod, Target>>();

  const collect = sharedPlugin('method-override', async (app) => {
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const overridable = OVERRIDABLE.find((m) => m === method);
        if (!overridable) continue;
        const targets = targetsByUrl.get(route.url) ?? new Map<OverridableMethod, Target>();
        targets.set(overridable, { hooks: hooksOf(route), handler: route.handler, instance: this });
        targetsByUrl.set(route.url, targets);
      }
    });
  });

  const registerTwins = sharedPlugin('method-override-twins', async (app) => {
    for (const [url, targets] of targetsByUrl) {
      // A real POST on the same URL wins (the network logo's upload beside its DELETE, by design);
      // its callers must then use the real method.
      if (app.hasRoute({ method: 'POST', url })) {
        app.log.debug({ url }, 'method override not added: a POST route of its own exists');
        continue;
      }
      app.post(url, { config: { methodOverrideTwin: true } }, async (request, reply) => {
        const method = requestedMethod(request);
        const target = method && targets.get(method);
        if (!target) throw new HttpError(405, 'errors.method_not_allowed', { headers: { allow: [...targets.keys()].join(', ') } });
        if (request.body && typeof request.body === 'object') delete (request.body as Record<string, unknown>)._method;
        for (const hook of target.hooks) {
          await runHook(hook, target.instance, request, reply);
          if (reply.sent) return reply;
        }
        return target.handler.call(target.instance, request, reply);
      });
    }
  });

  return { collect, registerTwins };
}
