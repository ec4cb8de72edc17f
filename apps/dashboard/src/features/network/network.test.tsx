import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NetworkRelation, UserNetwork } from '@sam/contracts';
import { json, listing, stubApiRoutes, user, type ApiCall } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const head = { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' };
const relation = (overrides: Partial<NetworkRelation>): NetworkRelation => ({
  id: 1,
  listing: head,
  other: { id: 20, slug: 'repit-zebre', title: 'Répit Zèbre', email: null, locality: 'Ixelles', public: true },
  side: 'head',
  state: 'member',
  actions: ['remove'],
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const network = (relations: NetworkRelation[]): UserNetwork => ({
  listings: [{ ...head, network_consent: true, privileged: false, cap: 50, member_count: relations.filter((r) => r.side === 'head' && r.state === 'member').length, settings: null }],
  relations,
});
const consenting = () => user({ roles: ['user', 'provider'], prestataires: [listing({ network_consent: true })] });

describe('mon-reseau', () => {
  it('files the relations under the account-area labels and takes a step with its button', async () => {
    let relations = [
      relation({}),
      relation({ id: 2, other: { id: 21, slug: 'eclat', title: 'Éclat aidants', email: null, locality: null, public: true }, state: 'request_received', actions: ['accept', 'accept-and-join-back', 'refuse'] }),
      relation({ id: 3, other: { id: 22, slug: 'atelier', title: 'Atelier mobilité', email: null, locality: null, public: true }, state: 'invitation_sent', actions: ['cancel'] }),
    ];
    const { calls } = stubApiRoutes(null, {
      'GET /api/user': () => json(consenting()),
      'GET /api/users/network': () => json({ data: network(relations) }),
      'POST /api/networks/relations/2/accept': () => {
        relations = relations.map((r) => (r.id === 2 ? { ...r, state: 'member', actions: ['remove'] } : r));
        return json({ data: relations[1] });
      },
    });
    renderDashboard('/fr/mon-tableau-de-bord/mon-reseau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon réseau' })).toBeInTheDocument();
    expect(await screen.findByText('« Maison médicale du Parc » : 1 membre sur 50 au maximum.')).toBeInTheDocument();
    const requests = within(screen.getByRole('region', { name: 'Mes demandes en attente (1)' }));
    within(screen.getByRole('region', { name: 'Invitations reçues et envoyées (1)' })).getByRole('button', { name: 'Annuler : Atelier mobilité' });
    within(screen.getByRole('region', { name: 'Mes bonnes adresses\u00a0: les membres de mon réseau (1)' })).getByRole('button', { name: 'Retirer du réseau : Répit Zèbre' });

    await userEvent.setup().click(requests.getByRole('button', { name: 'Accepter : Éclat aidants' }));
    expect(await screen.findByText('« Éclat aidants » et vous travaillez désormais en réseau.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Mes bonnes adresses\u00a0: les membres de mon réseau (2)' })).toBeInTheDocument();
    expect(calls.filter((c: ApiCall) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/networks/relations/2/accept']);
  });

  it('says a refusal of the API (the cap) in a toast', async () => {
    stubApiRoutes(null, {
      'GET /api/user': () => json(consenting()),
      'GET /api/users/network': () => json({ data: network([relation({ id: 2, state: 'request_received', actions: ['accept', 'refuse'] })]) }),
      'POST /api/networks/relations/2/accept': () => json({ message: 'Ce réseau compte déjà 50 membres.', status: 409 }, 409),
    });
    renderDashboard('/fr/mon-tableau-de-bord/mon-reseau');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accepter : Répit Zèbre' }));
    expect(await screen.findByText(/Ce réseau compte déjà 50 membres\./)).toBeInTheDocument();
  });
});

describe('mon-reseau/ajouter-a-mon-reseau/importer', () => {
  it('previews a file with an error per line and invites only the valid lines', async () => {
    const { calls } = stubApiRoutes(null, {
      'GET /api/user': () => json(consenting()),
      'GET /api/users/network': () => json({ data: network([]) }),
      'POST /api/prestataires/maison-medicale-du-parc/network-import': () => json({ data: { invited: 1 } }),
    });
    // The preview is a multipart upload, which the JSON stub cannot read: answered before it.
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL((input as Request).url).pathname.endsWith('/network-import/preview')
        ? json({
          data: {
            rows: [
              { line: 1, value: 'repit@example.be', listing: { id: 20, slug: 'repit-zebre', title: 'Répit Zèbre' }, error: null },
              { line: 2, value: 'personne@example.be', listing: null, error: 'unknown' },
            ],
            valid: 1,
            invalid: 1,
          },
        })
        : stubbed(input, init)) as typeof fetch;
    renderDashboard('/nl/my-dashboard/mijn-netwerk/toevoegen-aan-mijn-netwerk/importeren');
    const u = userEvent.setup();
    await u.upload(await screen.findByLabelText('CSV- of XLSX-bestand'), new File(['repit@example.be\npersonne@example.be\n'], 'lijst.csv', { type: 'text/csv' }));
    await u.click(screen.getByRole('button', { name: 'Bestand controleren' }));
    const table = within(await screen.findByTestId('import-preview'));
    expect(table.getByText('Geen enkele fiche komt overeen')).toBeInTheDocument();
    expect(table.getByText('Wordt uitgenodigd')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'De geldige fiche uitnodigen' }));
    expect(await screen.findByText('1 uitnodiging verstuurd.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/network-import'))?.body).toEqual({ ids: [20] }));
  });
});

describe('the network-consent guard', () => {
  it('sends a provider without consent to the consent page', async () => {
    stubApiRoutes(null, { 'GET /api/user': () => json(user({ roles: ['user', 'provider'], prestataires: [listing({ network_consent: false })] })) });
    renderDashboard('/fr/mon-tableau-de-bord/travailler-en-reseau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consentement au travail en réseau' })).toBeInTheDocument();
  });
});
