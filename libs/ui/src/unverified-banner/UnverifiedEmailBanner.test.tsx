import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderIn = (locale: 'fr' | 'nl', onResend: () => Promise<unknown>) =>
  render(
    <IntlProvider locale={locale} messages={sharedMessages[locale]}>
      <UnverifiedEmailBanner email="anne@example.be" onResend={onResend} />
    </IntlProvider>,
  );

describe('UnverifiedEmailBanner (spec §2)', () => {
  it('explains the address is not verified and resends the link: sending, then sent', async () => {
    const request = deferred();
    const onResend = jest.fn(() => request.promise);
    renderIn('fr', onResend);
    expect(screen.getByText(/n’est pas encore vérifiée/)).toBeInTheDocument();
    expect(screen.getByText('anne@example.be').tagName).toBe('STRONG');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    const busy = screen.getByRole('button', { name: 'Envoi en cours…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(busy);
    expect(onResend).toHaveBeenCalledTimes(1);

    await act(async () => request.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Un nouveau lien de confirmation a été envoyé à anne@example.be.');
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows a failure as an alert and lets the user try again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onResend = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    renderIn('nl', onResend);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'De link opnieuw versturen' })));
    expect(screen.getByRole('alert')).toHaveTextContent('De link kon niet worden verstuurd.');
    expect(spy).toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'De link opnieuw versturen' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('anne@example.be');
    spy.mockRestore();
  });
});
