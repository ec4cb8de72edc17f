import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { isApiError, NETWORK_ERROR_STATUS } from '@sam/api-client';

/**
 * Message keys of the shared zod schemas (@sam/contracts) are translated here; the API's own
 * messages arrive already translated (Accept-Language), so unknown texts pass through unchanged.
 */
export function translateError(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return intl.messages[message] ? intl.formatMessage({ id: message }) : message;
}

/** The API's untranslated fallbacks (no message in the answer, network failures): never shown as such. */
const TECHNICAL_MESSAGE = /^(Request failed with status|Network error|Unreadable response|Unknown error)/;

/** What to tell the user about a failed call that is not (only) about fields. */
export function apiErrorMessage(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: 'dashboard.form.failed' });
  if (error.status === NETWORK_ERROR_STATUS) return intl.formatMessage({ id: 'dashboard.form.network' });
  if (error.status >= 500 || TECHNICAL_MESSAGE.test(error.message)) return intl.formatMessage({ id: 'dashboard.form.failed' });
  return translateError(intl, error.message) ?? intl.formatMessage({ id: 'dashboard.form.failed' });
}

/** What failed (the message `leadId`), then why (apiErrorMessage): 'Vos annonces n’ont pas pu être chargées. …'. */
export const apiFailure = (intl: IntlShape, leadId: string, error: unknown) => `${intl.formatMessage({ id: leadId })} ${apiErrorMessage(intl, error)}`;

/** The first message in an error subtree of react-hook-form (a field, or a list whose items carry the errors). */
export function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'type' || key === 'message' || key === 'types') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts a 422's field errors on the form's fields (spec §8 errors: message, status, errors): an
 * error lands when it names one of `paths` or a field under one ('addresses.0.postal_code' under
 * 'addresses.0'). Returns the general message to show in the error summary, or null when every
 * problem now sits on a field (the summary then lists the fields).
 */
export function applyApiErrors<T extends FieldValues>(intl: IntlShape, error: unknown, setError: UseFormSetError<T>, paths: readonly string[]): string | null {
  let placed = 0;
  if (isApiError(error)) {
    for (const [field, messages] of Object.entries(error.errors ?? {})) {
      if (messages[0] && paths.some((path) => field === path || field.startsWith(`${path}.`))) {
        setError(field as Path<T>, { type: 'server', message: messages[0] });
        placed += 1;
      }
    }
  }
  return placed > 0 ? null : apiErrorMessage(intl, error);
}
