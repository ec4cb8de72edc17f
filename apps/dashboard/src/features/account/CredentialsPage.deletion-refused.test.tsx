import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApiRoutes, unprocessable, user } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';
import { typeInto } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));
jest.mock('../../shared/navigation', () => ({ leaveDashboardFor: jest.fn() }));
const { leaveDashboardFor } = jest.requireMock<{ leaveDashboardFor: jest.Mock }>('../../shared/navigation');

it('mes-identifiants: the API’s 422 on a refused deletion sits on the field, and the user stays', async () => {
  stubApiRoutes(user(), { 'DELETE /api/user': () => unprocessable({ email: ['Veuillez indiquer une adresse e-mail valide.'] }) });
  renderDashboard('/fr/mon-tableau-de-bord/mes-identifiants');
  const form = await screen.findByRole('region', { name: 'Supprimer mon compte' });
  const u = userEvent.setup();
  const email = within(form).getByLabelText('Adresse e-mail du compte à supprimer');
  await typeInto(u, email, 'user@sam.example');
  await u.click(within(form).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription(expect.stringContaining('Veuillez indiquer une adresse e-mail valide.'));
  const summary = within(form).getByRole('alert');
  expect(summary).toHaveTextContent('Adresse e-mail du compte à supprimer : Veuillez indiquer une adresse e-mail valide.');
  await waitFor(() => expect(summary.parentElement).toHaveFocus());
  expect(leaveDashboardFor).not.toHaveBeenCalled();
  expect(within(form).getByRole('button', { name: 'Supprimer définitivement mon compte' })).not.toHaveAttribute('aria-disabled');
});
