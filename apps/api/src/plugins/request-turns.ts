import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { takingTurns } from '@sam/request-turns';

interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Fastify's `serverFactory`: Node's HTTP server with the requests started in turns (a busy API
 * still accepts new connections, @sam/request-turns), and the timeouts Fastify sets on a server it
 * makes itself (it sets none on a factory's). Without them Node would close an idle connection
 * after 5 s instead of Fastify's 72, and a proxy reusing it at that moment (nginx's upstream
 * keepalive) would read a reset: a 502 for a POST it may not send again.
 */
export function serverTakingTurns(handler: (request: IncomingMessage, response: ServerResponse) => void, options: ServerTimeouts): Server {
  const server = createServer(takingTurns(handler));
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
