import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginSchema, type LoginInput } from '@sam/contracts';
import { useLoginMutation } from '../../shared/api';
import { Button, FormAlert, TextField } from '@sam/ui';
import { applyApiErrors, translateError } from '../../shared/forms/form-errors';

export function LoginForm({ onLoggedIn, registerHref, forgotHref }: { onLoggedIn: () => void; registerHref: string; forgotHref: string }) {
  const intl = useIntl();
  const [login, { isLoading }] = useLoginMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await login(values).unwrap();
      onLoggedIn();
    } catch (error) {
      setAlert(applyApiErrors(error, setError, ['email', 'password']) || intl.formatMessage({ id: 'auth.failed' }));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-describedby={alert ? 'login-alert' : undefined}>
      {alert ? <div id="login-alert"><FormAlert>{alert}</FormAlert></div> : null}
      <TextField label={<FormattedMessage id="auth.email" />} type="email" autoComplete="email" error={translateError(intl, errors.email?.message)} {...register('email')} />
      <TextField label={<FormattedMessage id="auth.password" />} type="password" autoComplete="current-password" error={translateError(intl, errors.password?.message)} {...register('password')} />
      <p><a href={forgotHref}><FormattedMessage id="auth.login.forgot" /></a></p>
      <Button type="submit" disabled={isLoading}><FormattedMessage id="auth.login.submit" /></Button>
      <p><FormattedMessage id="auth.login.noAccount" /> <a href={registerHref}><FormattedMessage id="account.register" /></a></p>
    </form>
  );
}
