import { screen, waitFor, within } from '@testing-library/react';
import type { Prestataire } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { json, listing, stubApiRoutes, user } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const main = () => within(screen.getByRole('main'));
const portal = (name: string, locale: Locale) => `http://portal.test${pathFor(name, locale)}`;
const dashboard = (name: string, locale: Locale) => pathFor(name, locale);

async function visit(name: string, locale: Locale, heading: string, current = user()) {
  const api = stubApiRoutes(current, {});
  renderDashboard(pathFor(`dashboard-index-${name}`, locale));
  expect(await main().findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return api;
}

/** The listing detail the video page reads (only video_url matters to it). */
const detail = (video_url: string | null) => ({ data: { video_url } as Prestataire });

describe('services', () => {
  it.each([
    ['fr', 'Les services SAM', ['Diffuser vos contenus', 'Publicité', 'Site solidaire', 'Vidéo', 'Webservice'], 'La présentation des services SAM sur le site public'],
    ['nl', 'De SAM-diensten', ['Uw inhoud verspreiden', 'Reclame', 'Solidaire site', 'Video', 'Webservice'], 'De voorstelling van de SAM-diensten op de openbare site'],
  ] as const)('index in %s: one card per subpage, described, and the public presentation', async (locale, heading, cards, publicLink) => {
    await visit('services', locale, heading);
    const nav = main().getByRole('navigation', { name: locale === 'fr' ? 'Les services' : 'De diensten' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(cards);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['contenus', 'publicite', 'solidaire', 'video', 'webservice'].map((name) => dashboard(`dashboard-index-services-${name}`, locale)));
    expect(links[3]).toHaveAccessibleDescription(locale === 'fr' ? /vidéo de présentation/ : /voorstellingsvideo/);
    expect(main().getByRole('link', { name: publicLink })).toHaveAttribute('href', portal('content-services-sam', locale));
  });

  it.each([
    ['fr', 'Diffuser vos contenus', 'Créer un événement', 'Suggérer une information utile', 'Tous les services SAM'],
    ['nl', 'Uw inhoud verspreiden', 'Een evenement aanmaken', 'Nuttige informatie voorstellen', 'Alle SAM-diensten'],
  ] as const)('contenus in %s: where to publish in the dashboard, where the public sees it', async (locale, heading, createEvent, suggest, back) => {
    await visit('services-contenus', locale, heading);
    await waitFor(() => expect(document.title).toBe(`${heading} – SAM`));
    expect(main().getByRole('link', { name: createEvent })).toHaveAttribute('href', dashboard('dashboard-index-mon-agenda-creer-un-evenement', locale));
    expect(main().getByRole('link', { name: suggest })).toHaveAttribute('href', portal('suggerer-une-information-utile', locale));
    expect(main().getByRole('link', { name: back })).toHaveAttribute('href', dashboard('dashboard-index-services', locale));
    const headings = main().getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(5); // four channels, then the public page
  });

  it.each([
    ['fr', 'Publicité', 'Commander un encart publicitaire (formulaire en ligne)', 'Encart annuaire – 190 € HTVA par mois et par province'],
    ['nl', 'Reclame', 'Een advertentie bestellen (onlineformulier)', 'Advertentie in de gids – 190 euro excl. btw per maand en per provincie'],
  ] as const)('publicite in %s: formats and the portal’s order form', async (locale, heading, order, format) => {
    await visit('services-publicite', locale, heading);
    expect(main().getByRole('link', { name: order })).toHaveAttribute('href', `${portal('commander-encart-publicitaire', locale)}#ad-order-heading`);
    expect(main().getByText(format, { selector: 'dt' })).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Site solidaire', 'validée : elle peut avoir son site solidaire', 'en attente de validation par l’équipe SAM', 'Écrire à partenaires@sam.example au sujet du service «\u00a0Site solidaire\u00a0»', 'Service SAM\u00a0: Site solidaire'],
    ['nl', 'Solidaire site', 'gevalideerd: ze kan een solidaire site krijgen', 'wacht op validatie door het SAM-team', 'Mail naar partenaires@sam.example over de dienst „Solidaire site”', 'SAM-dienst: Solidaire site'],
  ] as const)('solidaire in %s: which listings qualify, and how to ask', async (locale, heading, validated, pending, mail, subject) => {
    await visit('services-solidaire', locale, heading, user({ prestataires: [listing(), listing({ id: 8, slug: 'repit-asbl', title: 'Répit ASBL', validated: false })] }));
    const listings = main().getByRole('region', { name: locale === 'fr' ? 'Vos fiches' : 'Uw fiches' });
    expect(within(listings).getByText('Maison médicale du Parc').nextElementSibling).toHaveTextContent(validated);
    expect(within(listings).getByText('Répit ASBL').nextElementSibling).toHaveTextContent(pending);
    expect(main().getByRole('link', { name: mail })).toHaveAttribute('href', `mailto:partenaires@sam.example?subject=${encodeURIComponent(subject)}`);
    expect(main().getByRole('link', { name: locale === 'fr' ? 'Nous écrire avec le formulaire de contact du site SAM' : 'Ons schrijven met het contactformulier van de SAM-site' })).toHaveAttribute(
      'href',
      portal('contact', locale),
    );
  });

  it('solidaire without a listing points to the listing tutorial', async () => {
    await visit('services-solidaire', 'fr', 'Site solidaire');
    expect(main().getByText(/Vous n’avez pas encore de fiche/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Créer ma fiche\u00a0: le tutoriel' })).toHaveAttribute('href', portal('content-tutos-creer-ma-fiche', 'fr'));
  });

  it.each([
    ['fr', 'Vidéo', 'Regarder la vidéo de Maison médicale du Parc (https://video.example.be/parc)', 'Aucun lien vidéo pour le moment.'],
    ['nl', 'Video', 'De video bekijken van Maison médicale du Parc (https://video.example.be/parc)', 'Nog geen videolink.'],
  ] as const)('video in %s: the video link of each listing', async (locale, heading, watch, none) => {
    const { calls } = stubApiRoutes(user({ prestataires: [listing(), listing({ id: 8, slug: 'repit-asbl', title: 'Répit ASBL' })] }), {
      'GET /api/prestataires/maison-medicale-du-parc': () => json(detail('https://video.example.be/parc')),
      'GET /api/prestataires/repit-asbl': () => json(detail('pas encore')),
    });
    renderDashboard(pathFor('dashboard-index-services-video', locale));
    expect(await main().findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await main().findByRole('link', { name: watch })).toHaveAttribute('href', 'https://video.example.be/parc');
    // Free text that is no web address is not turned into a link.
    expect((await main().findByText(none)).previousElementSibling).toHaveTextContent('Répit ASBL');
    expect(calls.filter((call) => call.path.startsWith('/api/prestataires/'))).toHaveLength(2);
  });

  it('video says when a listing’s link could not be loaded, with a retry', async () => {
    stubApiRoutes(user({ prestataires: [listing()] }), { 'GET /api/prestataires/maison-medicale-du-parc': () => json({ message: 'Server Error', status: 500 }, 500) });
    renderDashboard(pathFor('dashboard-index-services-video', 'fr'));
    expect(await main().findByText(/Le lien vidéo de cette fiche n’a pas pu être chargé\./)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Mes tokens', 'VOTRE_TOKEN', 'Écrire à partenaires@sam.example au sujet du service «\u00a0Webservice\u00a0»'],
    ['nl', 'Mijn tokens', 'UW_TOKEN', 'Mail naar partenaires@sam.example over de dienst „Webservice”'],
  ] as const)('webservice in %s: token page link, a Bearer example on the API, whom to ask for the search keys', async (locale, tokens, placeholder, mail) => {
    await visit('services-webservice', locale, 'Webservice');
    expect(main().getByRole('link', { name: tokens })).toHaveAttribute('href', dashboard('dashboard-index-tokens', locale));
    const example = main().getByRole('figure');
    expect(example.querySelector('pre')).toHaveTextContent(`curl "http://api.test/api/user" \\ -H "Accept: application/json" \\ -H "Authorization: Bearer ${placeholder}"`);
    expect(main().getByText('prestataire_addresses_index')).toBeInTheDocument();
    expect(main().getByText('GET /api/prestataires/{slug}')).toBeInTheDocument();
    expect(main().getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(main().getByRole('link', { name: mail })).toHaveAttribute('href', expect.stringMatching(/^mailto:partenaires@sam\.example\?subject=/));
  });
});
