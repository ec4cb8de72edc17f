import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, listing, stubApiRoutes, user, type ApiCall } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const CONSENT = '/fr/mon-tableau-de-bord/travailler-en-reseau/consentement';

describe('reseau-light-consent: giving and withdrawing the consent', () => {
  it('gives the consent of one listing, and withdraws another’s, each after the API said yes', async () => {
    const consents = new Map([
      ['maison-medicale-du-parc', false],
      ['centre-de-jour', true],
    ]);
    const current = () =>
      user({
        roles: ['user', 'provider'],
        prestataires: [
          listing({ network_consent: consents.get('maison-medicale-du-parc') }),
          listing({ id: 8, slug: 'centre-de-jour', title: 'Centre de jour Les Tilleuls', network_consent: consents.get('centre-de-jour') }),
        ],
      });
    const consentCall = ({ path, body }: ApiCall) => {
      const slug = path.split('/')[3];
      consents.set(slug, (body as { consent: boolean }).consent);
      return json({ data: { network_consent: consents.get(slug) } });
    };
    const { calls } = stubApiRoutes(null, {
      'GET /api/user': () => json(current()),
      'POST /api/prestataires/maison-medicale-du-parc/give-consent': consentCall,
      'POST /api/prestataires/centre-de-jour/give-consent': consentCall,
    });
    renderDashboard(CONSENT);
    const listings = within(await screen.findByRole('region', { name: 'Vos fiches' }));
    const u = userEvent.setup();

    await u.click(listings.getByRole('button', { name: 'Donner mon consentement pour Maison médicale du Parc' }));
    expect(await screen.findByText('Consentement au travail en réseau donné pour « Maison médicale du Parc ».')).toBeInTheDocument();
    expect(await listings.findByText('Maison médicale du Parc : Consentement donné')).toBeInTheDocument();

    await u.click(listings.getByRole('button', { name: 'Retirer mon consentement pour Centre de jour Les Tilleuls' }));
    expect(await screen.findByText('Consentement au travail en réseau retiré pour « Centre de jour Les Tilleuls ».')).toBeInTheDocument();
    expect(await listings.findByText('Centre de jour Les Tilleuls : Pas encore de consentement')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/give-consent')).map((c) => [c.path, c.body])).toEqual([
        ['/api/prestataires/maison-medicale-du-parc/give-consent', { consent: true }],
        ['/api/prestataires/centre-de-jour/give-consent', { consent: false }],
      ]),
    );
  });
});
