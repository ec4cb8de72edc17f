import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApiRoutes, unprocessable } from '../../testing/fixtures';
import { expectPageTitle, findForm } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { activityRoutes, editCopy, editorRoutes, provider } from './testing';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const CREATE = '/fr/mon-tableau-de-bord/creer-un-prestataire';

async function typeInto(u: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await u.type(field, text);
  await waitFor(() => expect(field).toHaveValue(text));
}

describe('creer-un-prestataire', () => {
  it('creates a draft from title, sector, main activity and one address, then opens its editor', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...editorRoutes(),
      // 201 with the new draft's edit copy (listings.create).
      'POST /api/prestataires': () => json({ data: editCopy({ source: 'edit_copy' }) }, 201),
    });
    const { router } = renderDashboard(CREATE);
    await expectPageTitle('Créer une fiche de prestataire');
    const form = await findForm('Créer le brouillon');
    const u = userEvent.setup();
    await typeInto(u, form.getByLabelText('Nom du service *'), 'Maison médicale du Parc');
    await u.selectOptions(form.getByLabelText('Secteur *'), 'Santé');
    await u.selectOptions(form.getByLabelText('Activité principale *'), '3');
    expect(form.getByLabelText('Type d’adresse')).toHaveValue('head_office');
    await typeInto(u, form.getByLabelText('Rue *'), 'Rue du Parc');
    await typeInto(u, form.getByLabelText('Numéro'), '12');
    await typeInto(u, form.getByLabelText('Code postal *'), '1050');
    await typeInto(u, form.getByLabelText('Localité *'), 'Ixelles');
    expect(form.getByLabelText('Afficher cette adresse sur la fiche publique')).toBeChecked();
    await u.click(form.getByRole('button', { name: 'Créer le brouillon' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/mon-tableau-de-bord/mes-fiches/maison-medicale-du-parc'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier ma fiche' })).toBeInTheDocument();
    expect(await screen.findByText('Le brouillon « Maison médicale du Parc » a été créé. Complétez-le, puis demandez sa validation.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/prestataires')?.body).toEqual({
      title: 'Maison médicale du Parc',
      sector_id: 1,
      besoin_id: 3,
      address: {
        id: null,
        kind: 'head_office',
        street: 'Rue du Parc',
        number: '12',
        box: null,
        postal_code: '1050',
        locality: 'Ixelles',
        country: 'BE',
        is_visible: true,
        commune_id: null,
        quartier_id: null,
        lat: null,
        lon: null,
        // The create form has no accessibility checkboxes; the shared schema reads none as [].
        accessibility: [],
      },
    });
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const { calls } = stubApiRoutes(provider(), activityRoutes);
    renderDashboard(CREATE);
    const form = await findForm('Créer le brouillon');
    const u = userEvent.setup();
    await typeInto(u, form.getByLabelText('Code postal *'), '105');
    await u.click(form.getByRole('button', { name: 'Créer le brouillon' }));

    await waitFor(() => expect(form.getByLabelText('Code postal *')).toHaveAccessibleDescription('Indiquez un code postal belge de 4 chiffres.'));
    const summary = form.getByRole('alert');
    await waitFor(() => expect(summary).toHaveTextContent('Le formulaire contient 6 erreurs :'));
    expect(summary).toHaveTextContent('Nom du service * : Ce champ est obligatoire.');
    expect(summary).toHaveTextContent('Rue * : Ce champ est obligatoire.');
    expect(form.getByLabelText('Activité principale *')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/prestataires')).toBe(false);
  });

  it('puts the API’s 422 on the address field it names', async () => {
    stubApiRoutes(provider(), {
      ...activityRoutes,
      'POST /api/prestataires': () => unprocessable({ 'address.postal_code': ['Ce code postal ne correspond à aucune localité belge.'] }),
    });
    renderDashboard(CREATE);
    const form = await findForm('Créer le brouillon');
    const u = userEvent.setup();
    await typeInto(u, form.getByLabelText('Nom du service *'), 'Centre');
    await u.selectOptions(form.getByLabelText('Secteur *'), 'Social');
    await u.selectOptions(form.getByLabelText('Activité principale *'), '5');
    await typeInto(u, form.getByLabelText('Rue *'), 'Rue Haute');
    await typeInto(u, form.getByLabelText('Code postal *'), '9999');
    await typeInto(u, form.getByLabelText('Localité *'), 'Nulle part');
    await u.click(form.getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => expect(form.getByLabelText('Code postal *')).toHaveAccessibleDescription('Ce code postal ne correspond à aucune localité belge.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Créer une fiche de prestataire' })).toBeInTheDocument();
  });
});
