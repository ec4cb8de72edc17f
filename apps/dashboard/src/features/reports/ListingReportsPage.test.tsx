import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApiRoutes, user } from '../../testing/fixtures';
import { expectPageTitle } from '../../testing/page';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const PAGE = '/fr/mon-tableau-de-bord/signalements';
const admin = () => user({ id: 2, name: 'Admin SAM', roles: ['user', 'admin'] });
const report = {
  id: 14,
  listing: { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' },
  message: 'Le numéro de téléphone a changé.',
  name: 'Nadia Benali',
  email: 'nadia@example.be',
  locale: 'nl',
  status: 'open',
  handled_at: null,
  handled_by: null,
  reply: null,
  replied_at: null,
  created_at: '2026-03-03T14:30:00.000Z',
};
const page = (data: object[], open: number, handled: number) => json({ data, meta: { current_page: 1, per_page: 30, total: data.length, open, handled } });

describe('signalements', () => {
  it('lists the open reports with their detail, and the menu entry, for the SAM team', async () => {
    stubApiRoutes(admin(), { 'GET /api/listing-reports': () => page([report], 1, 4) });
    renderDashboard(PAGE);
    await expectPageTitle('Signalements');
    const article = await screen.findByRole('article', { name: 'Signalement n° 14\u00a0: Maison médicale du Parc' });
    expect(within(article).getByText(/Reçu le 3 mars 2026 à 15:30, en néerlandais\./)).toBeInTheDocument();
    expect(within(article).getByText('Le numéro de téléphone a changé.')).toHaveAttribute('lang', 'nl');
    expect(within(article).getByText('Nadia Benali, nadia@example.be')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Voir la fiche Maison médicale du Parc sur le portail' })).toHaveAttribute('href', 'http://portal.test/fr/prestataires/maison-medicale-du-parc');
    expect(screen.getByRole('radio', { name: 'Ouverts (1)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Traités (4)' })).not.toBeChecked();
    expect(within(screen.getByRole('navigation', { name: 'Mon espace' })).getByRole('link', { name: 'Signalements' })).toHaveAttribute('href', PAGE);
  });

  it('filters by status', async () => {
    const handled = { ...report, id: 9, status: 'handled', handled_at: '2026-03-04T09:00:00.000Z', handled_by: { id: 2, name: 'Admin SAM' } };
    let asked = 'open';
    const { fetchStub } = stubApiRoutes(admin(), { 'GET /api/listing-reports': () => (asked === 'handled' ? page([handled], 1, 1) : page([report], 1, 1)) });
    renderDashboard(PAGE);
    await screen.findByRole('article', { name: /n° 14/ });
    asked = 'handled';
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Traités (1)' }));
    const article = await screen.findByRole('article', { name: /n° 9/ });
    expect(within(article).getByText('Traité le 4 mars 2026 à 10:00 par Admin SAM')).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /Marquer comme traité/ })).not.toBeInTheDocument();
    const urls = fetchStub.mock.calls.map(([request]) => (request as Request).url);
    expect(urls.some((url) => url.endsWith('/api/listing-reports?status=handled&page=1'))).toBe(true);
  });

  it('replies by mail only with a text, then marks the report handled', async () => {
    const { calls } = stubApiRoutes(admin(), {
      'GET /api/listing-reports': () => page(calls.some((c) => c.path.endsWith('/handle')) ? [] : [report], 1, 0),
      'POST /api/listing-reports/14/reply': () => json({ data: { ...report, reply: 'Merci, corrigé.', replied_at: '2026-03-04T09:00:00.000Z' } }),
      'POST /api/listing-reports/14/handle': () => json({ data: { ...report, status: 'handled' } }),
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Répondre par e-mail (signalement n° 14)' }));
    const form = within(screen.getByRole('form', { name: 'Réponse au signalement n° 14' }));
    await u.click(form.getByRole('button', { name: 'Envoyer la réponse' }));
    const text = form.getByLabelText('Votre réponse à nadia@example.be');
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.')));
    expect(calls.some((c) => c.path.endsWith('/reply'))).toBe(false);
    await u.type(text, 'Merci, corrigé.');
    await waitFor(() => expect(text).toHaveValue('Merci, corrigé.'));
    await u.click(form.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Votre réponse a été envoyée à nadia@example.be.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/reply'))?.body).toEqual({ reply: 'Merci, corrigé.' });

    await u.click(screen.getByRole('button', { name: 'Marquer comme traité (signalement n° 14)' }));
    expect(await screen.findByText('Le signalement n° 14 est marqué comme traité.')).toBeInTheDocument();
    expect(await screen.findByText('Aucun signalement ouvert.')).toBeInTheDocument();
  });

  it('is not for providers: no menu entry, no list', async () => {
    const { calls } = stubApiRoutes(user({ roles: ['user', 'provider'] }), {});
    renderDashboard(PAGE);
    expect(await screen.findByText('Cette page est réservée à l’équipe SAM.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Mon espace' })).queryByRole('link', { name: 'Signalements' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/listing-reports')).toBe(false);
  });
});
