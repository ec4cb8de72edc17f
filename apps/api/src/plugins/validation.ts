import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Locale } from '@sam/i18n-routes';
import { HttpError } from '../http-error';

/** zod's own fr/nl texts for issues a schema did not give a message key to. */
const zodLocaleErrors: Record<Locale, z.core.$ZodErrorMap> = {
  fr: z.locales.fr().localeError,
  nl: z.locales.nl().localeError,
};

/** Field name of an issue: dotted path; issues about the whole value go under `_root`. */
export function fieldOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '_root' : path.map(String).join('.');
}

/** Groups issues by field; messages stay catalogue keys or zod's localised text. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const messages = (errors[fieldOf(issue.path)] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/**
 * Validates a value against a contracts schema. Failure throws a 422 whose field messages the
 * errors plugin translates (keys like 'validation.over18'); zod's default texts come out in
 * the request's language because the locale error map is passed per parse.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, request: FastifyRequest): z.output<Schema> {
  const result = schema.safeParse(value, { error: zodLocaleErrors[request.locale] });
  if (result.success) return result.data;
  throw new HttpError(422, 'validation.failed', { errors: issuesToFieldErrors(result.error.issues) });
}

/** A missing body validates as `{}` so the client gets one error per required field. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.output<Schema> {
  return parse(schema, request.body ?? {}, request);
}
