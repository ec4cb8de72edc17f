import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ApiCall } from './fixtures';

/** jsdom has <dialog> without its modal behaviour: enough of it to open and close, for the tests of this file. */
export function stubModalDialogs() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
}

/**
 * Opens the confirmation dialog named `dialog` with `opener` and cancels it: the focus starts on the
 * cancel button and goes back to the opener, and no DELETE is sent.
 */
export async function openAndCancel(u: UserEvent, opener: HTMLElement, names: { dialog: string; cancel: string }, calls: readonly ApiCall[]) {
  await u.click(opener);
  const cancel = within(screen.getByRole('dialog', { name: names.dialog })).getByRole('button', { name: names.cancel });
  expect(cancel).toHaveFocus();
  await u.click(cancel);
  expect(screen.queryByRole('dialog', { name: names.dialog })).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
}
