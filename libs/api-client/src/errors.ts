import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@sam/contracts';

/** Status of a call that never got an HTTP answer (offline, DNS, CORS, timeout). */
export const NETWORK_ERROR_STATUS = 0;
/** Spec §8: an error without a status is a 500. */
export const DEFAULT_ERROR_STATUS = 500;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fieldErrors(value: unknown): ApiError['errors'] {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Spec §8: every failure becomes `{ message, status }` (+ the 422 field errors). */
export function toApiError(error: FetchBaseQueryError | { status?: unknown; data?: unknown; error?: unknown }): ApiError {
  const { status } = error;
  if (typeof status === 'number') {
    const data = 'data' in error ? error.data : undefined;
    const message = isRecord(data) && typeof data.message === 'string' && data.message ? data.message : `Request failed with status ${status}`;
    const errors = isRecord(data) ? fieldErrors(data.errors) : undefined;
    return errors ? { message, status, errors } : { message, status };
  }
  const detail = 'error' in error && typeof error.error === 'string' ? error.error : 'Unknown error';
  switch (status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { message: `Network error: ${detail}`, status: NETWORK_ERROR_STATUS };
    case 'PARSING_ERROR': {
      const original = 'originalStatus' in error && typeof error.originalStatus === 'number' ? error.originalStatus : DEFAULT_ERROR_STATUS;
      return { message: `Unreadable response: ${detail}`, status: original >= 400 ? original : DEFAULT_ERROR_STATUS };
    }
    default:
      return { message: detail, status: DEFAULT_ERROR_STATUS };
  }
}

/** Narrows an unknown rejection (e.g. from `.unwrap()`) to the normalised error. */
export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.message === 'string' && typeof value.status === 'number';
}
