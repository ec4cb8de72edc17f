import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApiRoutes, user } from '../../testing/fixtures';
import { expectPageTitle } from '../../testing/page';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const QUEUE = '/fr/mon-tableau-de-bord/validations';
const admin = () => user({ id: 2, name: 'Admin SAM', roles: ['user', 'admin'] });
const item = {
  version: { id: 52, number: 3, submitted_at: '2026-03-03T14:30:00.000Z', author: { id: 1, name: 'Anne Dupont' } },
  listing: { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc', state: 'changes_pending', validated: true },
  diff: [
    { field: 'phone', before: '02 123 45 67', after: '02 765 43 21' },
    { field: 'website', before: null, after: 'https://parc.example' },
  ],
};

describe('validations', () => {
  it('shows each pending version as a diff table, and the menu entry, to the SAM team', async () => {
    stubApiRoutes(admin(), { 'GET /api/prestataires/validations': () => json({ data: [item] }) });
    renderDashboard(QUEUE);
    await expectPageTitle('Validations des fiches');
    const article = await screen.findByRole('article', { name: 'Maison médicale du Parc, version 3' });
    expect(within(article).getByText(/Envoyée le 3 mars 2026 à 15:30 par Anne Dupont\./)).toBeInTheDocument();
    const table = within(article).getByRole('table', { name: 'Modifications de Maison médicale du Parc, version 3' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Champ', 'Avant', 'Après']);
    const phone = within(table).getByRole('row', { name: /Téléphone/ });
    expect(within(phone).getAllByRole('cell').map((td) => td.textContent)).toEqual(['02 123 45 67', '02 765 43 21']);
    expect(within(within(table).getByRole('row', { name: /Site web/ })).getAllByRole('cell')[0]).toHaveTextContent('(vide)');
    expect(within(screen.getByRole('navigation', { name: 'Mon espace' })).getByRole('link', { name: 'Validations des fiches' })).toHaveAttribute('href', QUEUE);
  });

  it('approves a version', async () => {
    const { calls } = stubApiRoutes(admin(), {
      'GET /api/prestataires/validations': () => json({ data: calls.some((c) => c.path.endsWith('/approve')) ? [] : [item] }),
      'POST /api/prestataires/versions/52/approve': () => json({ data: { status: 'approved' } }),
    });
    renderDashboard(QUEUE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Approuver Maison médicale du Parc' }));
    expect(await screen.findByText('La version de « Maison médicale du Parc » a été approuvée et publiée.')).toBeInTheDocument();
    expect(await screen.findByText('Aucune version n’attend de validation.')).toBeInTheDocument();
  });

  it('rejects a version only with a reason', async () => {
    const { calls } = stubApiRoutes(admin(), {
      'GET /api/prestataires/validations': () => json({ data: [item] }),
      'POST /api/prestataires/versions/52/reject': () => json({ data: { status: 'rejected' } }),
    });
    renderDashboard(QUEUE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Refuser Maison médicale du Parc' }));
    const form = within(screen.getByRole('form', { name: 'Refuser cette version' }));
    await u.click(form.getByRole('button', { name: 'Refuser cette version' }));
    const reason = form.getByLabelText('Motif du refus *');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.')));
    expect(reason).toHaveFocus();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await u.type(reason, 'Le numéro de téléphone ne répond pas.');
    await waitFor(() => expect(reason).toHaveValue('Le numéro de téléphone ne répond pas.'));
    await u.click(form.getByRole('button', { name: 'Refuser cette version' }));
    expect(await screen.findByText('La version de « Maison médicale du Parc » a été refusée.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: 'Le numéro de téléphone ne répond pas.' });
  });

  it('is not for providers: no menu entry, no queue', async () => {
    const { calls } = stubApiRoutes(user({ roles: ['user', 'provider'] }), {});
    renderDashboard(QUEUE);
    expect(await screen.findByText('Cette page est réservée à l’équipe SAM.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Mon espace' })).queryByRole('link', { name: 'Validations des fiches' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/prestataires/validations')).toBe(false);
  });
});
