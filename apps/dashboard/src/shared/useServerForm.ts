import { useState, type FormEvent, type RefObject } from 'react';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { useSummaryFocus, type SummaryField } from './FormErrorSummary';
import { applyApiErrors, firstMessage, translateError } from './forms';

/**
 * Where a field sits on screen: the id of its input (the summary links to it) and its label's
 * message id; `label` (already translated) names it in the summary when its label alone is
 * ambiguous ('Adresse 2 – Rue').
 */
export interface FieldPlace {
  inputId: string;
  labelId: string;
  label?: string;
}

export interface ServerFormOptions<TValues extends FieldValues, TOutput, TName extends Path<TValues>, TResult> {
  /** The shared schema (@sam/contracts): nothing is sent until it passes. */
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
  /**
   * Every field, in on-screen order, by field path ('title', or 'addresses.0.street' in a form
   * whose values nest): the summary shows the first error under each path, and a 422's field
   * errors land on the paths under them. A function builds them from the current values, for
   * forms whose lists grow and shrink.
   */
  fields: Record<TName, FieldPlace> | ((values: TValues) => Record<string, FieldPlace>);
  /** Sends the checked values; what it returns is `result` until the next attempt, what it throws is shown on the form. */
  submit: (values: TOutput, form: UseFormReturn<TValues, unknown, TOutput>) => Promise<TResult>;
  /** A success leaves the page (the button stays busy until it has gone). */
  leavesPage?: boolean;
}

/** What ServerForm needs to draw the form around its fields. */
export interface ServerFormView {
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  summary: { summaryRef: RefObject<HTMLDivElement | null>; fields: readonly SummaryField[]; errors: FieldErrors; message: string | null };
}

/** The props TextField, Checkbox and SelectField take for a field of the form. */
export type BoundField<TName extends string> = UseFormRegisterReturn<TName> & { id: string; label: string; error: string | undefined };

/**
 * A react-hook-form form checked with a shared zod schema and sent to the API: local errors and a
 * 422's field errors sit on their fields, anything else in the summary, which takes the focus
 * after every failed attempt (our summary instead of react-hook-form's focus on the first field).
 */
export function useServerForm<TValues extends FieldValues, TOutput, TName extends Path<TValues>, TResult = void>({
  schema,
  defaultValues,
  fields,
  submit,
  leavesPage = false,
}: ServerFormOptions<TValues, TOutput, TName, TResult>) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const { summaryRef, requestFocus } = useSummaryFocus();
  const form = useForm<TValues, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues, shouldFocusError: false });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const places: Record<string, FieldPlace> = typeof fields === 'function' ? fields(form.getValues()) : fields;
  const paths = Object.keys(places);

  const send = form.handleSubmit(
    async (values) => {
      setAlert(null);
      setResult(null);
      try {
        const outcome = await submit(values, form);
        setResult(() => outcome); // an updater, in case the result is itself a function
      } catch (failure) {
        setAlert(applyApiErrors(intl, failure, form.setError, paths));
        requestFocus();
        // react-hook-form counts a handled failure as a successful submit: say otherwise.
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

  // The summary reads `errors[path]`: one entry per path, its first error (nested ones included).
  const summaryErrors: Record<string, { message: string }> = {};
  for (const path of paths) {
    const message = firstMessage(get(errors, path));
    if (message) summaryErrors[path] = { message };
  }
  const errorOf = (path: string): string | undefined => translateError(intl, firstMessage(get(errors, path)));

  const view: ServerFormView = {
    busy,
    onSubmit: (event) => (busy ? event.preventDefault() : void send(event).catch(() => undefined)),
    summary: {
      summaryRef,
      fields: paths.map((name) => ({ name, inputId: places[name].inputId, label: places[name].label ?? intl.formatMessage({ id: places[name].labelId }) })),
      errors: summaryErrors as FieldErrors,
      message: alert,
    },
  };

  return {
    ...view,
    form,
    /** What the last successful submit returned; null again from the next attempt on. */
    result,
    /** The translated error under `path`, if any (a field, or a list whose items carry the errors). */
    errorOf,
    /** The props of the field at `name`: its place among `fields`, or `place` for a field of a list. */
    field: <TField extends Path<TValues> = TName>(name: TField, place: FieldPlace = places[name], labelValues?: Record<string, string | number>): BoundField<TField> => ({
      id: place.inputId,
      label: intl.formatMessage({ id: place.labelId }, labelValues),
      error: errorOf(name),
      ...form.register(name),
    }),
  };
}
