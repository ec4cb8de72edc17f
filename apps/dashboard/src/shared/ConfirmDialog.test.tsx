import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { dashboardMessages } from '@sam/i18n-routes';
import { stubModalDialogs } from '../testing/dialog';
import { ConfirmDialog, type ConfirmTexts } from './ConfirmDialog';

stubModalDialogs();

/** Texts of its own, as each page passes its own. */
const TEST_MESSAGES = {
  'test.heading': 'Supprimer cet élément ?',
  'test.question': '« {title} » sera supprimé.',
  'test.confirm': 'Oui, supprimer',
  'test.busy': 'Suppression…',
  'test.cancel': 'Annuler',
  'test.failed': 'L’élément n’a pas pu être supprimé.',
};
const TEXTS: ConfirmTexts = { heading: 'test.heading', question: 'test.question', confirm: 'test.confirm', busy: 'test.busy', cancel: 'test.cancel', failed: 'test.failed' };

/** A button that opens the dialog for one item, as the list pages do, and what the dialog reported. */
function Opener({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [item, setItem] = useState<{ title: string } | null>(null);
  const [report, setReport] = useState('');
  return (
    <>
      <button type="button" id="opener" onClick={() => setItem({ title: 'Café des aidants' })}>
        Supprimer
      </button>
      <p data-testid="report">{report}</p>
      <ConfirmDialog
        id="delete"
        texts={TEXTS}
        item={item}
        openerId={() => 'opener'}
        onConfirm={onConfirm}
        onDone={(done) => {
          setItem(null);
          setReport(`done: ${done.title}`);
        }}
        onCancel={() => {
          setItem(null);
          setReport('cancelled');
        }}
      />
    </>
  );
}

async function openDialog(onConfirm: () => Promise<unknown>) {
  render(
    <IntlProvider locale="fr-BE" messages={{ ...dashboardMessages.fr, ...TEST_MESSAGES }}>
      <Opener onConfirm={onConfirm} />
    </IntlProvider>,
  );
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Supprimer' }));
  return { u, dialog: screen.getByRole('dialog', { name: 'Supprimer cet élément ?' }) };
}

describe('ConfirmDialog', () => {
  it('closes on Escape without acting, and gives the focus back to its opener', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const { dialog } = await openDialog(onConfirm);
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    expect(screen.getByTestId('report')).toHaveTextContent('cancelled');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the action runs, says why it failed, and closes once it succeeds', async () => {
    let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
    const onConfirm = jest.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    const { u, dialog } = await openDialog(onConfirm);
    await u.click(within(dialog).getByRole('button', { name: 'Oui, supprimer' }));
    const busy = within(dialog).getByRole('button', { name: 'Suppression…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await u.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    settle.reject(new Error('offline'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('L’élément n’a pas pu être supprimé. L’opération a échoué.'));
    expect(screen.getByRole('dialog', { name: 'Supprimer cet élément ?' })).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Oui, supprimer' }));
    settle.resolve();
    await waitFor(() => expect(screen.getByTestId('report')).toHaveTextContent('done: Café des aidants'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
