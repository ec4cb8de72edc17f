import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserWithProfile } from '@sam/contracts';
import { json, signedInAccount, stubApiRoutes, unprocessable, user } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';
import { typeInto, chooseOption, findAlert } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const profile = { id: 3, first_name: 'Anne', last_name: 'Dupont', phone: null, organisation: 'Maison du Parc', user_type: 'guest' as const, newsletter: false };

function account(overrides: Partial<UserWithProfile> = {}): UserWithProfile {
  return {
    ...signedInAccount(),
    created_at: '2025-12-01T10:00:00.000Z',
    profile,
    ...overrides,
  };
}

const saved = (body: Record<string, unknown>, id = 3) => json({ data: { ...profile, ...body, id, user_id: 1 } }, 200);

describe('mon-profil', () => {
  it('loads GET /api/users/{id}, saves with POST /api/profiles/{id} (_method PUT) and shows the toast', async () => {
    const { calls } = stubApiRoutes(user(), {
      'GET /api/users/1': () => json({ data: account() }),
      'POST /api/profiles/3': ({ body }) => saved(body as Record<string, unknown>),
    });
    renderDashboard('/fr/mon-tableau-de-bord/mon-profil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mon profil – SAM'));
    const firstName = await screen.findByLabelText('Prénom');
    expect(firstName).toHaveValue('Anne');
    expect(screen.getByLabelText('Organisation')).toHaveValue('Maison du Parc');
    expect(screen.getByLabelText('Langue de mon compte')).toHaveValue('fr');

    const user$ = userEvent.setup();
    await user$.clear(firstName);
    await typeInto(user$, firstName, 'Annie');
    await typeInto(user$, screen.getByLabelText('Téléphone'), '+32 2 123 45 67');
    await user$.click(screen.getByLabelText('Je souhaite recevoir la newsletter de SAM'));
    await chooseOption(user$, screen.getByLabelText('Langue de mon compte'), 'nl');
    await user$.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));

    expect(await screen.findByText('Votre profil a été mis à jour')).toBeInTheDocument();
    expect(screen.getByText('Modifications enregistrées')).toBeInTheDocument();
    const save = calls.find((c) => c.method === 'POST' && c.path === '/api/profiles/3');
    expect(save?.body).toEqual({
      _method: 'PUT',
      first_name: 'Annie',
      last_name: 'Dupont',
      phone: '+32 2 123 45 67',
      organisation: 'Maison du Parc',
      newsletter: true,
      locale: 'nl',
    });
  });

  it('creates the profile (POST /api/profiles) when the user has none, sending cleared fields as null', async () => {
    const { calls } = stubApiRoutes(user(), {
      'GET /api/users/1': () => json({ data: account({ profile: null }) }),
      'POST /api/profiles': ({ body }) => saved(body as Record<string, unknown>, 9),
    });
    renderDashboard('/fr/mon-tableau-de-bord/mon-profil');
    expect(await screen.findByText('Vous n’avez pas encore de profil : il sera créé lors du premier enregistrement.')).toBeInTheDocument();
    const user$ = userEvent.setup();
    await typeInto(user$, screen.getByLabelText('Nom'), 'Dupont');
    await user$.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(await screen.findByText('Votre profil a été mis à jour')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/profiles')?.body).toEqual({
      first_name: null,
      last_name: 'Dupont',
      phone: null,
      organisation: null,
      newsletter: false,
      locale: 'fr',
    });
  });

  it('checks the phone locally: the error sits on the field and the focused summary links to it; nothing is sent', async () => {
    const { calls } = stubApiRoutes(user(), { 'GET /api/users/1': () => json({ data: account() }) });
    renderDashboard('/fr/mon-tableau-de-bord/mon-profil');
    const phone = await screen.findByLabelText('Téléphone');
    const user$ = userEvent.setup();
    await typeInto(user$, phone, 'pas un numéro');
    await user$.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));

    const summary = await findAlert(within(screen.getByRole('main')), 'Le formulaire contient une erreur :');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Indiquez un numéro de téléphone valide.'));
    await user$.click(within(summary).getByRole('link', { name: 'Téléphone\u00a0: Indiquez un numéro de téléphone valide.' }));
    expect(phone).toHaveFocus();
    expect(calls.some((c) => c.path.startsWith('/api/profiles'))).toBe(false);
  });

  it('puts the API’s 422 field errors on the fields', async () => {
    stubApiRoutes(user(), {
      'GET /api/users/1': () => json({ data: account() }),
      'POST /api/profiles/3': () => unprocessable({ organisation: ['Ce texte est trop long.'] }),
    });
    renderDashboard('/fr/mon-tableau-de-bord/mon-profil');
    const organisation = await screen.findByLabelText('Organisation');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    await waitFor(() => expect(organisation).toHaveAccessibleDescription('Ce texte est trop long.'));
    const summary = within(screen.getByRole('main')).getByRole('alert');
    expect(summary).toHaveTextContent('Organisation : Ce texte est trop long.');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.queryByText('Votre profil a été mis à jour')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    const { fetchStub } = stubApiRoutes(user(), { 'GET /api/users/1': () => json({ data: account() }) });
    renderDashboard('/fr/mon-tableau-de-bord/mon-profil');
    await screen.findByLabelText('Prénom');
    const stubbed = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input) => {
      if ((input as Request).url.includes('/api/profiles')) throw new TypeError('Failed to fetch');
      return stubbed(input);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    expect(await screen.findByText('Le serveur ne répond pas. Vérifiez votre connexion internet et réessayez.')).toBeInTheDocument();
  });

  it('speaks Dutch under /nl/my-dashboard/mijn-profiel, toast included', async () => {
    stubApiRoutes(user({ locale: 'nl' }), {
      'GET /api/users/1': () => json({ data: account({ locale: 'nl' }) }),
      'POST /api/profiles/3': ({ body }) => saved(body as Record<string, unknown>),
    });
    renderDashboard('/nl/my-dashboard/mijn-profiel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mijn profiel – SAM'));
    expect(await screen.findByLabelText('Voornaam')).toHaveValue('Anne');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mijn profiel opslaan' }));
    expect(await screen.findByText('Uw profiel werd bijgewerkt')).toBeInTheDocument();
    expect(screen.getByText('Wijzigingen opgeslagen')).toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    stubApiRoutes(user(), { 'GET /api/users/1': () => json({ message: 'Server Error', status: 500 }, 500) });
    renderDashboard('/fr/mon-tableau-de-bord/mon-profil');
    expect(await screen.findByText('Votre profil n’a pas pu être chargé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
