import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';

/** Message keys from the shared zod schemas are translated; API messages arrive already localised. */
export function translateError(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return intl.messages[message] ? intl.formatMessage({ id: message }) : message;
}

interface NormalisedApiError {
  message?: string;
  status?: number;
  errors?: Record<string, string[]>;
}

/** Puts a 422's field errors on the form's fields; returns the general message to show. */
export function applyApiErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string {
  const apiError = ((error as { data?: NormalisedApiError })?.data ?? error) as NormalisedApiError;
  for (const [field, messages] of Object.entries(apiError.errors ?? {})) {
    if ((fields as readonly string[]).includes(field) && messages[0]) setError(field as Path<T>, { type: 'server', message: messages[0] });
  }
  return apiError.message ?? '';
}
