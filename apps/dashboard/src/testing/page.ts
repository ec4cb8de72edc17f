import { screen, waitFor, within } from '@testing-library/react';

/** Queries inside the page's main landmark. */
export const main = () => within(screen.getByRole('main'));

/** Waits for the page's h1, then checks the document title that goes with it. */
export async function expectPageTitle(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} – SAM`));
}

/** Queries inside the form whose submit button is named `submit`, once it shows. */
export const findForm = (submit: string) => screen.findByRole('button', { name: submit }).then((button) => within(button.closest('form') as HTMLElement));
