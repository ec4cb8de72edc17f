import { ROUTES } from '@sam/i18n-routes';

/**
 * The portal pages that exist: route name (from the route table in libs/i18n-routes) → page
 * module. routes.ts mounts each once per locale; the sitemap lists the indexable ones.
 * Every other path of the table falls through to the localised 404.
 */
export const MOUNTED_PAGES: Record<string, string> = {
  index: 'routes/home.tsx',
  prestataires: 'routes/prestataires.tsx',
  'prestataires-sector-slug': 'routes/prestataire.tsx',
  agenda: 'routes/agenda.tsx',
  'agenda-slug': 'routes/agenda-event.tsx',
  annonces: 'routes/annonces.tsx',
  'annonces-slug': 'routes/annonce.tsx',
  'auth-login': 'routes/login.tsx',
  'auth-register': 'routes/register.tsx',
  'verify-email': 'routes/verify-email.tsx',
  'verify-id-hash': 'routes/verify-link.tsx',
  'auth-forgot-password': 'routes/forgot-password.tsx',
  'auth-reset-password-token': 'routes/reset-password.tsx',
  'autologin-url': 'routes/autologin.tsx',
  'supprimer-mon-referencement': 'routes/unregister-request.tsx',
  'desinscription-expires-id-token': 'routes/unregister-confirm.tsx',
  'newsletter-confirmer-token': 'routes/newsletter-confirm.tsx',
  'newsletter-desabonner-id-token': 'routes/newsletter-unsubscribe.tsx',
  'recherches-alertes-arreter-id-token': 'routes/saved-search-alerts-stop.tsx',
  faq: 'routes/faq.tsx',
  glossaire: 'routes/glossary.tsx',
  's-id-code': 'routes/short-link.tsx',
  's-code': 'routes/short-link.tsx',
  'informations-utiles': 'routes/infos.tsx',
  'informations-utiles-slug': 'routes/info.tsx',
  'sam-guide': 'routes/conseils.tsx',
  'sam-conseil-slug': 'routes/conseil.tsx',
  besoins: 'routes/guided-search.tsx',
  'besoins-slug': 'routes/besoin.tsx',
  recherche: 'routes/search.tsx',
  'recherche-tab': 'routes/search.tsx',
  contact: 'routes/contact.tsx',
  'suggerer-un-prestataire': 'routes/suggest-provider.tsx',
  'suggerer-une-information-utile': 'routes/suggest-info.tsx',
  'reseaux-sam': 'routes/reseaux-sam.tsx',
  'reseaux-de-prestataires-slug': 'routes/network.tsx',
  'reseaux-de-prestataires-v1-slug': 'routes/network-v1.tsx',
  'qr-type-id': 'routes/qr.tsx',
};

/** Pages written as Markdown in content/pages (spec §2 content sections and the help pages). */
export const CONTENT_PAGES = ROUTES.filter(
  (r) => r.app === 'portal' && (r.name.startsWith('content-') || ['aide-besoin-aide', 'cdcs-cmdc', 'checkup-sam', 'commander-encart-publicitaire'].includes(r.name)),
).map((r) => r.name);
for (const name of CONTENT_PAGES) MOUNTED_PAGES[name] = 'routes/content-page.tsx';
// The Markdown page, then its order form.
MOUNTED_PAGES['commander-encart-publicitaire'] = 'routes/ad-order.tsx';
// The Markdown page, with the association's video in it.
MOUNTED_PAGES['content-qui-sont-les-sam-video'] = 'routes/content-video.tsx';
