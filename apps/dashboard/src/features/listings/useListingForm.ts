import { useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { isApiError } from '@sam/api-client';
import { useSummaryFocus } from '../../shared/FormErrorSummary';
import { apiErrorMessage, translateError } from '../../shared/forms';
import type { BoundField, FieldPlace, ServerFormView } from '../../shared/useServerForm';

/** The first message in an error subtree (a field, or a list whose items carry the errors). */
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

/** Where a field sits; `label` (already translated) names it in the summary when its label alone is ambiguous ('Adresse 2 : Rue'). */
export type SummaryPlace = FieldPlace & { label?: string };

interface ListingFormOptions<TValues extends FieldValues, TOutput, TResult> {
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /**
   * The summary's entries, in on-screen order, by field path ('title', 'addresses.0.street',
   * 'besoins'): an entry shows the first error under its path. Built from the current values on
   * every render, as lists grow and shrink.
   */
  fields: Record<string, SummaryPlace> | ((values: TValues) => Record<string, SummaryPlace>);
  submit: (values: TOutput, form: UseFormReturn<TValues, unknown, TOutput>) => Promise<TResult>;
  leavesPage?: boolean;
}

/**
 * useServerForm for the listing forms, whose values nest (an address, lists of addresses and
 * activities): the summary and a 422's field errors (`addresses.0.postal_code`,
 * `besoins.1.is_main`) follow field paths, not only top-level names.
 */
export function useListingForm<TValues extends FieldValues, TOutput, TResult = void>({
  schema,
  defaultValues,
  fields,
  submit,
  leavesPage = false,
}: ListingFormOptions<TValues, TOutput, TResult>) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const { summaryRef, requestFocus } = useSummaryFocus();
  const form = useForm<TValues, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues, shouldFocusError: false });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const places = typeof fields === 'function' ? fields(form.getValues()) : fields;
  const paths = Object.keys(places);

  /** A 422's field errors on the fields they name (or under them); the message for the rest. */
  const placeApiErrors = (failure: unknown): string | null => {
    let placed = 0;
    if (isApiError(failure)) {
      for (const [field, messages] of Object.entries(failure.errors ?? {})) {
        if (messages[0] && paths.some((path) => field === path || field.startsWith(`${path}.`))) {
          form.setError(field as Path<TValues>, { type: 'server', message: messages[0] });
          placed += 1;
        }
      }
    }
    return placed > 0 ? null : apiErrorMessage(intl, failure);
  };

  const send = form.handleSubmit(
    async (values) => {
      setAlert(null);
      setResult(null);
      try {
        const outcome = await submit(values, form);
        setResult(() => outcome);
      } catch (failure) {
        setAlert(placeApiErrors(failure));
        requestFocus();
        throw failure;
      }
    },
    () => {
      setAlert(null);
      setResult(null);
      requestFocus();
    },
  );
  const busy = isSubmitting || (leavesPage && isSubmitSuccessful);

  // The summary reads `errors[name]`: hand it one entry per path.
  const flatErrors: Record<string, { message: string }> = {};
  for (const path of paths) {
    const message = firstMessage(get(errors, path));
    if (message) flatErrors[path] = { message };
  }

  const view: ServerFormView = {
    busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => (busy ? event.preventDefault() : void send(event).catch(() => undefined)),
    summary: {
      summaryRef,
      fields: paths.map((name) => ({ name, inputId: places[name].inputId, label: places[name].label ?? intl.formatMessage({ id: places[name].labelId }) })),
      errors: flatErrors as FieldErrors,
      message: alert,
    },
  };

  return {
    ...view,
    form,
    result,
    /** The translated error under `path`, if any. */
    errorOf: (path: string): string | undefined => translateError(intl, firstMessage(get(errors, path))),
    field: <TName extends Path<TValues>>(name: TName, place: FieldPlace, labelValues?: Record<string, string | number>): BoundField<TName> => ({
      id: place.inputId,
      label: intl.formatMessage({ id: place.labelId }, labelValues),
      error: translateError(intl, firstMessage(get(errors, name))),
      ...form.register(name),
    }),
  };
}
