import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedAnnonce } from '@sam/contracts';
import { forbidden, listPage, stubApiRoutes, user } from '../../testing/fixtures';
import { openAndCancel, stubModalDialogs } from '../../testing/dialog';
import { expectPageTitle } from '../../testing/page';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

stubModalDialogs();

const PAGE = '/fr/mon-tableau-de-bord/annonces';

export const managed = (overrides: Partial<ManagedAnnonce> = {}): ManagedAnnonce => ({
  id: 12,
  slug: 'fauteuil-roulant-pliable',
  title: 'Fauteuil roulant pliable',
  locale: 'fr',
  body: 'Très bon état.',
  category_id: 1,
  prestataire: null,
  contact_email: 'user@sam.example',
  phone: null,
  price_cents: 1250,
  commune_id: '21009',
  status: 'published',
  published_at: '2026-03-01T09:00:00.000Z',
  expires_at: '2026-05-31T21:59:59.999Z',
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  visible: true,
  ...overrides,
});

const ads = [
  managed(),
  managed({ id: 13, slug: 'lit-medicalise', title: 'Lit médicalisé', price_cents: null, status: 'draft', published_at: null, visible: false }),
  managed({ id: 14, slug: 'rolstoel', title: 'Rolstoel', locale: 'nl', price_cents: 15_000, expires_at: '2026-02-01T22:59:59.999Z', visible: false }),
];

describe('annonces (my ads)', () => {
  it('lists the ads with price, status and expiry in fr-BE, and links to edit them and to their public page', async () => {
    const { calls } = stubApiRoutes(user(), { 'POST /api/annonces/search': () => listPage(ads) });
    renderDashboard(PAGE);
    await expectPageTitle('Mes annonces');
    const table = await screen.findByRole('table', { name: 'Vos annonces' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/Fauteuil roulant pliable12,50\s€En ligne31 mai 2026/);
    expect(within(first).getByRole('link', { name: 'Modifier l’annonce Fauteuil roulant pliable' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/annonces/fauteuil-roulant-pliable');
    expect(within(first).getByRole('link', { name: 'Voir sur le site l’annonce Fauteuil roulant pliable' })).toHaveAttribute('href', 'http://portal.test/fr/annonces/fauteuil-roulant-pliable');
    expect(second).toHaveTextContent('Gratuit');
    expect(second).toHaveTextContent('Brouillon');
    expect(within(second).queryByRole('link', { name: /Voir sur le site/ })).not.toBeInTheDocument();
    expect(third).toHaveTextContent(/150\s€/);
    expect(third).toHaveTextContent('Expirée');
    expect(within(third).getByRole('rowheader')).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('link', { name: 'Créer une annonce' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/annonces/create');
    expect(calls.find((c) => c.path === '/api/annonces/search')?.body).toEqual({ locale: 'fr', page: 1, mine: true });
  });

  it('writes prices and dates the Dutch way under /nl', async () => {
    stubApiRoutes(user(), { 'POST /api/annonces/search': () => listPage(ads) });
    renderDashboard('/nl/my-dashboard/zoekertjes');
    const table = await screen.findByRole('table', { name: 'Uw zoekertjes' });
    expect(table).toHaveTextContent(/€\s12,50/);
    expect(table).toHaveTextContent('31 mei 2026');
    expect(table).toHaveTextContent('Ontwerp');
    expect(within(table).getByRole('link', { name: 'Wijzigen zoekertje Rolstoel' })).toHaveAttribute('href', '/nl/my-dashboard/zoekertjes/rolstoel');
  });

  it('has an empty state and pages through long lists', async () => {
    stubApiRoutes(user(), { 'POST /api/annonces/search': () => listPage([], { total: 0 }) });
    const { unmount } = renderDashboard(PAGE);
    expect(await screen.findByText('Vous n’avez pas encore d’annonce.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    const { calls } = stubApiRoutes(user(), { 'POST /api/annonces/search': () => listPage([managed()], { total: 45 }) });
    renderDashboard(PAGE);
    const pages = await screen.findByRole('navigation', { name: 'Pages de vos annonces' });
    expect(pages).toHaveTextContent('Page 1 sur 2');
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/annonces/search').map((c) => (c.body as { page: number }).page)).toEqual([1, 2]));
  });

  it('asks in a dialog before deleting, keeps the ad on cancel, and deletes it on confirmation', async () => {
    let current = ads;
    const { calls } = stubApiRoutes(user(), {
      'POST /api/annonces/search': () => listPage(current),
      'DELETE /api/annonces/13': () => {
        current = ads.filter((ad) => ad.id !== 13);
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Supprimer l’annonce Lit médicalisé' });
    await openAndCancel(u, remove, { dialog: 'Supprimer cette annonce\u202f?', cancel: 'Garder l’annonce' }, calls);

    await u.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce\u202f?' });
    expect(dialog).toHaveAccessibleDescription('L’annonce «\u00a0Lit médicalisé\u00a0» sera supprimée définitivement, et retirée des favoris des personnes qui l’avaient gardée.');
    await u.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('L’annonce « Lit médicalisé » a été supprimée.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Lit médicalisé' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Vos annonces' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Supprimer cette annonce\u202f?' })).not.toBeInTheDocument();
  });

  it('says why a deletion failed, in the dialog', async () => {
    stubApiRoutes(user(), {
      'POST /api/annonces/search': () => listPage(ads),
      'DELETE /api/annonces/12': forbidden,
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Supprimer l’annonce Fauteuil roulant pliable' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cette annonce\u202f?' });
    await u.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('L’annonce n’a pas pu être supprimée. Vous n’avez pas le droit d’effectuer cette action.'));
  });
});
