import type { Locale } from './locales';

/** The five page layouts of spec §2. */
export type LayoutName = 'account' | 'auth' | 'default' | 'home' | 'network';
/** Which deployable serves the route. */
export type AppName = 'portal' | 'dashboard';
/** Guards of spec §2/§6, applied in this order. */
export type GuardName = 'check-auth' | 'verify-email' | 'network-consent';

export interface RouteDefinition {
  /** Route name without the locale suffix, e.g. 'agenda-slug'. */
  name: string;
  fr: string;
  nl: string;
  app: AppName;
  layout: LayoutName;
  guards?: GuardName[];
}

type Pair = [fr: string, nl: string];

const portal = (name: string, [fr, nl]: Pair, layout: LayoutName = 'default'): RouteDefinition => ({
  name,
  fr: `/fr${fr}`,
  nl: `/nl${nl}`,
  app: 'portal',
  layout,
});

/** §2 content sections: one route per section and per subpage, named content-*. */
const contentSections: { slug: Pair; pages: Pair[] }[] = [
  {
    slug: ['a-propos-de-l-asbl', 'over-de-vzw'],
    pages: [
      ['equipe-et-comite-d-experts', 'team-en-expertencomite'],
      ['engagement', 'engagement'],
      ['origine-du-projet', 'oorsprong-van-het-project'],
      ['symbole-de-la-tortue', 'symbool-van-de-schildpad'],
      ['rapports-d-activite', 'activiteitenverslagen'],
      ['acronyme', 'acroniem'],
      ['statuts', 'statuten'],
      ['valeurs', 'waarden'],
    ],
  },
  {
    slug: ['qui-sont-les-sam', 'wie-zijn-de-sam'],
    pages: [
      ['etre-sam', 'sam-zijn'],
      ['video', 'video'],
      ['portraits', 'portretten'],
      ['temoignages', 'getuigenissen'],
    ],
  },
  {
    slug: ['sam-et-les-medias', 'sam-en-de-media'],
    pages: [
      ['communiques-de-presse', 'persberichten'],
      ['revue-de-presse', 'in-de-media'],
      ['prix', 'prijzen'],
      ['supports-de-communication', 'communicatiemateriaal'],
    ],
  },
  {
    slug: ['soutenir-l-asbl', 'steun-de-vzw'],
    pages: [
      ['amis-de-sam', 'vrienden-van-sam'],
      ['benevolat', 'vrijwilligerswerk'],
      ['engagement-entreprise', 'bedrijfsengagement'],
      ['stage', 'stage'],
    ],
  },
  {
    slug: ['politique-de-confidentialite', 'privacybeleid'],
    pages: [
      ['conditions-d-utilisation', 'gebruiksvoorwaarden'],
      ['cookies', 'cookies'],
      ['vie-privee', 'privacy'],
    ],
  },
  {
    slug: ['quickstart', 'quickstart'],
    pages: [
      ['infos', 'info'],
      ['pro-base', 'pro-basis'],
      ['pro-avance', 'pro-gevorderd'],
    ],
  },
  { slug: ['tutos', 'tutorials'], pages: [['creer-ma-fiche', 'mijn-fiche-aanmaken']] },
];

/** Route names of the content pages follow the French slugs (spec: content-soutenir-asbl-amis-de-sam). */
const contentName = (slug: string) => `content-${slug.replace(/-l-|-de-l-/g, '-')}`;

const contentRoutes: RouteDefinition[] = contentSections.flatMap(({ slug: [sfr, snl], pages }) => [
  ...(sfr === 'tutos' ? [] : [portal(contentName(sfr), [`/${sfr}`, `/${snl}`])]),
  ...pages.map(([pfr, pnl]) => portal(`${contentName(sfr)}-${pfr}`, [`/${sfr}/${pfr}`, `/${snl}/${pnl}`])),
]);

const DASHBOARD: Pair = ['/mon-tableau-de-bord', '/my-dashboard'];
const dashboard = (name: string, [fr, nl]: Pair, guards: GuardName[] = ['check-auth', 'verify-email']): RouteDefinition => ({
  name: name === '' ? 'dashboard-index' : `dashboard-index-${name}`,
  fr: `/fr${DASHBOARD[0]}${fr}`,
  nl: `/nl${DASHBOARD[1]}${nl}`,
  app: 'dashboard',
  layout: 'account',
  guards,
});
const withNetworkConsent: GuardName[] = ['check-auth', 'verify-email', 'network-consent'];

/** Every route of spec §2, French and Dutch, in one table. */
export const ROUTES: readonly RouteDefinition[] = [
  portal('index', ['', ''], 'home'),
  portal('agenda', ['/agenda', '/agenda']),
  portal('agenda-slug', ['/agenda/:slug', '/agenda/:slug']),
  portal('annonces', ['/annonces', '/zoekertjes']),
  portal('annonces-slug', ['/annonces/:slug', '/zoekertjes/:slug']),
  portal('aide-besoin-aide', ['/besoin-d-aide', '/hulp-nodig']),
  portal('content-permanence-juridique', ['/besoin-d-aide/permanence-juridique', '/hulp-nodig/juridische-permanentie']),
  portal('cdcs-cmdc', ['/cdcs-cmdc', '/cdcs-cmdc']),
  portal('checkup-sam', ['/checkup-sam', '/checkup-sam']),
  portal('commander-encart-publicitaire', ['/commander-encart-publicitaire', '/advertentie-bestellen']),
  portal('auth-login', ['/connexion', '/aanmelden'], 'auth'),
  portal('auth-register', ['/inscription', '/registreren'], 'auth'),
  portal('auth-forgot-password', ['/auth/forgot-password', '/auth/wachtwoord-vergeten'], 'auth'),
  portal('auth-reset-password-token', ['/auth/reset-password/:token', '/auth/wachtwoord-herstellen/:token'], 'auth'),
  portal('verify-email', ['/verify-email', '/e-mail-verifieren'], 'auth'),
  portal('verify-id-hash', ['/verify/:id/:hash', '/verifieren/:id/:hash'], 'auth'),
  portal('autologin-url', ['/autologin/:url', '/autologin/:url'], 'auth'),
  portal('contact', ['/contact', '/contact']),
  portal('faq', ['/faq', '/faq']),
  portal('glossaire', ['/glossaire', '/woordenlijst']),
  portal('informations-utiles', ['/informations-utiles', '/nuttige-informatie']),
  portal('informations-utiles-slug', ['/informations-utiles/:slug', '/nuttige-informatie/:slug']),
  portal('besoins', ['/me-laisser-guider', '/laat-me-begeleiden']),
  portal('besoins-slug', ['/besoins/:slug', '/behoeften/:slug']),
  portal('prestataires', ['/prestataires', '/zorgverleners']),
  portal('prestataires-sector-slug', ['/prestataires/:sector?/:slug', '/zorgverleners/:sector?/:slug']),
  portal('recherche', ['/recherche', '/zoeken']),
  portal('recherche-tab', ['/recherche/:tab', '/zoeken/:tab']),
  portal('reseaux-sam', ['/reseaux-sam', '/sam-netwerken'], 'network'),
  portal('reseaux-de-prestataires-slug', ['/reseaux-de-prestataires/:slug', '/zorgverlenersnetwerken/:slug'], 'network'),
  portal('reseaux-de-prestataires-v1-slug', ['/reseaux-de-prestataires-v1/:slug', '/zorgverlenersnetwerken-v1/:slug'], 'network'),
  portal('sam-guide', ['/sam-guide', '/sam-gids']),
  portal('sam-conseil-slug', ['/sam-conseil/:slug', '/sam-advies/:slug']),
  portal('content-services-sam', ['/services-sam', '/sam-diensten']),
  portal('content-services-sam-diffusez-de-l-information', ['/services-sam/diffusez-de-l-information', '/sam-diensten/informatie-verspreiden']),
  portal('content-services-sam-site-solidaire', ['/services-sam/site-solidaire', '/sam-diensten/solidaire-site']),
  portal('content-services-sam-videos', ['/services-sam/videos', '/sam-diensten/videos']),
  portal('content-services-sam-webservice', ['/services-sam/webservice', '/sam-diensten/webservice']),
  portal('suggerer-un-prestataire', ['/suggerer-un-prestataire', '/zorgverlener-voorstellen']),
  portal('suggerer-une-information-utile', ['/suggerer-une-information-utile', '/nuttige-informatie-voorstellen']),
  portal('qr-type-id', ['/qr/:type?/:id?', '/qr/:type?/:id?']),
  portal('s-id-code', ['/s/:id/:code', '/s/:id/:code']),
  portal('s-code', ['/s/:code?', '/s/:code?']),
  portal('desinscription-expires-id-token', ['/desinscription/:expires/:id/:token', '/uitschrijving/:expires/:id/:token']),
  portal('supprimer-mon-referencement', ['/supprimer-mon-referencement', '/mijn-vermelding-verwijderen']),
  // Issue 15: the newsletter's double opt-in link and the unsubscribe link of its mails.
  portal('newsletter-confirmer-token', ['/newsletter/confirmer/:token', '/nieuwsbrief/bevestigen/:token'], 'auth'),
  portal('newsletter-desabonner-id-token', ['/newsletter/se-desabonner/:id/:token', '/nieuwsbrief/uitschrijven/:id/:token'], 'auth'),
  // Issue 17: a saved search's alert mails carry this link to stop them without logging in.
  portal('recherches-alertes-arreter-id-token', ['/recherches/alertes/arreter/:id/:token', '/zoekopdrachten/meldingen/stoppen/:id/:token'], 'auth'),
  ...contentRoutes,

  dashboard('', ['', '']),
  dashboard('amis-de-sam', ['/amis-de-sam', '/vrienden-van-sam']),
  dashboard('amis-de-sam-pro', ['/amis-de-sam-pro', '/vrienden-van-sam-pro']),
  dashboard('annonces', ['/annonces', '/zoekertjes']),
  dashboard('annonces-create', ['/annonces/create', '/zoekertjes/aanmaken']),
  dashboard('annonces-slug', ['/annonces/:slug', '/zoekertjes/:slug']),
  dashboard('offres', ['/offres', '/aanbiedingen']),
  dashboard('offres-id', ['/offres/:id', '/aanbiedingen/:id']),
  dashboard('services', ['/services', '/diensten']),
  dashboard('services-contenus', ['/services/contenus', '/diensten/inhoud']),
  dashboard('services-publicite', ['/services/publicite', '/diensten/reclame']),
  dashboard('services-solidaire', ['/services/solidaire', '/diensten/solidair']),
  dashboard('services-video', ['/services/video', '/diensten/video']),
  dashboard('services-webservice', ['/services/webservice', '/diensten/webservice']),
  dashboard('tokens', ['/tokens', '/tokens']),
  dashboard('creer-un-prestataire', ['/creer-un-prestataire', '/zorgverlener-aanmaken']),
  dashboard('mes-favoris', ['/mes-favoris', '/mijn-favorieten']),
  dashboard('mes-recherches', ['/mes-recherches', '/mijn-zoekopdrachten']), // issue 17: saved searches and their alerts
  dashboard('mes-fiches', ['/mes-fiches', '/mijn-fiches']),
  dashboard('mes-fiches-slug', ['/mes-fiches/:slug', '/mijn-fiches/:slug']),
  // Issue #11: the SAM team's queue of listing versions awaiting validation (admin/root; the API checks the role).
  dashboard('validations', ['/validations', '/validaties']),
  // Issue 17: the SAM team's moderation of error reports on listings (admin/root; the API checks the role).
  dashboard('signalements', ['/signalements', '/meldingen']),
  dashboard('mes-identifiants', ['/mes-identifiants', '/mijn-inloggegevens']),
  dashboard('mon-agenda', ['/mon-agenda', '/mijn-agenda']),
  dashboard('mon-agenda-creer-un-evenement', ['/mon-agenda/creer-un-evenement', '/mijn-agenda/evenement-aanmaken']),
  dashboard('mon-agenda-slug', ['/mon-agenda/:slug', '/mijn-agenda/:slug']),
  dashboard('mon-profil', ['/mon-profil', '/mijn-profiel']),
  dashboard('mon-reseau', ['/mon-reseau', '/mijn-netwerk'], withNetworkConsent),
  dashboard('mon-reseau-ajouter-a-mon-reseau', ['/mon-reseau/ajouter-a-mon-reseau', '/mijn-netwerk/toevoegen-aan-mijn-netwerk'], withNetworkConsent),
  dashboard('mon-reseau-ajouter-a-mon-reseau-importer', ['/mon-reseau/ajouter-a-mon-reseau/importer', '/mijn-netwerk/toevoegen-aan-mijn-netwerk/importeren'], withNetworkConsent),
  dashboard('mon-reseau-ajouter-a-mon-reseau-lier', ['/mon-reseau/ajouter-a-mon-reseau/lier', '/mijn-netwerk/toevoegen-aan-mijn-netwerk/koppelen'], withNetworkConsent),
  dashboard('mon-reseau-envoyer-un-email', ['/mon-reseau/envoyer-un-email', '/mijn-netwerk/e-mail-versturen'], withNetworkConsent),
  dashboard('mon-reseau-exporter-mon-reseau', ['/mon-reseau/exporter-mon-reseau', '/mijn-netwerk/mijn-netwerk-exporteren'], withNetworkConsent),
  dashboard('mon-reseau-mise-en-avant-des-affilies', ['/mon-reseau/mise-en-avant-des-affilies', '/mijn-netwerk/aangesloten-leden-uitlichten'], withNetworkConsent),
  dashboard('reseau-light', ['/travailler-en-reseau', '/netwerken'], withNetworkConsent),
  dashboard('reseau-light-ajouter', ['/travailler-en-reseau/ajouter', '/netwerken/toevoegen'], withNetworkConsent),
  dashboard('reseau-light-communiquer', ['/travailler-en-reseau/communiquer', '/netwerken/communiceren'], withNetworkConsent),
  // The consent page itself is where the network-consent guard sends people, so it carries no such guard.
  dashboard('reseau-light-consent', ['/travailler-en-reseau/consentement', '/netwerken/toestemming']),
  dashboard('reseau-light-exporter', ['/travailler-en-reseau/exporter', '/netwerken/exporteren'], withNetworkConsent),
  dashboard('reseau-light-ajouter-a-mon-reseau-lier', ['/travailler-en-reseau/ajouter-a-mon-reseau/lier', '/netwerken/toevoegen-aan-mijn-netwerk/koppelen'], withNetworkConsent),
];

/** The dashboard's base path per locale. */
export const DASHBOARD_BASE: Record<Locale, string> = { fr: `/fr${DASHBOARD[0]}`, nl: `/nl${DASHBOARD[1]}` };

/** §2 search tabs, with their translated URL segment. */
export const SEARCH_TABS = [
  { id: 'directory', fr: 'annuaire', nl: 'gids', countType: 'prestataire_addresses' },
  { id: 'useful-links', fr: 'liens-utiles', nl: 'nuttige-links', countType: 'infos' },
  { id: 'agenda', fr: 'agenda', nl: 'agenda', countType: 'events' },
  { id: 'articles', fr: 'articles', nl: 'artikels', countType: 'annonces' },
  { id: 'good-tips', fr: 'bons-plans', nl: 'goede-tips', countType: 'sam_conseils' },
] as const;
