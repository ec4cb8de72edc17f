import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { DeferredFormProps } from './DeferredForm';
import { applyApiErrors, translateError } from './form-errors';

/**
 * A public form validated in the browser with the API's own zod schema: on submit it sends the
 * values, maps a 422's field errors onto the fields, and keeps what was sent for the thank-you.
 */
export function usePublicForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  send: (values: Output) => Promise<unknown>,
  defaultValues: DefaultValues<Input>,
) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<Output | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const failed = () => setAlert(intl.formatMessage({ id: 'validation.failed' }));

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await send(values);
      setSent(values);
      form.reset(defaultValues);
    } catch (error) {
      setAlert(applyApiErrors(error, form.setError, Object.keys(form.getValues()) as Path<Input>[]) || intl.formatMessage({ id: 'validation.failed' }));
    }
  }, failed);

  /** The translated error of a field, for the control's `error` prop. */
  const error = (field: Path<Input>) => translateError(intl, form.getFieldState(field, form.formState).error?.message);

  return { form, onSubmit, alert, sent, error, again: () => setSent(null) };
}

/** A form's defaults with what was typed into its placeholder over them; an unticked box adds nothing. */
export function typedOverDefaults<Values>(defaults: Values, typed: Record<string, string | boolean>): Values {
  return { ...defaults, ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== false)) };
}

/**
 * usePublicForm for a form that DeferredForm loaded in place of its placeholder: what was typed
 * there replaces the defaults of the same name (a ticked box included, an unticked one left out),
 * and the form tells DeferredForm once it is interactive.
 */
export function useDeferredPublicForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  send: (values: Output) => Promise<unknown>,
  defaultValues: DefaultValues<Input>,
  { before, onReady }: DeferredFormProps,
) {
  const [defaults] = useState(() => typedOverDefaults(defaultValues, before().values));
  const form = usePublicForm(schema, send, defaults);
  useEffect(onReady, [onReady]);
  return form;
}
