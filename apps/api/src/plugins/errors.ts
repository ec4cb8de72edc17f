import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '@sam/contracts';
import { databaseFault } from '../db-errors';
import { HttpError } from '../http-error';
import { translateServerMessage } from '../i18n';
import { sharedPlugin } from './define-plugin';
import { issuesToFieldErrors } from './validation';

/** Fastify's own client errors, mapped to catalogue keys (never a 500 for bad input). */
const frameworkErrors: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.malformed_body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.malformed_body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  FST_ERR_VALIDATION: { status: 422, key: 'validation.failed' },
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, key: string, errors?: Record<string, string[]>) {
  const body: ApiError = { message: translateServerMessage(key, request.locale), status };
  if (errors) {
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => translateServerMessage(message, request.locale))]),
    );
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** §8: every error leaves as `{ message, status }` (plus `errors` per field on 422), in fr or nl. */
export const errorsPlugin = sharedPlugin('errors', async (app) => {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return send(reply, request, error.statusCode, error.messageKey, error.options.errors);
    }
    if (error instanceof z.ZodError) {
      return send(reply, request, 422, 'validation.failed', issuesToFieldErrors(error.issues));
    }
    const { code, statusCode, message } = (error ?? {}) as { code?: string; statusCode?: number; message?: string };
    const known = code ? frameworkErrors[code] : undefined;
    if (known) return send(reply, request, known.status, known.key);
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return send(reply, request, statusCode, statusCode === 400 ? 'errors.bad_request' : (message ?? 'errors.bad_request'));
    }
    // The database down, read-only or full: a clear 503/507 the client can retry, not a 500 (decision 0031).
    const fault = databaseFault(error);
    if (fault) {
      request.log.warn({ err: error, fault: fault.kind }, 'database unavailable for this request');
      if (fault.retryAfterSeconds) reply.header('retry-after', String(fault.retryAfterSeconds));
      return send(reply, request, fault.status, fault.messageKey);
    }
    // Server faults: logged in full, answered with a generic text (no internals leak out).
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, statusCode && statusCode >= 500 && statusCode < 600 ? statusCode : 500, 'errors.server');
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, 'errors.not_found'));
});
