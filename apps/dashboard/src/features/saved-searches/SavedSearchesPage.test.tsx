import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@sam/contracts';
import { json, stubApiRoutes, user } from '../../testing/fixtures';
import { expectPageTitle } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { chooseOption, typeInto } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const PAGE = '/fr/mon-tableau-de-bord/mes-recherches';
const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 7,
  name: 'Kinés à Namur',
  tab: 'directory',
  locale: 'fr',
  query: 'q=kine&commune=Namur',
  frequency: 'none',
  created_at: '2026-03-01T09:30:00.000Z',
  alerted_until: '2026-03-01T09:30:00.000Z',
  next_run_at: null,
  ...overrides,
});

describe('mes-recherches', () => {
  it('lists the saved searches, each opening the portal’s search in its own locale and tab', async () => {
    stubApiRoutes(user(), {
      'GET /api/saved-searches': () => json({ data: [saved(), saved({ id: 8, name: 'Agenda Gent', tab: 'agenda', locale: 'nl', query: 'q=gent', frequency: 'weekly' })] }),
    });
    renderDashboard(PAGE);
    await expectPageTitle('Mes recherches');
    const table = await screen.findByRole('table', { name: 'Mes recherches' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'Kinés à Namur' })).toHaveAttribute('href', 'http://portal.test/fr/recherche?q=kine&commune=Namur');
    expect(first).toHaveTextContent('1 mars 2026');
    expect(first).toHaveTextContent('Annuaire');
    expect(within(first).getByRole('combobox', { name: 'Alerte par e-mail pour «\u00a0Kinés à Namur\u00a0»' })).toHaveValue('none');
    expect(within(second).getByRole('link', { name: 'Agenda Gent' })).toHaveAttribute('href', 'http://portal.test/nl/zoeken/agenda?q=gent');
    expect(within(second).getByRole('combobox', { name: 'Alerte par e-mail pour «\u00a0Agenda Gent\u00a0»' })).toHaveValue('weekly');
  });

  it('changes the alert, renames and deletes, saying so', async () => {
    let current = [saved()];
    const { calls } = stubApiRoutes(user(), {
      'GET /api/saved-searches': () => json({ data: current }),
      'PUT /api/saved-searches/7': (call) => {
        current = [{ ...current[0], ...(call.body as Partial<SavedSearch>) }];
        return json({ data: current[0] });
      },
      'DELETE /api/saved-searches/7': () => {
        current = [];
        return json(null, 204);
      },
    });
    const u = userEvent.setup();
    renderDashboard(PAGE);
    const alert = await screen.findByRole('combobox', { name: 'Alerte par e-mail pour «\u00a0Kinés à Namur\u00a0»' });
    await chooseOption(u, alert, 'daily');
    expect(await screen.findByText('Vous recevrez un e-mail au plus une fois par jour quand « Kinés à Namur » a de nouveaux résultats.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ frequency: 'daily' });

    await u.click(screen.getByRole('button', { name: 'Renommer Kinés à Namur' }));
    const field = screen.getByRole('textbox', { name: 'Nouveau nom pour «\u00a0Kinés à Namur\u00a0»' });
    expect(field).toHaveFocus();
    await u.clear(field);
    await u.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await typeInto(u, field, 'Kinésithérapie');
    await u.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText('La recherche s’appelle maintenant « Kinésithérapie ».')).toBeInTheDocument();

    await u.click(await screen.findByRole('button', { name: 'Supprimer Kinésithérapie' }));
    expect(await screen.findByText('La recherche « Kinésithérapie » est supprimée.')).toBeInTheDocument();
    expect(await screen.findByText(/Vous n’avez pas encore sauvegardé de recherche/)).toBeInTheDocument();
  });
});
