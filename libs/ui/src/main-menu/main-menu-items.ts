import type { MenuItem } from './MainMenu';

type Entry = [id: string, labelId: string, routeName: string];

/** Children are route names of the section's subpages. */
const SECTIONS: { entry: Entry; children?: string[] }[] = [
  { entry: ['home', 'nav.home', 'index'] },
  {
    entry: ['who-are-sam', 'menu.whoAreSam', 'content-qui-sont-les-sam'],
    children: [
      'content-qui-sont-les-sam-etre-sam',
      'content-qui-sont-les-sam-video',
      'content-qui-sont-les-sam-portraits',
      'content-qui-sont-les-sam-temoignages',
    ],
  },
  { entry: ['besoins', 'menu.besoins', 'besoins'] },
  { entry: ['services-sam', 'menu.servicesSam', 'content-services-sam'] },
  {
    entry: ['support', 'menu.support', 'content-soutenir-asbl'],
    children: [
      'content-soutenir-asbl-amis-de-sam',
      'content-soutenir-asbl-benevolat',
      'content-soutenir-asbl-engagement-entreprise',
      'content-soutenir-asbl-stage',
    ],
  },
  {
    entry: ['media', 'menu.media', 'content-sam-et-les-medias'],
    children: [
      'content-sam-et-les-medias-communiques-de-presse',
      'content-sam-et-les-medias-revue-de-presse',
      'content-sam-et-les-medias-prix',
      'content-sam-et-les-medias-supports-de-communication',
    ],
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
  },
  { entry: ['faq', 'menu.faq', 'faq'] },
  { entry: ['contact', 'menu.contact', 'contact'] },
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
