import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forbidden, json, listPage, listing, stubApiRoutes, unprocessable, user } from '../../testing/fixtures';
import { expectPageTitle, findForm, main } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { editableEvent, formReferences, ownEvent } from './testing';
import { typeInto, chooseOption, findAlert } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const CREATE = '/fr/mon-tableau-de-bord/mon-agenda/creer-un-evenement';
const EDIT = '/fr/mon-tableau-de-bord/mon-agenda/cafe-des-aidants';
const provider = () => user({ roles: ['user', 'provider'], prestataires: [listing()] });
const eventForm = () => findForm('Créer l’événement');

describe('mon-agenda/creer-un-evenement', () => {
  it('creates the event in Belgian time, shows a toast and goes back to the list', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...formReferences,
      'POST /api/events': ({ body }) => json({ data: editableEvent({ ...(body as object), prestataire: null, status: 'published' }) }, 201),
      'POST /api/events/search': () => listPage([ownEvent()]),
    });
    renderDashboard(CREATE);
    await expectPageTitle('Créer un événement');
    const form = await eventForm();
    const u = userEvent.setup();
    await typeInto(u, form.getByLabelText('Titre *'), '  Café des aidants  ');
    await typeInto(u, form.getByLabelText('Description *'), 'Un moment d’échange.');
    expect(form.getByLabelText('Langue de l’annonce *')).toHaveValue('fr');
    await chooseOption(u, form.getByLabelText('Catégorie *'), 'Groupe de parole');
    await chooseOption(u, form.getByLabelText('Organisé par'), 'Maison médicale du Parc');
    await chooseOption(u, form.getByLabelText('Commune'), 'Ixelles');
    await typeInto(u, form.getByLabelText('Début *'), '2026-05-14T18:30');
    await typeInto(u, form.getByLabelText('Fin'), '2026-12-14T20:00');
    await typeInto(u, form.getByLabelText('Site web'), 'https://example.be/cafe');
    expect(form.getByLabelText('Publication *')).toHaveValue('published');
    await u.click(form.getByRole('button', { name: 'Créer l’événement' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mes événements' })).toBeInTheDocument();
    expect(screen.getByText('L’événement « Café des aidants » a été créé.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/events')?.body).toEqual({
      title: 'Café des aidants',
      description: 'Un moment d’échange.',
      locale: 'fr',
      category_id: 3,
      prestataire_id: 7,
      place: null,
      commune_id: '21009',
      // 18:30 in Brussels: summer time (UTC+2) in May, winter time (UTC+1) in December.
      starts_at: '2026-05-14T16:30:00.000Z',
      ends_at: '2026-12-14T19:00:00.000Z',
      contact_person: null,
      website: 'https://example.be/cafe',
      status: 'published',
    });
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const { calls } = stubApiRoutes(user(), formReferences);
    renderDashboard(CREATE);
    const form = await eventForm();
    expect(form.queryByLabelText('Organisé par')).not.toBeInTheDocument(); // no listing of their own
    const u = userEvent.setup();
    await typeInto(u, form.getByLabelText('Titre *'), 'Ab');
    await typeInto(u, form.getByLabelText('Début *'), '2026-05-14T18:30');
    await typeInto(u, form.getByLabelText('Fin'), '2026-05-14T17:00');
    await typeInto(u, form.getByLabelText('Site web'), 'javascript:alert(1)');
    await u.click(form.getByRole('button', { name: 'Créer l’événement' }));

    const summary = await findAlert(form, 'Le formulaire contient 5 erreurs :');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(form.getByLabelText('Titre *')).toHaveAccessibleDescription('Le titre doit contenir au moins 3 caractères.');
    expect(form.getByLabelText('Description *')).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.'));
    expect(form.getByLabelText('Catégorie *')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(form.getByLabelText('Fin')).toHaveAccessibleDescription(expect.stringContaining('La fin de l’événement ne peut pas précéder son début.'));
    expect(form.getByLabelText('Site web')).toHaveAccessibleDescription(expect.stringContaining('Indiquez une adresse web valide.'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/events')).toBe(false);
  });

  it('puts the API’s 422 on its field', async () => {
    stubApiRoutes(user(), {
      ...formReferences,
      'POST /api/events': () => unprocessable({ commune_id: ['Choisissez une commune de la liste.'] }),
    });
    renderDashboard(CREATE);
    const form = await eventForm();
    const u = userEvent.setup();
    await typeInto(u, form.getByLabelText('Titre *'), 'Café des aidants');
    await typeInto(u, form.getByLabelText('Description *'), 'Texte');
    await chooseOption(u, form.getByLabelText('Catégorie *'), 'Conférence');
    await typeInto(u, form.getByLabelText('Début *'), '2026-05-14T18:30');
    await u.click(form.getByRole('button', { name: 'Créer l’événement' }));
    await waitFor(() => expect(form.getByLabelText('Commune')).toHaveAccessibleDescription('Choisissez une commune de la liste.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un événement' })).toBeInTheDocument();
  });
});

describe('mon-agenda/{slug}', () => {
  it('fills the form with the stored event and saves it with PUT', async () => {
    const { calls } = stubApiRoutes(provider(), {
      ...formReferences,
      'GET /api/events/cafe-des-aidants': () => json({ data: editableEvent() }),
      'PUT /api/events/cafe-des-aidants': ({ body }) => json({ data: editableEvent({ ...(body as object), prestataire: null }) }),
      'POST /api/events/search': () => listPage([ownEvent()]),
    });
    renderDashboard(EDIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier un événement' })).toBeInTheDocument();
    const form = await findForm('Enregistrer les modifications');
    expect(screen.getByText('Modifiez l’événement « Café des aidants ». Son adresse dans l’agenda ne change pas.')).toBeInTheDocument();
    expect(form.getByLabelText('Titre *')).toHaveValue('Café des aidants');
    expect(form.getByLabelText('Description *')).toHaveValue('Un moment d’échange.\n\nEntrée libre.');
    expect(form.getByLabelText('Catégorie *')).toHaveValue('3');
    expect(form.getByLabelText('Organisé par')).toHaveValue('7');
    expect(form.getByLabelText('Commune')).toHaveValue('21009');
    expect(form.getByLabelText('Début *')).toHaveValue('2026-05-14T18:30');
    expect(form.getByLabelText('Fin')).toHaveValue('');
    expect(form.getByLabelText('Publication *')).toHaveValue('draft');

    const u = userEvent.setup();
    await chooseOption(u, form.getByLabelText('Publication *'), 'published');
    await u.click(form.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Les modifications de « Café des aidants » ont été enregistrées.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes événements' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'GET' && c.path === '/api/events/cafe-des-aidants')).toBeDefined();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Café des aidants', status: 'published', starts_at: '2026-05-14T16:30:00.000Z', ends_at: null, prestataire_id: 7 });
  });

  it('offers the listing already linked even when it is not the user’s own', async () => {
    stubApiRoutes(user({ roles: ['user', 'admin'] }), {
      ...formReferences,
      'GET /api/events/cafe-des-aidants': () => json({ data: editableEvent({ prestataire: { id: 40, slug: 'autre-service', title: 'Autre service' } }) }),
    });
    renderDashboard(EDIT);
    const select = await screen.findByLabelText('Organisé par');
    expect(select).toHaveValue('40');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Aucune de mes fiches', 'Autre service']);
  });

  it('says why an event cannot be edited', async () => {
    stubApiRoutes(user(), {
      ...formReferences,
      'GET /api/events/cafe-des-aidants': forbidden,
    });
    renderDashboard(EDIT);
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Cet événement n’a pas pu être chargé. Vous n’avez pas le droit d’effectuer cette action.',
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });
});
