import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { registerSchema, type RegisterInput } from '@sam/contracts';
import { useRegisterMutation } from '../../shared/api';
import type { Locale } from '@sam/i18n-routes';
import { Button, Checkbox, FormAlert, TextField } from '@sam/ui';
import { applyApiErrors, translateError } from '../../shared/forms/form-errors';

const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'over_18', 'terms'] as const;

export function RegisterForm({ locale, termsHref, onRegistered }: { locale: Locale; termsHref: string; onRegistered: () => void }) {
  const intl = useIntl();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { locale },
  });
  const error = (field: (typeof FIELDS)[number]) => translateError(intl, errors[field]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await registerAccount({ ...values, locale }).unwrap();
      onRegistered();
    } catch (failure) {
      setAlert(applyApiErrors(failure, setError, FIELDS) || intl.formatMessage({ id: 'validation.failed' }));
    }
  }, () => setAlert(intl.formatMessage({ id: 'validation.failed' })));

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField label={<FormattedMessage id="auth.name" />} autoComplete="name" error={error('name')} {...register('name')} />
      <TextField label={<FormattedMessage id="auth.email" />} type="email" autoComplete="email" error={error('email')} {...register('email')} />
      <TextField label={<FormattedMessage id="auth.password" />} hint={<FormattedMessage id="auth.password.hint" />} type="password" autoComplete="new-password" error={error('password')} {...register('password')} />
      <TextField label={<FormattedMessage id="auth.passwordConfirmation" />} type="password" autoComplete="new-password" error={error('password_confirmation')} {...register('password_confirmation')} />
      <Checkbox label={<FormattedMessage id="auth.over18" />} error={error('over_18')} {...register('over_18')} />
      <Checkbox
        label={<FormattedMessage id="auth.terms" values={{ link: (text) => <a key="terms" href={termsHref}>{text}</a> }} />}
        error={error('terms')}
        {...register('terms')}
      />
      <Button type="submit" disabled={isLoading}><FormattedMessage id="auth.register.submit" /></Button>
    </form>
  );
}
