import { fieldError, HttpError } from '../http-error';

/**
 * What an error met while reading a multipart upload means for the client: a file over the limit
 * or too many parts are field errors; busboy's own parse errors (no boundary, a body cut short)
 * carry no status but are the client's malformed body (400), never a 500.
 */
export function uploadReadError(error: unknown, tooLarge: string): Error {
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fieldError('file', tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return fieldError('file', 'validation.invalid');
  if (error instanceof HttpError || (statusCode !== undefined && statusCode < 500)) return error as Error;
  return new HttpError(400, 'errors.malformed_body');
}
