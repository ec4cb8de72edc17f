import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UnregisterParams } from '@sam/contracts';
import { useUnregisterMutation } from '../../shared/api';
import { Button, FormAlert } from '@sam/ui';

/** Spec §2 /fr/desinscription/{expires}/{id}/{token}: a confirmation screen, then GET /api/unreg. */
export function UnregisterConfirmation({ link, homeHref }: { link: UnregisterParams; homeHref: string }) {
  const intl = useIntl();
  const [unregister, { isLoading, data }] = useUnregisterMutation();
  const [alert, setAlert] = useState<string | null>(null);

  const confirm = async () => {
    setAlert(null);
    try {
      await unregister(link).unwrap();
    } catch (error) {
      setAlert((error as { message?: string }).message || intl.formatMessage({ id: 'error.generic.heading' }));
    }
  };

  if (data) {
    return (
      <p role="status">
        <FormattedMessage id="unregister.done" values={{ title: data.data.title }} /> <a href={homeHref}><FormattedMessage id="error.backHome" /></a>
      </p>
    );
  }
  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <p><FormattedMessage id="unregister.confirm.text" /></p>
      <Button type="button" onClick={confirm} disabled={isLoading}><FormattedMessage id="unregister.confirm.submit" /></Button>{' '}
      <a href={homeHref}><FormattedMessage id="unregister.confirm.cancel" /></a>
    </>
  );
}
