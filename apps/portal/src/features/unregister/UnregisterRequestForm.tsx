import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { unregisterRequestSchema, type UnregisterRequest } from '@sam/contracts';
import { useRequestUnregisterMutation } from '@sam/api-client';
import { Button, FormAlert, TextField } from '@sam/ui';
import { applyApiErrors, translateError } from '../auth/form-errors';

/** Spec §2 /fr/supprimer-mon-referencement: a link to unregister is mailed to the listing's address. */
export function UnregisterRequestForm() {
  const intl = useIntl();
  const [requestLink, { isLoading, isSuccess }] = useRequestUnregisterMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<UnregisterRequest>({ resolver: zodResolver(unregisterRequestSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await requestLink(values).unwrap();
    } catch (error) {
      setAlert(applyApiErrors(error, setError, ['email']) || intl.formatMessage({ id: 'validation.failed' }));
    }
  });

  if (isSuccess) return <p role="status"><FormattedMessage id="unregister.sent" /></p>;
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField label={<FormattedMessage id="unregister.email" />} type="email" autoComplete="email" error={translateError(intl, errors.email?.message)} {...register('email')} />
      <Button type="submit" disabled={isLoading}><FormattedMessage id="unregister.submit" /></Button>
    </form>
  );
}
