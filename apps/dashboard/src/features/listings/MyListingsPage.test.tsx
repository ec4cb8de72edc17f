import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApiRoutes } from '../../testing/fixtures';
import { stubModalDialogs } from '../../testing/dialog';
import { expectPageTitle } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { myListing, provider } from './testing';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));
stubModalDialogs();

const LISTINGS = [
  myListing(),
  myListing({ id: 8, slug: 'centre-de-jour', title: 'Centre de jour Les Tilleuls', state: 'draft', validated: false, visible: false, validated_at: null }),
  myListing({ id: 9, slug: 'repit-a-domicile', title: 'Répit à domicile', state: 'unpublished', visible: false }),
];

describe('mes-fiches', () => {
  it('lists my listings with their state, links and actions', async () => {
    stubApiRoutes(provider(), { 'GET /api/prestataires/mine': () => json({ data: LISTINGS }) });
    renderDashboard('/fr/mon-tableau-de-bord/mes-fiches');
    await expectPageTitle('Mes fiches');
    const table = await screen.findByRole('table', { name: 'Vos fiches' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fiche', 'État', 'Dernière modification', 'Actions']);
    const park = within(table).getByRole('row', { name: /Maison médicale du Parc/ });
    expect(within(park).getByText('Publiée')).toBeInTheDocument();
    expect(within(park).getByText('2 mars 2026')).toBeInTheDocument();
    expect(within(park).getByRole('link', { name: 'Modifier Maison médicale du Parc' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mes-fiches/maison-medicale-du-parc');
    expect(within(park).getByRole('link', { name: 'Voir la fiche publique de Maison médicale du Parc' })).toHaveAttribute('href', 'http://portal.test/fr/prestataires/maison-medicale-du-parc');
    const draft = within(table).getByRole('row', { name: /Centre de jour/ });
    expect(within(draft).getByText('Brouillon')).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: /fiche publique/ })).not.toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Demander la validation de Centre de jour Les Tilleuls' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Répit à domicile/ })).toHaveTextContent('Dépubliée');
    expect(screen.getByRole('link', { name: 'Créer une fiche de prestataire' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/creer-un-prestataire');
  });

  it('requests validation of a draft', async () => {
    const { calls } = stubApiRoutes(provider(), {
      'GET /api/prestataires/mine': () => json({ data: LISTINGS }),
      'POST /api/prestataires/commit': () => json({ data: { id: 60, number: 1 } }, 201),
    });
    renderDashboard('/fr/mon-tableau-de-bord/mes-fiches');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Demander la validation de Centre de jour Les Tilleuls' }));
    expect(await screen.findByText('La fiche « Centre de jour Les Tilleuls » a été envoyée à l’équipe SAM pour validation.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/prestataires/commit')?.body).toEqual({ slug: 'centre-de-jour', prestataire_id: 8 });
  });

  it('unpublishes after confirmation, and republishes', async () => {
    const { calls } = stubApiRoutes(provider(), {
      'GET /api/prestataires/mine': () => json({ data: LISTINGS }),
      'POST /api/prestataires/maison-medicale-du-parc/unpublish': () => json({ data: { state: 'unpublished' } }),
      'POST /api/prestataires/repit-a-domicile/publish': () => json({ data: { state: 'published' } }),
    });
    renderDashboard('/nl/my-dashboard/mijn-fiches');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Offline halen Maison médicale du Parc' }));
    await u.click(within(screen.getByRole('dialog', { name: 'Deze fiche offline halen?' })).getByRole('button', { name: 'Ja, offline halen' }));
    expect(await screen.findByText('De fiche “Maison médicale du Parc” is niet meer zichtbaar in de gids.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Opnieuw publiceren Répit à domicile' }));
    expect(await screen.findByText('De fiche “Répit à domicile” is opnieuw zichtbaar in de gids.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && /publish$/.test(c.path)).map((c) => c.path)).toEqual([
      '/api/prestataires/maison-medicale-du-parc/unpublish',
      '/api/prestataires/repit-a-domicile/publish',
    ]));
  });

  it('deletes a draft after confirmation; a listing the public has seen offers no deletion', async () => {
    let listings = LISTINGS;
    const { calls } = stubApiRoutes(provider(), {
      'GET /api/prestataires/mine': () => json({ data: listings }),
      'DELETE /api/prestataires/centre-de-jour': () => {
        listings = LISTINGS.filter((listing) => listing.id !== 8);
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard('/fr/mon-tableau-de-bord/mes-fiches');
    const table = await screen.findByRole('table', { name: 'Vos fiches' });
    expect(within(within(table).getByRole('row', { name: /Maison médicale du Parc/ })).queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(within(table).getByRole('button', { name: 'Supprimer Centre de jour Les Tilleuls' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce brouillon\u202f?' });
    expect(dialog).toHaveTextContent('« Centre de jour Les Tilleuls » n’a jamais été publiée');
    await u.click(within(dialog).getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('La fiche « Centre de jour Les Tilleuls » a été supprimée.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Centre de jour/ })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/prestataires/centre-de-jour']);
  });

  it('says so when there is none', async () => {
    stubApiRoutes(provider(), { 'GET /api/prestataires/mine': () => json({ data: [] }) });
    renderDashboard('/fr/mon-tableau-de-bord/mes-fiches');
    expect(await screen.findByText('Vous ne gérez encore aucune fiche de prestataire.')).toBeInTheDocument();
  });
});
