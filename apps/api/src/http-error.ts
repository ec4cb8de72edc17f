/**
 * An error with an HTTP status whose message is a key of the server catalogue (src/i18n: errors and
 * validation messages); the errors plugin translates it into the request's locale (§8).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

/** 422 with field errors; `errors` values are catalogue keys (translated by the errors plugin). */
export function fieldError(field: string, messageKey: string, message = 'validation.failed'): HttpError {
  return new HttpError(422, message, { errors: { [field]: [messageKey] } });
}

export const notFound = () => new HttpError(404, 'errors.not_found');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
export const unauthenticated = () => new HttpError(401, 'errors.unauthenticated');
