import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bookmark } from '@sam/contracts';
import { json, stubApiRoutes, user } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const PAGE = '/fr/mon-tableau-de-bord/mes-favoris';
const parc: Bookmark = { type: 'prestataire', id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' };
const tilleuls: Bookmark = { type: 'prestataire', id: 8, slug: 'centre-de-jour-les-tilleuls', title: 'Centre de jour Les Tilleuls' };
const cafe: Bookmark = { type: 'event', id: 4, slug: 'cafe-memoire-namur', title: 'Café mémoire – Namur' };
const fauteuil: Bookmark = { type: 'annonce', id: 12, slug: 'fauteuil-roulant-namur', title: 'Fauteuil roulant – Namur' };
const guide: Bookmark = { type: 'conseil', id: 3, slug: 'bien-choisir-son-fauteuil', title: 'Bien choisir son fauteuil' };
const allocations: Bookmark = { type: 'info', id: 21, slug: 'allocations-familiales', title: 'Allocations familiales' };
const main = () => within(screen.getByRole('main'));

describe('mes-favoris', () => {
  it('groups the bookmarks by type with counts, each linked to its portal page in the page’s language', async () => {
    stubApiRoutes(user({ bookmarks: [cafe, parc, allocations, fauteuil, guide, tilleuls] }), {});
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes favoris' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mes favoris – SAM'));
    expect(main().getByText('Vous avez 6 favoris.')).toBeInTheDocument();
    expect(main().getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Prestataires (2)',
      'Événements (1)',
      'Annonces (1)',
      'Conseils SAM (1)',
      'Informations utiles (1)',
    ]);
    const providers = main().getByRole('region', { name: 'Prestataires (2)' });
    expect(within(providers).getAllByRole('listitem')).toHaveLength(2);
    expect(within(providers).getByRole('link', { name: 'Maison médicale du Parc' })).toHaveAttribute('href', 'http://portal.test/fr/prestataires/maison-medicale-du-parc');
    expect(main().getByRole('link', { name: 'Café mémoire – Namur' })).toHaveAttribute('href', 'http://portal.test/fr/agenda/cafe-memoire-namur');
    expect(main().getByRole('link', { name: 'Fauteuil roulant – Namur' })).toHaveAttribute('href', 'http://portal.test/fr/annonces/fauteuil-roulant-namur');
    expect(main().getByRole('link', { name: 'Bien choisir son fauteuil' })).toHaveAttribute('href', 'http://portal.test/fr/sam-conseil/bien-choisir-son-fauteuil');
    expect(main().getByRole('link', { name: 'Allocations familiales' })).toHaveAttribute('href', 'http://portal.test/fr/informations-utiles/allocations-familiales');
    expect(within(providers).getByRole('button', { name: 'Retirer «\u00a0Maison médicale du Parc\u00a0» de mes favoris' })).toBeInTheDocument();
  });

  it('links to the Dutch portal under /nl, marking bilingual titles given in the account’s language', async () => {
    stubApiRoutes(user({ locale: 'fr', bookmarks: [parc, allocations] }), {});
    renderDashboard('/nl/my-dashboard/mijn-favorieten');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn favorieten' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Maison médicale du Parc' })).toHaveAttribute('href', 'http://portal.test/nl/zorgverleners/maison-medicale-du-parc');
    expect(main().getByRole('link', { name: 'Maison médicale du Parc' })).not.toHaveAttribute('lang');
    const info = main().getByRole('link', { name: 'Allocations familiales' });
    expect(info).toHaveAttribute('href', 'http://portal.test/nl/nuttige-informatie/allocations-familiales');
    expect(info).toHaveAttribute('lang', 'fr');
    expect(main().getByRole('button', { name: 'Verwijderen „Allocations familiales” uit mijn favorieten' })).toBeInTheDocument();
  });

  it('removes a bookmark (listing by slug, others by id), says so, and shows the user as the API answers it again', async () => {
    let bookmarks: Bookmark[] = [parc, tilleuls, allocations];
    const { calls } = stubApiRoutes(null, {
      'GET /api/user': () => json(user({ bookmarks })),
      'POST /api/prestataires/maison-medicale-du-parc/bookmark': () => {
        // Meanwhile a bookmark was added in another tab: the refetched user brings it.
        bookmarks = [cafe, tilleuls, allocations];
        return json({ bookmarked: false });
      },
      'POST /api/infos/21/bookmark': () => {
        bookmarks = bookmarks.filter((b) => b !== allocations);
        return json({ bookmarked: false });
      },
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    await u.click(await main().findByRole('button', { name: 'Retirer «\u00a0Maison médicale du Parc\u00a0» de mes favoris' }));

    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('« Maison médicale du Parc » a été retiré de vos favoris.'));
    expect(main().queryByRole('link', { name: 'Maison médicale du Parc' })).not.toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Prestataires (1)' })).toHaveFocus();
    expect(await main().findByRole('link', { name: 'Café mémoire – Namur' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/bookmark'))).toEqual({
      method: 'POST',
      path: '/api/prestataires/maison-medicale-du-parc/bookmark',
      body: { bookmarked: false },
    });

    // The last item of a group: its heading goes too, the focus moves to the summary.
    await u.click(main().getByRole('button', { name: 'Retirer «\u00a0Allocations familiales\u00a0» de mes favoris' }));
    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('« Allocations familiales » a été retiré de vos favoris.'));
    expect(main().queryByRole('heading', { name: /Informations utiles/ })).not.toBeInTheDocument();
    expect(main().getByText('Vous avez 2 favoris.')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/bookmark')).map((c) => c.path)).toEqual([
      '/api/prestataires/maison-medicale-du-parc/bookmark',
      '/api/infos/21/bookmark',
    ]);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/user')).toHaveLength(3));
  });

  it('keeps the item and says why when the removal fails', async () => {
    stubApiRoutes(user({ bookmarks: [fauteuil] }), {
      'POST /api/annonces/12/bookmark': () => json({ message: 'Cette page est introuvable.', status: 404 }, 404),
    });
    renderDashboard(PAGE);
    await userEvent.setup().click(await main().findByRole('button', { name: 'Retirer «\u00a0Fauteuil roulant – Namur\u00a0» de mes favoris' }));
    await waitFor(() => expect(main().getByRole('alert')).toHaveTextContent('« Fauteuil roulant – Namur » n’a pas pu être retiré de vos favoris. Cette page est introuvable.'));
    expect(main().getByRole('link', { name: 'Fauteuil roulant – Namur' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Retirer «\u00a0Fauteuil roulant – Namur\u00a0» de mes favoris' })).not.toHaveAttribute('aria-disabled');
  });

  it('has an empty state that leads to the search page', async () => {
    stubApiRoutes(user({ bookmarks: [] }), {});
    renderDashboard(PAGE);
    expect(await main().findByText('Vous n’avez encore aucun favori.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Chercher sur le site SAM' })).toHaveAttribute('href', 'http://portal.test/fr/recherche');
    expect(main().queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
