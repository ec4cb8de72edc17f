import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@sam/contracts';
import { useForgotPasswordMutation } from '@sam/api-client';
import { Button, FormAlert, TextField } from '@sam/ui';
import { applyApiErrors, translateError } from './form-errors';

/** The answer is the same whether or not the address has an account (no enumeration). */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const [requestLink, { isLoading, isSuccess }] = useForgotPasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await requestLink(values).unwrap();
    } catch (error) {
      setAlert(applyApiErrors(error, setError, ['email']) || intl.formatMessage({ id: 'validation.failed' }));
    }
  });

  if (isSuccess) return <p role="status"><FormattedMessage id="auth.forgot.sent" /></p>;
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField label={<FormattedMessage id="auth.email" />} type="email" autoComplete="email" error={translateError(intl, errors.email?.message)} {...register('email')} />
      <Button type="submit" disabled={isLoading}><FormattedMessage id="auth.forgot.submit" /></Button>
    </form>
  );
}
