import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AmisPanel, ManagedAmisPanel, User } from '@sam/contracts';
import { json, stubApiRoutes, unprocessable, user } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';
import { typeInto } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

// jsdom has no modal dialogs: open and close are enough for these tests.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const PAGE = '/fr/mon-tableau-de-bord/amis-de-sam';
const admin = user({ roles: ['user', 'admin'] });

const stored = (overrides: Partial<ManagedAmisPanel> = {}): ManagedAmisPanel => ({
  id: 3,
  audience: 'amis',
  title_fr: 'Devenez Ami de SAM',
  title_nl: 'Word Vriend van SAM',
  body_fr: 'Avec 5 € par mois.',
  body_nl: 'Met 5 euro per maand.',
  image_path: null,
  cta_url: '/fr/soutenir-l-asbl/amis-de-sam',
  position: 1,
  active: true,
  ...overrides,
});
const shown = (panel: ManagedAmisPanel): AmisPanel => ({
  id: panel.id,
  audience: panel.audience,
  title: panel.title_fr,
  body: panel.body_fr,
  title_fr: panel.title_fr,
  title_nl: panel.title_nl,
  body_fr: panel.body_fr,
  body_nl: panel.body_nl,
  image_path: null,
  cta_url: panel.cta_url,
  position: panel.position,
});
const hidden = stored({ id: 4, title_fr: 'Un don de 100 € vous coûte 55 €', position: 2, active: false, cta_url: null });

interface Panels {
  /** What GET /api/sam/amis/panels answers, public and with manage=1 (null: a 500). */
  public: () => AmisPanel[] | null;
  managed: () => ManagedAmisPanel[] | null;
}

/**
 * The API of the page: both lists share GET /api/sam/amis/panels, told apart by `manage`, and
 * every list query is recorded (the shared stub keeps no query strings).
 */
function stubPanels(current: User, panels: Panels, routes: Parameters<typeof stubApiRoutes>[1] = {}) {
  const api = stubApiRoutes(current, routes);
  const lists: URLSearchParams[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/sam/amis/panels') return inner(input);
    lists.push(url.searchParams);
    const data = url.searchParams.has('manage') ? panels.managed() : panels.public();
    return data ? json({ data }) : json({ message: 'Server Error', status: 500 }, 500);
  }) as typeof fetch;
  return { ...api, lists };
}

describe('amis-de-sam and amis-de-sam-pro', () => {
  it('explain the programme to any user, with its current panels as the portal shows them, and no management', async () => {
    const { lists } = stubPanels(user(), { public: () => [shown(stored())], managed: () => [stored(), hidden] });
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amis de SAM' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Amis de SAM – SAM'));
    expect(screen.getByRole('link', { name: 'Tout savoir sur les Amis de SAM et le devenir' })).toHaveAttribute('href', 'http://portal.test/fr/soutenir-l-asbl/amis-de-sam');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Devenez Ami de SAM' })).closest('li')!;
    expect(card).toHaveTextContent('Avec 5 € par mois.');
    expect(within(card).getByRole('link', { name: 'En savoir plus\u00a0: Devenez Ami de SAM' })).toHaveAttribute('href', 'http://portal.test/fr/soutenir-l-asbl/amis-de-sam');
    expect(screen.queryByRole('heading', { name: 'Gérer les panneaux' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajouter|Modifier|Supprimer/ })).not.toBeInTheDocument();
    expect(lists.map((query) => query.toString())).toEqual(['audience=amis&locale=fr']);
  });

  it('show the pro programme in Dutch under /nl, and an empty list when the panels cannot be loaded (§8)', async () => {
    const { lists } = stubPanels(user(), { public: () => null, managed: () => [] });
    renderDashboard('/nl/my-dashboard/vrienden-van-sam-pro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vrienden van SAM Pro' })).toBeInTheDocument();
    expect(await screen.findByText('Er staat op dit moment geen oproep op de site.')).toBeInTheDocument();
    expect(lists[0].get('audience')).toBe('amis_pro');
    expect(lists[0].get('locale')).toBe('nl');
  });

  it('let the SAM team see every panel of the audience, hidden ones too, and an empty list when that fails', async () => {
    let managed: ManagedAmisPanel[] | null = [stored(), hidden];
    const { lists } = stubPanels(admin, { public: () => [shown(stored())], managed: () => managed });
    const view = renderDashboard(PAGE);
    const table = await screen.findByRole('table', { name: 'Panneaux de ce programme' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/^Devenez Ami de SAM1Affiché/);
    expect(second).toHaveTextContent(/^Un don de 100 € vous coûte 55 €2Masqué/);
    expect(lists.find((query) => query.has('manage'))?.toString()).toBe('audience=amis&manage=1');

    view.unmount();
    managed = null;
    renderDashboard(PAGE);
    expect(await screen.findByText('Ce programme n’a encore aucun panneau.')).toBeInTheDocument();
  });

  it('let the SAM team add a panel, checked by the shared schema before anything is sent', async () => {
    const { calls } = stubPanels(admin, { public: () => [], managed: () => [stored()] });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    // The next free position comes from the list: wait for it before opening the form.
    await screen.findByRole('table', { name: 'Panneaux de ce programme' });
    await u.click(screen.getByRole('button', { name: 'Ajouter un panneau' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Nouveau panneau' })).toHaveFocus();
    expect(screen.getByLabelText('Programme')).toHaveValue('amis');
    expect(screen.getByLabelText('Ordre d’affichage')).toHaveValue('2');
    expect(screen.getByLabelText('Afficher ce panneau sur le site')).toBeChecked();
    await typeInto(u, screen.getByLabelText('Lien « En savoir plus » (facultatif)'), 'javascript:x');
    await u.click(screen.getByRole('button', { name: 'Enregistrer le panneau' }));
    expect(await screen.findByText('Le formulaire contient 3 erreurs :')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre en français')).toHaveAccessibleDescription('Une ligne, 120 caractères au plus. Ce champ est obligatoire.');
    expect(screen.getByLabelText('Lien « En savoir plus » (facultatif)')).toHaveAccessibleDescription(expect.stringContaining('ou une adresse qui commence par https://.'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/sam/amis/panels')).toBe(false);
  });

  it('let the SAM team add a panel: a 422 lands on its field, a success refreshes both lists and closes the form', async () => {
    let managed = [stored()];
    const created = stored({ id: 9, title_fr: 'Rejoindre', title_nl: 'Vriend', body_fr: null, body_nl: null, position: 2, active: false });
    const { calls, lists } = stubPanels(
      admin,
      { public: () => [shown(stored())], managed: () => managed },
      {
        'POST /api/sam/amis/panels': ({ body }) => {
          if ((body as { cta_url: string | null }).cta_url) return unprocessable({ cta_url: ['Cette adresse ne répond pas.'] });
          managed = [stored(), created];
          return json({ data: created }, 201);
        },
      },
    );
    renderDashboard(PAGE);
    const u = userEvent.setup();
    // The next free position comes from the list: wait for it before opening the form.
    await screen.findByRole('table', { name: 'Panneaux de ce programme' });
    await u.click(screen.getByRole('button', { name: 'Ajouter un panneau' }));
    const link = screen.getByLabelText('Lien « En savoir plus » (facultatif)');
    await typeInto(u, screen.getByLabelText('Titre en français'), 'Rejoindre');
    await typeInto(u, screen.getByLabelText('Titre en néerlandais'), 'Vriend');
    await typeInto(u, link, 'https://a.be');
    await u.click(screen.getByLabelText('Afficher ce panneau sur le site'));
    await u.click(screen.getByRole('button', { name: 'Enregistrer le panneau' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('Cette adresse ne répond pas.')));

    await u.clear(link);
    await u.click(screen.getByRole('button', { name: 'Enregistrer le panneau' }));
    expect(await screen.findByText('Le panneau « Rejoindre » a été enregistré.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/sam/amis/panels').at(-1)?.body).toEqual({
      audience: 'amis',
      title_fr: 'Rejoindre',
      title_nl: 'Vriend',
      body_fr: null,
      body_nl: null,
      cta_url: null,
      position: 2,
      active: false,
    });
    expect(await screen.findByRole('rowheader', { name: 'Rejoindre' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nouveau panneau' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gérer les panneaux' })).toHaveFocus();
    await waitFor(() => expect(lists.filter((query) => !query.has('manage')).length).toBe(2));
  });

  it('let the SAM team edit a panel in the same form (POST with _method PUT), or cancel back to its button', async () => {
    const { calls } = stubPanels(
      admin,
      { public: () => [shown(stored())], managed: () => [stored(), hidden] },
      { 'POST /api/sam/amis/panels/4': ({ body }) => json({ data: { ...hidden, ...(body as object), id: 4 } }) },
    );
    renderDashboard(PAGE);
    const u = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Modifier le panneau Devenez Ami de SAM' });
    await u.click(edit);
    expect(screen.getByLabelText('Titre en néerlandais')).toHaveValue('Word Vriend van SAM');
    expect(screen.getByLabelText('Titre en néerlandais')).toHaveAttribute('lang', 'nl');
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByLabelText('Titre en français')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Modifier le panneau Un don de 100 € vous coûte 55 €' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Modifier le panneau «\u00a0Un don de 100 € vous coûte 55 €\u00a0»' })).toHaveFocus();
    expect(screen.getByLabelText('Afficher ce panneau sur le site')).not.toBeChecked();
    await u.click(screen.getByLabelText('Afficher ce panneau sur le site'));
    await u.click(screen.getByRole('button', { name: 'Enregistrer le panneau' }));
    expect(await screen.findByText('Le panneau « Un don de 100 € vous coûte 55 € » a été enregistré.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/sam/amis/panels/4')?.body).toMatchObject({ _method: 'PUT', active: true, position: 2, cta_url: null });
  });

  it('delete a panel after a confirmation; a failed delete is only logged and the list stays (§8)', async () => {
    let managed = [stored(), hidden];
    let fails = true;
    stubPanels(
      admin,
      { public: () => [shown(stored())], managed: () => managed },
      {
        'DELETE /api/sam/amis/panels/4': () => {
          if (fails) return json({ message: 'Server Error', status: 500 }, 500);
          managed = [stored()];
          return new Response(null, { status: 204 });
        },
      },
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderDashboard(PAGE);
      const u = userEvent.setup();
      const remove = await screen.findByRole('button', { name: 'Supprimer le panneau Un don de 100 € vous coûte 55 €' });
      await u.click(remove);
      const dialog = screen.getByRole('dialog', { name: 'Supprimer ce panneau\u202f?' });
      await u.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Friends panel delete failed', expect.objectContaining({ status: 500 })));
      expect(screen.queryByRole('dialog', { name: 'Supprimer ce panneau\u202f?' })).not.toBeInTheDocument();
      for (const alert of screen.queryAllByRole('alert')) expect(alert).toBeEmptyDOMElement(); // no toast, no message
      expect(screen.getByRole('rowheader', { name: 'Un don de 100 € vous coûte 55 €' })).toBeInTheDocument();
      expect(remove).toHaveFocus();

      fails = false;
      await u.click(remove);
      await u.click(within(screen.getByRole('dialog', { name: 'Supprimer ce panneau\u202f?' })).getByRole('button', { name: 'Supprimer définitivement' }));
      expect(await screen.findByText('Le panneau « Un don de 100 € vous coûte 55 € » a été supprimé.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Un don de 100 € vous coûte 55 €' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 2, name: 'Gérer les panneaux' })).toHaveFocus();
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
