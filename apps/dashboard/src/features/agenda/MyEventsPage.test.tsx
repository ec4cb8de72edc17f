import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forbidden, listPage, stubApiRoutes, user } from '../../testing/fixtures';
import { openAndCancel, stubModalDialogs } from '../../testing/dialog';
import { expectPageTitle, main } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { ownEvent } from './testing';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const PAGE = '/fr/mon-tableau-de-bord/mon-agenda';

stubModalDialogs();

describe('mon-agenda', () => {
  it('lists the user’s events with dates in fr-BE, their status and links', async () => {
    const { calls } = stubApiRoutes(user(), {
      'POST /api/events/search': () =>
        listPage([
          ownEvent(),
          ownEvent({ id: 12, slug: 'brouillon', title: 'Atelier en préparation', status: 'draft', starts_at: '2026-06-02T08:00:00.000Z', ends_at: '2026-06-03T15:00:00.000Z' }),
          ownEvent({ id: 13, slug: 'ancien', title: 'Ancienne réunion', starts_at: '2020-01-10T09:00:00.000Z', ends_at: null }),
        ]),
    });
    renderDashboard(PAGE);
    await expectPageTitle('Mes événements');
    const table = await screen.findByRole('table', { name: 'Vos événements' });
    const [, published, draft, past] = within(table).getAllByRole('row');
    expect(calls.find((c) => c.path === '/api/events/search')?.body).toEqual({ locale: 'fr', page: 1, mine: true });

    expect(within(published).getByRole('rowheader')).toHaveTextContent('Café des aidants');
    // Belgian time: 16:30 UTC in May is 18:30 in Brussels; the end on the same day shows its time only.
    expect(published).toHaveTextContent(/14 mai 2026.*18:30 – 20:30/);
    expect(published).toHaveTextContent('Publié');
    expect(within(published).getByRole('link', { name: 'Modifier Café des aidants' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mon-agenda/cafe-des-aidants');
    expect(within(published).getByRole('link', { name: 'Voir dans l’agenda : Café des aidants' })).toHaveAttribute('href', 'http://portal.test/fr/agenda/cafe-des-aidants');

    expect(draft).toHaveTextContent(/2 juin 2026.*10:00 – .*3 juin 2026.*17:00/);
    expect(draft).toHaveTextContent('Brouillon');
    expect(within(draft).queryByRole('link', { name: /Voir dans l’agenda/ })).not.toBeInTheDocument();
    expect(past).toHaveTextContent('Publié (terminé)');
    expect(within(past).getByRole('button', { name: 'Supprimer Ancienne réunion' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Créer un événement' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mon-agenda/creer-un-evenement');
  });

  it('formats the dates in nl-BE under /nl', async () => {
    stubApiRoutes(user(), { 'POST /api/events/search': () => listPage([ownEvent()]) });
    renderDashboard('/nl/my-dashboard/mijn-agenda');
    const table = await screen.findByRole('table', { name: 'Uw evenementen' });
    expect(table).toHaveTextContent(/14 mei 2026.*18:30 – 20:30/);
    expect(table).toHaveTextContent('Gepubliceerd');
    expect(within(table).getByRole('link', { name: 'Wijzigen Café des aidants' })).toHaveAttribute('href', '/nl/my-dashboard/mijn-agenda/cafe-des-aidants');
  });

  it('has an empty state', async () => {
    stubApiRoutes(user(), { 'POST /api/events/search': () => listPage([], { total: 0 }) });
    renderDashboard(PAGE);
    expect(await screen.findByText('Vous n’avez encore annoncé aucun événement.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages de vos événements' })).not.toBeInTheDocument();
  });

  it('pages through a long list, 30 a page', async () => {
    stubApiRoutes(user(), {
      'POST /api/events/search': ({ body }) => {
        const { page } = body as { page: number };
        return listPage([ownEvent({ id: page, title: `Événement de la page ${page}` })], { page, total: 31 });
      },
    });
    renderDashboard(`${PAGE}?page=2`);
    expect(await screen.findByRole('rowheader', { name: 'Événement de la page 2' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages de vos événements' });
    expect(pager).toHaveTextContent('Page 2 sur 2');
    expect(within(pager).queryByRole('link', { name: 'Page suivante' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(pager).getByRole('link', { name: 'Page précédente' }));
    expect(await screen.findByRole('rowheader', { name: 'Événement de la page 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages de vos événements' })).getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '/fr/mon-tableau-de-bord/mon-agenda?page=2',
    );
  });

  it('deletes an event after a confirmation that can be cancelled', async () => {
    let events = [ownEvent(), ownEvent({ id: 12, slug: 'autre', title: 'Autre rendez-vous' })];
    const { calls } = stubApiRoutes(user(), {
      'POST /api/events/search': () => listPage(events),
      'DELETE /api/events/cafe-des-aidants': () => {
        events = events.filter((e) => e.slug !== 'cafe-des-aidants');
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Supprimer Café des aidants' });
    await openAndCancel(u, remove, { dialog: 'Supprimer cet événement\u202f?', cancel: 'Annuler' }, calls);

    await u.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cet événement\u202f?' });
    expect(dialog).toHaveAccessibleDescription(/«\sCafé des aidants\s» sera retiré de l’agenda/);
    await u.click(within(dialog).getByRole('button', { name: 'Oui, supprimer' }));
    expect(await screen.findByText('L’événement « Café des aidants » a été supprimé.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Café des aidants' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Autre rendez-vous' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vos événements' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/events/cafe-des-aidants']);
  });

  it('says so in the dialog when the deletion fails', async () => {
    stubApiRoutes(user(), {
      'POST /api/events/search': () => listPage([ownEvent()]),
      'DELETE /api/events/cafe-des-aidants': forbidden,
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Supprimer Café des aidants' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cet événement\u202f?' });
    await u.click(within(dialog).getByRole('button', { name: 'Oui, supprimer' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('L’événement n’a pas pu être supprimé. Vous n’avez pas le droit d’effectuer cette action.'));
    expect(screen.getByRole('rowheader', { name: 'Café des aidants' })).toBeInTheDocument();
  });
});
