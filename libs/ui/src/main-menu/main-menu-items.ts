import type { MenuItem, MenuLink } from './MainMenu';

type Entry = [id: string, labelId: string, routeName: string];

/** Which footer column a section goes to: finding help and information, or the association itself. */
type FooterGroup = 'find' | 'asbl';

interface Section {
  entry: Entry;
  /** Route names of the section's subpages. */
  children?: string[];
  /** Subpages the footer also lists, e.g. 'Amis de SAM'. */
  inFooter?: string[];
  /** Not in the footer when absent (home). */
  footer?: FooterGroup;
}

/**
 * Spec §2's entries plus every public section (issue 15): the search tabs' sections (directory,
 * agenda, annonces, useful information, guide) carry the same `menu.*` names as the tabs.
 */
const SECTIONS: Section[] = [
  { entry: ['home', 'nav.home', 'index'] },
  { entry: ['directory', 'menu.directory', 'recherche'], footer: 'find' },
  { entry: ['besoins', 'menu.besoins', 'besoins'], footer: 'find' },
  { entry: ['agenda', 'menu.agenda', 'agenda'], footer: 'find' },
  { entry: ['annonces', 'menu.annonces', 'annonces'], footer: 'find' },
  { entry: ['infos', 'menu.infos', 'informations-utiles'], footer: 'find' },
  { entry: ['guide', 'menu.guide', 'sam-guide'], footer: 'find' },
  { entry: ['glossary', 'menu.glossary', 'glossaire'], footer: 'find' },
  { entry: ['networks', 'menu.networks', 'reseaux-sam'], footer: 'find' },
  {
    entry: ['who-are-sam', 'menu.whoAreSam', 'content-qui-sont-les-sam'],
    children: [
      'content-qui-sont-les-sam-etre-sam',
      'content-qui-sont-les-sam-video',
      'content-qui-sont-les-sam-portraits',
      'content-qui-sont-les-sam-temoignages',
    ],
    footer: 'asbl',
  },
  {
    entry: ['services-sam', 'menu.servicesSam', 'content-services-sam'],
    children: [
      'content-services-sam-diffusez-de-l-information',
      'content-services-sam-site-solidaire',
      'content-services-sam-videos',
      'content-services-sam-webservice',
    ],
    footer: 'asbl',
  },
  {
    entry: ['support', 'menu.support', 'content-soutenir-asbl'],
    children: [
      'content-soutenir-asbl-amis-de-sam',
      'content-soutenir-asbl-benevolat',
      'content-soutenir-asbl-engagement-entreprise',
      'content-soutenir-asbl-stage',
    ],
    inFooter: ['content-soutenir-asbl-amis-de-sam'],
    footer: 'asbl',
  },
  {
    entry: ['media', 'menu.media', 'content-sam-et-les-medias'],
    children: [
      'content-sam-et-les-medias-communiques-de-presse',
      'content-sam-et-les-medias-revue-de-presse',
      'content-sam-et-les-medias-prix',
      'content-sam-et-les-medias-supports-de-communication',
    ],
    footer: 'asbl',
  },
  {
    entry: ['about', 'menu.about', 'content-a-propos-asbl'],
    children: [
      'content-a-propos-asbl-equipe-et-comite-d-experts',
      'content-a-propos-asbl-engagement',
      'content-a-propos-asbl-origine-du-projet',
      'content-a-propos-asbl-symbole-de-la-tortue',
      'content-a-propos-asbl-rapports-d-activite',
      'content-a-propos-asbl-acronyme',
      'content-a-propos-asbl-statuts',
      'content-a-propos-asbl-valeurs',
    ],
    footer: 'asbl',
  },
  { entry: ['faq', 'menu.faq', 'faq'], footer: 'find' },
  { entry: ['contact', 'menu.contact', 'contact'], footer: 'asbl' },
];

/**
 * Spec §2 main-menu entries; section subpages are titled by their 'page.<route name>' message.
 * `href` turns a route name of @sam/i18n-routes into a URL for the current locale and app,
 * e.g. `(name) => pathFor(name, locale)` in the portal, absolute portal URLs in the dashboard.
 */
export function mainMenuItems(href: (routeName: string) => string): MenuItem[] {
  return SECTIONS.map(({ entry: [id, labelId, routeName], children }) => ({
    id,
    labelId,
    href: href(routeName),
    ...(children ? { children: children.map((route) => ({ id: route, labelId: `page.${route}`, href: href(route) })) } : {}),
  }));
}

export interface FooterSection {
  id: FooterGroup;
  /** Message id of the column's heading. */
  headingId: string;
  links: MenuLink[];
}

/** The same sections for the footer (issue 15), in two columns: finding help, and the association. */
export function footerSections(href: (routeName: string) => string): FooterSection[] {
  return (['find', 'asbl'] as const).map((group) => ({
    id: group,
    headingId: `footer.sections.${group}`,
    links: SECTIONS.filter((section) => section.footer === group).flatMap(({ entry: [id, labelId, routeName], inFooter = [] }) => [
      { id, labelId, href: href(routeName) },
      ...inFooter.map((route) => ({ id: route, labelId: `page.${route}`, href: href(route) })),
    ]),
  }));
}
