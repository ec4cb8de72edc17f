import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken } from '@sam/contracts';
import { json, notFound, stubApiRoutes, unprocessable, user } from '../../testing/fixtures';
import { expectPageTitle, main } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { typeInto, findAlert } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const PAGE = '/fr/mon-tableau-de-bord/tokens';
const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 5,
  title: 'Agenda du CPAS',
  created_at: '2026-03-01T09:30:00.000Z',
  expires_at: null,
  last_used_at: null,
  ...overrides,
});
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('tokens', () => {
  it('lists the tokens with their dates in fr-BE', async () => {
    stubApiRoutes(user(), {
      'GET /api/tokens': () =>
        json({
          data: [
            token(),
            token({ id: 6, title: 'Site de la maison médicale', expires_at: '2026-12-31T23:59:59.999Z', last_used_at: '2026-04-02T14:05:00.000Z' }),
          ],
        }),
    });
    renderDashboard(PAGE);
    await expectPageTitle('Mes tokens');
    expect(screen.getByRole('link', { name: 'référence de l’API' })).toHaveAttribute('href', 'http://api.test/api/docs');
    const table = await screen.findByRole('table', { name: 'Vos tokens' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Agenda du CPAS');
    expect(first).toHaveTextContent('1 mars 2026');
    expect(first).toHaveTextContent('Pas d’expiration');
    expect(first).toHaveTextContent('Jamais utilisé');
    expect(second).toHaveTextContent('31 décembre 2026');
    expect(second).toHaveTextContent('2 avril 2026');
    expect(second).toHaveTextContent('16:05');
    expect(within(first).getByRole('button', { name: 'Révoquer le token Agenda du CPAS' })).toBeInTheDocument();
  });

  it('formats the dates in nl-BE under /nl', async () => {
    stubApiRoutes(user(), { 'GET /api/tokens': () => json({ data: [token()] }) });
    renderDashboard('/nl/my-dashboard/tokens');
    const table = await screen.findByRole('table', { name: 'Uw tokens' });
    expect(table).toHaveTextContent('1 maart 2026');
    expect(table).toHaveTextContent('Vervalt niet');
    expect(within(table).getByRole('button', { name: 'Intrekken token Agenda du CPAS' })).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    stubApiRoutes(user(), { 'GET /api/tokens': () => json({ data: [] }) });
    renderDashboard(PAGE);
    expect(await screen.findByText('Vous n’avez encore aucun token.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the list could not be loaded and loads it again on request', async () => {
    let fail = true;
    stubApiRoutes(user(), {
      'GET /api/tokens': () => (fail ? json({ message: 'Trop de requêtes.', status: 429 }, 429) : json({ data: [token()] })),
    });
    renderDashboard(PAGE);
    await waitFor(() => expect(main().getByRole('alert')).toHaveTextContent('Trop de requêtes.'));
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('rowheader', { name: 'Agenda du CPAS' })).toBeInTheDocument();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the create form locally: a title is required and the expiry must lie ahead', async () => {
    const { calls } = stubApiRoutes(user(), { 'GET /api/tokens': () => json({ data: [] }) });
    renderDashboard(PAGE);
    const form = await screen.findByRole('form', { name: 'Créer un token' });
    const u = userEvent.setup();
    await typeInto(u, within(form).getByLabelText('Date d’expiration (facultative)'), isoDay(-2));
    await u.click(within(form).getByRole('button', { name: 'Créer le token' }));
    const summary = await findAlert(within(form), 'Le formulaire contient 2 erreurs :');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(within(form).getByLabelText('Titre du token')).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.'));
    expect(within(form).getByLabelText('Date d’expiration (facultative)')).toHaveAccessibleDescription(
      expect.stringContaining('La date d’expiration doit être dans le futur.'),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/tokens')).toBe(false);
  });

  it('puts the API’s 422 on the field', async () => {
    stubApiRoutes(user(), {
      'GET /api/tokens': () => json({ data: [] }),
      'POST /api/tokens': () => unprocessable({ expires_at: ['La date d’expiration ne peut pas dépasser un an.'] }),
    });
    renderDashboard(PAGE);
    const form = await screen.findByRole('form', { name: 'Créer un token' });
    const u = userEvent.setup();
    await typeInto(u, within(form).getByLabelText('Titre du token'), 'Agenda');
    await u.click(within(form).getByRole('button', { name: 'Créer le token' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Date d’expiration (facultative)')).toHaveAccessibleDescription(
        expect.stringContaining('La date d’expiration ne peut pas dépasser un an.'),
      ),
    );
  });

  it('creates a token and shows its value once, with a copy button and the warning', async () => {
    let list: ApiToken[] = [];
    const { calls } = stubApiRoutes(user(), {
      'GET /api/tokens': () => json({ data: list }),
      'POST /api/tokens': ({ body }) => {
        const created = token({ id: 9, title: (body as { title: string }).title, expires_at: (body as { expires_at: string | null }).expires_at });
        list = [created];
        return json({ data: created, token: '9|s3cr3t-value-of-forty-characters-xxxxxx' }, 201);
      },
    });
    renderDashboard(PAGE);
    const form = await screen.findByRole('form', { name: 'Créer un token' });
    const u = userEvent.setup();
    await typeInto(u, within(form).getByLabelText('Titre du token'), '  Agenda  ');
    const expiry = isoDay(30);
    await typeInto(u, within(form).getByLabelText('Date d’expiration (facultative)'), expiry);
    await u.click(within(form).getByRole('button', { name: 'Créer le token' }));

    const box = await screen.findByRole('region', { name: 'Votre nouveau token «\u00a0Agenda\u00a0»' });
    await waitFor(() => expect(within(box).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(within(box).getByText('9|s3cr3t-value-of-forty-characters-xxxxxx')).toBeInTheDocument();
    expect(box).toHaveTextContent('il ne sera plus jamais affiché');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/tokens')?.body).toEqual({ title: 'Agenda', expires_at: `${expiry}T23:59:59.999Z` });
    expect(within(form).getByLabelText('Titre du token')).toHaveValue('');
    expect(await screen.findByRole('rowheader', { name: 'Agenda' })).toBeInTheDocument();

    await u.click(within(box).getByRole('button', { name: 'Copier' }));
    expect(await within(box).findByRole('button', { name: 'Copié' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('9|s3cr3t-value-of-forty-characters-xxxxxx');
    expect(await screen.findByText('Token copié dans le presse-papier')).toBeInTheDocument();

    await u.click(within(box).getByRole('button', { name: 'J’ai copié mon token' }));
    expect(screen.queryByText('9|s3cr3t-value-of-forty-characters-xxxxxx')).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation that can be cancelled', async () => {
    let list = [token()];
    const { calls } = stubApiRoutes(user(), {
      'GET /api/tokens': () => json({ data: list }),
      'DELETE /api/tokens/5': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard(PAGE);
    const revoke = await screen.findByRole('button', { name: 'Révoquer le token Agenda du CPAS' });
    const u = userEvent.setup();
    await u.click(revoke);
    const question = screen.getByText(/Révoquer le token « Agenda du CPAS » \?/);
    expect(question).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('button', { name: 'Révoquer le token Agenda du CPAS' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Révoquer le token Agenda du CPAS' }));
    await u.click(screen.getByRole('button', { name: 'Oui, révoquer' }));
    expect(await main().findByText('Le token « Agenda du CPAS » a été révoqué.')).toBeInTheDocument();
    expect(await screen.findByText('Vous n’avez encore aucun token.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/tokens/5']);
  });

  it('says so when revoking fails', async () => {
    stubApiRoutes(user(), {
      'GET /api/tokens': () => json({ data: [token()] }),
      'DELETE /api/tokens/5': notFound,
    });
    renderDashboard(PAGE);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Révoquer le token Agenda du CPAS' }));
    await u.click(screen.getByRole('button', { name: 'Oui, révoquer' }));
    await waitFor(() => expect(main().getByRole('alert')).toHaveTextContent('Le token n’a pas pu être révoqué. Cette page est introuvable.'));
  });
});
