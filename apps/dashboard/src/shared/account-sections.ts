/**
 * Spec §2 account area, in the order the spec lists it: the dashboard routes the index page and
 * the side navigation link to. Labels are `dashboard.section.<name>`, hints `dashboard.sectionHint.<name>`.
 */
export const ACCOUNT_SECTIONS = [
  'dashboard-index-mes-favoris',
  'dashboard-index-mes-recherches',
  'dashboard-index-mes-fiches',
  'dashboard-index-mon-agenda',
  'dashboard-index-annonces',
  'dashboard-index-offres',
  'dashboard-index-mon-reseau',
  'dashboard-index-reseau-light',
  'dashboard-index-tokens',
  'dashboard-index-mon-profil',
  'dashboard-index-mes-identifiants',
  'dashboard-index-services',
] as const;
