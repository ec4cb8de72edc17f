import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { resetPasswordSchema, type ResetPasswordInput } from '@sam/contracts';
import { useResetPasswordMutation } from '../../shared/api';
import { Button, FormAlert, TextField } from '@sam/ui';
import { applyApiErrors, translateError } from '../../shared/forms/form-errors';

const FIELDS = ['email', 'password', 'password_confirmation', 'token'] as const;

export function ResetPasswordForm({ token, email, loginHref }: { token: string; email: string; loginHref: string }) {
  const intl = useIntl();
  const [resetPassword, { isLoading, isSuccess }] = useResetPasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await resetPassword(values).unwrap();
    } catch (error) {
      const message = applyApiErrors(error, setError, FIELDS);
      // A token problem has no field on screen: show it as the form's message.
      setAlert(translateError(intl, errors.token?.message) ?? (message || intl.formatMessage({ id: 'validation.failed' })));
    }
  });

  if (isSuccess) {
    return (
      <p role="status">
        <FormattedMessage id="auth.reset.done" /> <a href={loginHref}><FormattedMessage id="auth.login.submit" /></a>
      </p>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" {...register('token')} />
      <TextField label={<FormattedMessage id="auth.email" />} type="email" autoComplete="email" error={translateError(intl, errors.email?.message)} {...register('email')} />
      <TextField label={<FormattedMessage id="auth.password.new" />} hint={<FormattedMessage id="auth.password.hint" />} type="password" autoComplete="new-password" error={translateError(intl, errors.password?.message)} {...register('password')} />
      <TextField label={<FormattedMessage id="auth.passwordConfirmation" />} type="password" autoComplete="new-password" error={translateError(intl, errors.password_confirmation?.message)} {...register('password_confirmation')} />
      <Button type="submit" disabled={isLoading}><FormattedMessage id="auth.reset.submit" /></Button>
    </form>
  );
}
