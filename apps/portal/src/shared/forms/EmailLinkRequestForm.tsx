import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { forgotPasswordSchema } from '@sam/contracts';
import { Button, FormAlert, TextField } from '@sam/ui';
import { applyApiErrors, translateError } from './form-errors';

interface EmailLinkRequestFormProps {
  /** Sends the request; the API answers the same whether or not the address is known (no enumeration). */
  request: (values: { email: string }) => Promise<unknown>;
  labelId: string;
  submitId: string;
  sentId: string;
}

/** One email field that asks the API to mail a link (forgotten password, unregistering a listing). */
export function EmailLinkRequestForm({ request, labelId, submitId, sentId }: EmailLinkRequestFormProps) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema), // { email } with the shared email rules
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await request(values);
      setSent(true);
    } catch (error) {
      setAlert(applyApiErrors(error, setError, ['email']) || intl.formatMessage({ id: 'validation.failed' }));
    }
  });

  if (sent) return <p role="status"><FormattedMessage id={sentId} /></p>;
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField label={<FormattedMessage id={labelId} />} type="email" autoComplete="email" error={translateError(intl, errors.email?.message)} {...register('email')} />
      <Button type="submit" disabled={isSubmitting}><FormattedMessage id={submitId} /></Button>
    </form>
  );
}
