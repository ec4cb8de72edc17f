import { useEffect } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { pendingToastsCookie } from './pending-toasts-cookie';
import { PENDING_TOASTS_KEY, queueToastForNextPage, takePendingToasts, TOAST_TIMEOUT_MS, ToastProvider, useToast, type ToastApi } from './Toast';

let api: ToastApi;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}
const renderProvider = () =>
  render(
    <IntlProvider locale="fr" messages={sharedMessages.fr}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </IntlProvider>,
  );

// The queue lives in a cookie so that both apps (two origins) share it.
const queue = pendingToastsCookie()!;
beforeEach(() => {
  jest.useFakeTimers();
  queue.removeItem(PENDING_TOASTS_KEY);
});
afterEach(() => jest.useRealTimers());

describe('toasts (spec §8, §9)', () => {
  it('uses the spec timeouts', () => {
    expect(TOAST_TIMEOUT_MS).toEqual({ danger: 20_000, warning: 10_000, denied: 10_000, success: 5_000, info: 5_000 });
  });

  it('announces success and info politely, the others as alerts', () => {
    renderProvider();
    act(() => {
      api.show({ type: 'success', title: 'Déconnexion réussie', message: 'Vous êtes correctement déconnecté' });
      api.show({ type: 'danger', message: 'L’enregistrement a échoué' });
      api.show({ type: 'denied', message: 'Accès interdit' });
    });
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(within(status).getByText('Déconnexion réussie')).toBeInTheDocument();
    expect(status).toHaveTextContent('Succès: Déconnexion réussieVous êtes correctement déconnecté');
    expect(within(alert).getByText('L’enregistrement a échoué')).toBeInTheDocument();
    expect(within(alert).getByText('Accès interdit')).toBeInTheDocument();
  });

  it.each([
    ['success', 5_000],
    ['info', 5_000],
    ['warning', 10_000],
    ['denied', 10_000],
    ['danger', 20_000],
  ] as const)('dismisses a %s toast after %i ms', (type, ms) => {
    renderProvider();
    act(() => void api.show({ type, message: 'Bonjour' }));
    act(() => jest.advanceTimersByTime(ms - 1));
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Bonjour')).not.toBeInTheDocument();
  });

  it('honours a custom timeout, and 0 keeps the toast', () => {
    renderProvider();
    act(() => {
      api.show({ type: 'info', message: 'court', timeoutMs: 1_000 });
      api.show({ type: 'info', message: 'permanent', timeoutMs: 0 });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByText('court')).not.toBeInTheDocument();
    expect(screen.getByText('permanent')).toBeInTheDocument();
  });

  it('closes with its visible close button or dismiss(id)', () => {
    renderProvider();
    let id = '';
    act(() => {
      api.show({ type: 'info', message: 'un' });
      id = api.show({ type: 'info', message: 'deux' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer la notification' })[0]);
    expect(screen.queryByText('un')).not.toBeInTheDocument();
    act(() => api.dismiss(id));
    expect(screen.queryByText('deux')).not.toBeInTheDocument();
  });

  it('pauses while hovered and while focused, then resumes with the time left', () => {
    renderProvider();
    act(() => void api.show({ type: 'success', message: 'Copié' }));
    const toast = screen.getByText('Copié').closest('[data-type]')!;

    act(() => jest.advanceTimersByTime(3_000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('Copié')).toBeInTheDocument();

    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Fermer la notification' }).focus());
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('Copié')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Fermer la notification' }).blur());
    act(() => jest.advanceTimersByTime(1_999));
    expect(screen.getByText('Copié')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Copié')).not.toBeInTheDocument();
  });

  it('shows the toasts queued before a full page load, once (spec §4 logout)', () => {
    queueToastForNextPage({ type: 'success', title: 'Déconnexion réussie', message: 'Vous êtes correctement déconnecté' });
    expect(JSON.parse(queue.getItem(PENDING_TOASTS_KEY)!)).toHaveLength(1);
    renderProvider();
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('Vous êtes correctement déconnecté')).toBeInTheDocument();
    expect(queue.getItem(PENDING_TOASTS_KEY)).toBeNull();
  });

  it('requires a provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});

describe('pending toast storage', () => {
  it('appends, and tolerates garbage', () => {
    queue.setItem(PENDING_TOASTS_KEY, '{not json');
    queueToastForNextPage({ type: 'info', message: 'a' });
    queueToastForNextPage({ type: 'danger', message: 'b', timeoutMs: 1 });
    expect(takePendingToasts()).toEqual([
      { type: 'info', message: 'a' },
      { type: 'danger', message: 'b', timeoutMs: 1 },
    ]);
    expect(takePendingToasts()).toEqual([]);
  });

  it('drops malformed entries', () => {
    queue.setItem(PENDING_TOASTS_KEY, JSON.stringify([{ type: 'nope', message: 'x' }, { type: 'info' }, 3, { type: 'info', message: 'ok' }]));
    expect(takePendingToasts()).toEqual([{ type: 'info', message: 'ok' }]);
    queue.setItem(PENDING_TOASTS_KEY, '"a string"');
    expect(takePendingToasts()).toEqual([]);
  });

  it('does nothing without storage', () => {
    expect(() => queueToastForNextPage({ type: 'info', message: 'a' }, null)).not.toThrow();
    expect(takePendingToasts(null)).toEqual([]);
  });
});
