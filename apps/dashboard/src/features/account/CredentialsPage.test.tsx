import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApiRoutes, unprocessable, user } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';
import { PENDING_TOASTS_COOKIE as TOAST_HANDOFF_COOKIE } from '@sam/ui';
import { typeInto } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));
jest.mock('../../shared/navigation', () => ({ leaveDashboardFor: jest.fn() }));
const { leaveDashboardFor } = jest.requireMock<{ leaveDashboardFor: jest.Mock }>('../../shared/navigation');

const PAGE = '/fr/mon-tableau-de-bord/mes-identifiants';
const section = (name: string) => screen.getByRole('region', { name });
const summaryIn = (region: HTMLElement) => within(region).getByRole('alert');

/** Fills the password form's three fields and submits it. */
async function changePassword(form: HTMLElement, current: string, next: string, confirmation = next) {
  const u = userEvent.setup();
  await typeInto(u, within(form).getByLabelText('Mot de passe actuel'), current);
  await typeInto(u, within(form).getByLabelText('Nouveau mot de passe'), next);
  await typeInto(u, within(form).getByLabelText('Confirmer le nouveau mot de passe'), confirmation);
  await u.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
}

/** The toasts queued for the next page (the portal's), read back from the hand-over cookie. */
function queuedToasts(): unknown[] {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${TOAST_HANDOFF_COOKIE}=`));
  return cookie ? (JSON.parse(decodeURIComponent(cookie.slice(TOAST_HANDOFF_COOKIE.length + 1))) as unknown[]) : [];
}

afterEach(() => {
  jest.clearAllMocks();
  document.cookie = `${TOAST_HANDOFF_COOKIE}=; Path=/; Max-Age=0`;
});

describe('mes-identifiants: password', () => {
  it('refuses a confirmation that differs, on the field, with the summary focused, and sends nothing', async () => {
    const { calls } = stubApiRoutes(user(), {});
    renderDashboard(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes identifiants' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mes identifiants – SAM'));
    const form = section('Changer mon mot de passe');
    await changePassword(form, 'ancien-mot-de-passe', 'nouveau-mot-de-passe', 'autre-mot-de-passe');

    const confirmation = within(form).getByLabelText('Confirmer le nouveau mot de passe');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('Les deux mots de passe ne correspondent pas.'));
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(summaryIn(form).parentElement).toHaveFocus());
    expect(within(form).getByRole('form')).toHaveAttribute('aria-describedby', 'password-summary');
    expect(calls.some((c) => c.path === '/api/user/password')).toBe(false);
  });

  it('requires every field and a 10-character password', async () => {
    stubApiRoutes(user(), {});
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Changer mon mot de passe' });
    const u = userEvent.setup();
    await typeInto(u, within(form).getByLabelText('Nouveau mot de passe'), 'court');
    await u.click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() => expect(summaryIn(form)).toHaveTextContent('Le formulaire contient 3 erreurs :'));
    expect(within(form).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(within(form).getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription('Au moins 10 caractères. Le mot de passe doit contenir au moins 10 caractères.');
  });

  it('puts the API’s wrong-current-password 422 on the field', async () => {
    stubApiRoutes(user(), { 'PUT /api/user/password': () => unprocessable({ current_password: ['Le mot de passe actuel est incorrect.'] }) });
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Changer mon mot de passe' });
    await changePassword(form, 'pas-le-bon-mot', 'nouveau-mot-de-passe');
    await waitFor(() => expect(within(form).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
    await waitFor(() => expect(summaryIn(form).parentElement).toHaveFocus());
  });

  it('shows the API’s general message (throttling) in the summary', async () => {
    stubApiRoutes(user(), { 'PUT /api/user/password': () => json({ message: 'Trop de tentatives. Réessayez dans quelques minutes.', status: 429 }, 429) });
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Changer mon mot de passe' });
    await changePassword(form, 'pas-le-bon-mot', 'nouveau-mot-de-passe');
    await waitFor(() => expect(summaryIn(form)).toHaveTextContent('Trop de tentatives. Réessayez dans quelques minutes.'));
  });

  it('on success, sends the three fields, empties the form and says the other sessions were signed out', async () => {
    const { calls } = stubApiRoutes(user(), { 'PUT /api/user/password': () => json({ updated: true }) });
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Changer mon mot de passe' });
    await changePassword(form, 'ancien-mot-de-passe', 'nouveau-mot-de-passe');
    expect(await within(form).findByText(/vos autres sessions ont été déconnectées/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(calls.find((c) => c.path === '/api/user/password')?.body).toEqual({
      current_password: 'ancien-mot-de-passe',
      password: 'nouveau-mot-de-passe',
      password_confirmation: 'nouveau-mot-de-passe',
    });

    // The next attempt takes the confirmation away again.
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Changer mon mot de passe' }));
    await waitFor(() => expect(summaryIn(form)).toHaveTextContent('Le formulaire contient 2 erreurs :'));
    expect(within(form).queryByText(/vos autres sessions ont été déconnectées/)).not.toBeInTheDocument();
  });
});

describe('mes-identifiants: email', () => {
  it('changes the address and tells the user to check their mail; the unverified banner appears', async () => {
    let current = user();
    stubApiRoutes(null, {
      'GET /api/user': () => json(current),
      'PUT /api/user/email': ({ body }) => {
        current = user({ email: (body as { email: string }).email, email_verified_at: null });
        return json(current);
      },
    });
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Changer mon adresse e-mail' });
    expect(within(form).getByText('user@sam.example')).toBeInTheDocument();
    const u = userEvent.setup();
    await typeInto(u, within(form).getByLabelText('Nouvelle adresse e-mail'), 'Nouvelle@Example.be');
    await typeInto(u, within(form).getByLabelText('Mot de passe (pour confirmer)'), 'mon-mot-de-passe');
    await u.click(within(form).getByRole('button', { name: 'Changer mon adresse e-mail' }));
    expect(await within(form).findByText(/consultez votre boîte mail/)).toHaveTextContent('Votre adresse e-mail est maintenant nouvelle@example.be.');
    expect(await screen.findByText(/n’est pas encore vérifiée/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
  });

  it('refuses an invalid address locally and a taken one from the API', async () => {
    stubApiRoutes(user(), { 'PUT /api/user/email': () => unprocessable({ email: ['Un compte existe déjà avec cette adresse e-mail.'] }) });
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Changer mon adresse e-mail' });
    const u = userEvent.setup();
    const email = within(form).getByLabelText('Nouvelle adresse e-mail');
    await typeInto(u, email, 'pas-une-adresse');
    await typeInto(u, within(form).getByLabelText('Mot de passe (pour confirmer)'), 'mon-mot-de-passe');
    await u.click(within(form).getByRole('button', { name: 'Changer mon adresse e-mail' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Veuillez indiquer une adresse e-mail valide.'));

    await u.clear(email);
    await typeInto(u, email, 'pris@example.be');
    await u.click(within(form).getByRole('button', { name: 'Changer mon adresse e-mail' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Un compte existe déjà avec cette adresse e-mail.'));
    await waitFor(() => expect(summaryIn(form).parentElement).toHaveFocus());
  });
});

describe('mes-identifiants: account deletion (spec §5)', () => {
  it('refuses an address that is not the account’s, locally: "please give a valid e-mail address"', async () => {
    const { calls } = stubApiRoutes(user(), {});
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Supprimer mon compte' });
    const u = userEvent.setup();
    const email = within(form).getByLabelText('Adresse e-mail du compte à supprimer');
    await typeInto(u, email, 'autre@sam.example');
    await u.click(within(form).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('Veuillez indiquer une adresse e-mail valide.')));
    await waitFor(() => expect(summaryIn(form).parentElement).toHaveFocus());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(leaveDashboardFor).not.toHaveBeenCalled();
  });

  it('says it in Dutch too', async () => {
    stubApiRoutes(user({ locale: 'nl' }), {});
    renderDashboard('/nl/my-dashboard/mijn-inloggegevens');
    const form = await screen.findByRole('region', { name: 'Mijn account verwijderen' });
    const u = userEvent.setup();
    const email = within(form).getByLabelText('E-mailadres van de te verwijderen account');
    await typeInto(u, email, 'autre@sam.example');
    await u.click(within(form).getByRole('button', { name: 'Mijn account definitief verwijderen' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('Geef een geldig e-mailadres op.')));
  });

  // The API's 422 on a refused deletion: see CredentialsPage.deletion-refused.test.tsx.

  it('deletes with the account address (any case), queues the toast for the portal and leaves for its home', async () => {
    const { calls } = stubApiRoutes(user(), { 'DELETE /api/user': () => json({ deleted: true }) });
    renderDashboard(PAGE);
    const form = await screen.findByRole('region', { name: 'Supprimer mon compte' });
    const u = userEvent.setup();
    await typeInto(u, within(form).getByLabelText('Adresse e-mail du compte à supprimer'), ' User@Sam.example ', 'User@Sam.example'); // an email input trims what it holds
    await u.click(within(form).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(leaveDashboardFor).toHaveBeenCalledWith('http://portal.test/fr'));
    expect(calls.find((c) => c.method === 'DELETE' && c.path === '/api/user')?.body).toEqual({ email: 'user@sam.example' });
    expect(queuedToasts()).toEqual([{ type: 'success', message: 'Votre compte a bien été supprimé' }]);
  });
});
