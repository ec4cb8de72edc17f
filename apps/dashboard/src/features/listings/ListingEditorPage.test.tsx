import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApiRoutes, unprocessable } from '../../testing/fixtures';
import { stubModalDialogs } from '../../testing/dialog';
import { expectPageTitle, main } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { editCopy, editorRoutes, provider, version } from './testing';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));
stubModalDialogs();

const EDIT = '/fr/mon-tableau-de-bord/mes-fiches/maison-medicale-du-parc';
const SLUG_PATH = '/api/prestataires/maison-medicale-du-parc';

const findEditor = async () => {
  await expectPageTitle('Modifier ma fiche');
  return screen.findByRole('tablist', { name: 'Parties de la fiche' });
};
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer les modifications' });

describe('mes-fiches/{slug}', () => {
  it('shows the numbered tabs as WAI-ARIA tabs, usable with the keyboard', async () => {
    stubApiRoutes(provider(), editorRoutes());
    renderDashboard(EDIT);
    const tablist = await findEditor();
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '1. Informations générales',
      '2. Adresses et zones de couverture',
      '3. Métiers et activités',
      '4. Mots-clés',
      'Photos et vidéos',
      '7. Documents',
      'Versions et historique',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
    expect(screen.getByRole('tabpanel', { name: '1. Informations générales' })).toBeVisible();

    const u = userEvent.setup();
    await u.click(tabs[0]);
    await u.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs[1]).toHaveFocus());
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '2. Adresses et zones de couverture' })).toBeVisible();
    await u.keyboard('{End}');
    await waitFor(() => expect(tabs[6]).toHaveFocus());
    await u.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabs[0]).toHaveFocus());
    await u.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tabs[6]).toHaveFocus());
    await u.keyboard('{Home}');
    await waitFor(() => expect(tabs[0]).toHaveAttribute('aria-selected', 'true'));
    expect(tabs[6]).toHaveAttribute('tabindex', '-1');
  });

  it('fills tab 1 and 2 from the edit copy and saves the whole copy with PUT', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...editorRoutes(),
      [`PUT ${SLUG_PATH}`]: ({ body }) => json({ data: editCopy({ source: 'edit_copy', saved_at: '2026-03-04T10:00:00.000Z' }, body as object) }),
    });
    renderDashboard(EDIT);
    await findEditor();
    const general = within(screen.getByRole('tabpanel', { name: '1. Informations générales' }));
    expect(general.getByLabelText('Nom du service *')).toHaveValue('Maison médicale du Parc');
    expect(general.getByLabelText('Adresse e-mail')).toHaveValue('contact@parc.example');
    expect(general.getByLabelText('Type de tarif')).toHaveValue('conventionne');
    expect(general.getByLabelText('Français')).toBeChecked();

    const u = userEvent.setup();
    const phone = general.getByLabelText('Téléphone');
    await u.clear(phone);
    await u.type(phone, '02 765 43 21');
    await waitFor(() => expect(phone).toHaveValue('02 765 43 21'));
    await u.click(screen.getByRole('tab', { name: '2. Adresses et zones de couverture' }));
    const addresses = within(screen.getByRole('tabpanel', { name: '2. Adresses et zones de couverture' }));
    expect(addresses.getByText('Située par SAM : commune de Ixelles.')).toBeInTheDocument();
    expect(addresses.getByLabelText('Rue *')).toHaveValue('Rue du Parc');
    // Accessibility facts (issue 17): a group of checkboxes per address, ticked from the edit copy.
    const firstFacts = within(addresses.getByRole('group', { name: 'Accessibilité de l’adresse 1' }));
    expect(firstFacts.getAllByRole('checkbox')).toHaveLength(7);
    expect(firstFacts.getByLabelText('Boucle à induction magnétique')).toBeChecked();
    expect(firstFacts.getByLabelText('Entrée de plain-pied')).not.toBeChecked();
    await u.click(firstFacts.getByLabelText('Entrée de plain-pied'));
    await u.click(addresses.getByRole('button', { name: 'Ajouter une adresse' }));
    const second = within(addresses.getByRole('group', { name: 'Adresse 2' }));
    expect(second.getByLabelText('Type d’adresse')).toHaveValue('activity_place');
    await u.type(second.getByLabelText('Rue *'), 'Avenue Louise');
    await u.type(second.getByLabelText('Code postal *'), '1000');
    await u.type(second.getByLabelText('Localité *'), 'Bruxelles');
    await u.click(second.getByLabelText('Afficher cette adresse sur la fiche publique'));
    await u.click(within(second.getByRole('group', { name: 'Accessibilité de l’adresse 2' })).getByLabelText('Toilettes accessibles'));
    await waitFor(() => expect(second.getByLabelText('Localité *')).toHaveValue('Bruxelles'));

    await u.click(saveButton());
    expect(await screen.findByText('Modifications enregistrées. Demandez la validation pour les publier.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.path === SLUG_PATH)?.body as Record<string, unknown>;
    expect(put).toMatchObject({
      title: 'Maison médicale du Parc',
      phone: '02 765 43 21',
      email: 'contact@parc.example',
      company: null,
      languages: ['fr'],
      sectors: [{ id: 1, is_main: true }],
      besoins: [{ id: 3, is_main: true }],
      tags: [12],
    });
    expect(put.addresses).toEqual([
      expect.objectContaining({ id: 31, street: 'Rue du Parc', commune_id: '21009', lat: 50.83, lon: 4.37, accessibility: ['step_free_entrance', 'hearing_loop'] }),
      expect.objectContaining({ id: null, kind: 'activity_place', street: 'Avenue Louise', postal_code: '1000', locality: 'Bruxelles', is_visible: false, lat: null, accessibility: ['accessible_toilet'] }),
    ]);
  });

  it('refuses a secondary activity before a main one (spec §5), in the browser and with the shared schema', async () => {
    const copy = editCopy({}, { besoins: [{ id: 4, is_main: false }] });
    const { calls } = stubApiRoutes(provider(), editorRoutes(copy));
    renderDashboard(EDIT);
    await findEditor();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: '3. Métiers et activités' }));
    const panel = within(screen.getByRole('tabpanel', { name: '3. Métiers et activités' }));
    const secondary = within(panel.getByRole('group', { name: 'Activités secondaires' }));
    expect(secondary.getByText('Cochez d’abord une activité principale : les activités secondaires se cochent ensuite.')).toBeInTheDocument();
    expect(secondary.getByLabelText('Social > Répit')).toBeDisabled();
    expect(secondary.getByLabelText('Social > Répit')).toHaveAccessibleDescription(expect.stringContaining('Cochez d’abord une activité principale'));
    // The stored copy already has one without a main activity: the shared schema refuses to save it.
    await u.click(saveButton());
    await waitFor(() => expect(panel.getByText('Cochez d’abord une activité principale.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('tab', { name: '3. Métiers et activités (à corriger)' })).toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.selectOptions(panel.getByLabelText('Activité principale'), '3');
    await waitFor(() => expect(secondary.getByLabelText('Social > Répit')).toBeEnabled());
    await u.click(secondary.getByLabelText('Social > Répit'));
    await waitFor(() => expect(secondary.getByLabelText('Social > Répit')).toBeChecked());
    expect(secondary.queryByText(/Cochez d’abord/)).not.toBeInTheDocument();
  });

  it('puts a 422 on its field in another tab, and the summary link opens that tab', async () => {
    stubApiRoutes(provider(), {
      ...editorRoutes(),
      [`PUT ${SLUG_PATH}`]: () => unprocessable({ 'addresses.0.postal_code': ['Ce code postal ne correspond à aucune localité belge.'] }),
    });
    renderDashboard(EDIT);
    await findEditor();
    const u = userEvent.setup();
    await u.click(saveButton());
    const summary = await main().findByRole('alert');
    await waitFor(() => expect(summary).toHaveTextContent('Adresse 1 – Code postal * : Ce code postal ne correspond à aucune localité belge.'));
    await u.click(within(summary).getByRole('link', { name: /Adresse 1 – Code postal/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^2\. Adresses/ })).toHaveAttribute('aria-selected', 'true'));
    const postal = within(screen.getByRole('tabpanel', { name: /^2\. Adresses/ })).getByLabelText('Code postal *');
    await waitFor(() => expect(postal).toHaveFocus());
    expect(postal).toHaveAccessibleDescription('Ce code postal ne correspond à aucune localité belge.');
  });

  it('requests validation of the saved copy, and not of unsaved changes', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...editorRoutes(editCopy({ source: 'edit_copy', saved_at: '2026-03-04T10:00:00.000Z' })),
      'POST /api/prestataires/commit': () => json({ data: { id: 52, number: 3 } }, 201),
    });
    renderDashboard(EDIT);
    await findEditor();
    expect(screen.getByText(/Vous voyez vos modifications enregistrées le 4 mars 2026 à 11:00/)).toBeInTheDocument();
    const u = userEvent.setup();
    const title = screen.getByLabelText('Nom du service *');
    await u.type(title, ' bis');
    await waitFor(() => expect(title).toHaveValue('Maison médicale du Parc bis'));
    await u.click(screen.getByRole('button', { name: 'Demander la validation' }));
    expect(await screen.findByText('Enregistrez d’abord vos modifications : seule la version enregistrée est envoyée.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/prestataires/commit')).toBe(false);

    await u.clear(title);
    await u.type(title, 'Maison médicale du Parc');
    await waitFor(() => expect(title).toHaveValue('Maison médicale du Parc'));
    await u.click(screen.getByRole('button', { name: 'Demander la validation' }));
    expect(await screen.findByText('Votre version a été envoyée à l’équipe SAM pour validation.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/prestataires/commit')?.body).toEqual({ slug: 'maison-medicale-du-parc', prestataire_id: 7 });
  });

  it('suggests tags (POST /api/tags/algolia) and adds one', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...editorRoutes(),
      'POST /api/tags/algolia': () => json({ hits: [{ id: 15, slug: 'soins-palliatifs', name_fr: 'soins palliatifs', name_nl: 'palliatieve zorg' }] }),
    });
    renderDashboard(EDIT);
    await findEditor();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: '4. Mots-clés' }));
    const panel = within(screen.getByRole('tabpanel', { name: '4. Mots-clés' }));
    expect(panel.getByText('soins infirmiers')).toBeInTheDocument();
    await u.type(panel.getByLabelText('Ajouter un mot-clé'), 'pallia');
    await u.click(await panel.findByRole('button', { name: 'soins palliatifs' }));
    expect(await panel.findByRole('button', { name: 'Retirer le mot-clé soins palliatifs' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/tags/algolia')?.body).toMatchObject({ query: 'pallia', locale: 'fr' });
  });

  it('lists the versions and restores one after confirmation', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...editorRoutes(),
      [`GET ${SLUG_PATH}/versions`]: () => json({ data: [version(), version({ id: 40, number: 1, current: false, decided_at: '2025-12-01T09:00:00.000Z' })] }),
      'POST /api/prestataires/versions/40/apply': () => json({ data: editCopy({ source: 'edit_copy', saved_at: '2026-03-05T09:00:00.000Z' }) }),
    });
    renderDashboard(EDIT);
    await findEditor();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Versions et historique' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Versions et historique' }));
    const table = await panel.findByRole('table', { name: 'Versions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Version', 'Statut', 'Date', 'Auteur', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: /Version 2/ })).toBeInTheDocument();
    expect(within(table).getByText('Approuvée – publiée actuellement')).toBeInTheDocument();
    await u.click(within(table).getByRole('button', { name: 'Restaurer cette version (Version 1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Restaurer cette version\u202f?' });
    await u.click(within(dialog).getByRole('button', { name: 'Oui, restaurer' }));
    expect(await screen.findByText('« Version 1 » a été restaurée dans vos modifications en cours.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/prestataires/versions/40/apply')).toBe(true);
  });

  it('downloads the history PDF (POST export-history)', async () => {
    const createObjectURL = jest.fn(() => 'blob:history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = stubApiRoutes(provider(), {
      ...editorRoutes(),
      'POST /api/prestataires/7/export-history': () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="history-maison-medicale-du-parc.pdf"' } }),
    });
    renderDashboard(EDIT);
    await findEditor();
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Versions et historique' }));
    await u.click(screen.getByRole('button', { name: 'Télécharger l’historique (PDF)' }));
    expect(await screen.findByText('L’historique a été téléchargé.')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/prestataires/7/export-history')).toBe(true);
    click.mockRestore();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApiRoutes(provider(), { ...editorRoutes(), 'GET /api/prestataires/mine': () => json({ data: [] }) });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderDashboard(EDIT);
    await findEditor();
    const u = userEvent.setup();
    const title = screen.getByLabelText('Nom du service *');
    await u.type(title, ' bis');
    await waitFor(() => expect(title).toHaveValue('Maison médicale du Parc bis'));
    await act(() => router.navigate('/fr/mon-tableau-de-bord/mes-fiches'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Vous avez des modifications non enregistrées. Quitter la page quand même\u202f?'));
    expect(router.state.location.pathname).toBe(EDIT);
    confirm.mockReturnValue(true);
    await act(() => router.navigate('/fr/mon-tableau-de-bord/mes-fiches'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/mon-tableau-de-bord/mes-fiches'));
    confirm.mockRestore();
  });
});
