import type { MenuItem } from './MainMenu';

type Entry = [id: string, labelId: string, routeName: string];

const SECTIONS: { entry: Entry; children?: Entry[] }[] = [
  { entry: ['home', 'nav.home', 'index'] },
  {
    entry: ['who-are-sam', 'menu.whoAreSam', 'content-qui-sont-les-sam'],
    children: [
      ['being-sam', 'menu.whoAreSam.beingSam', 'content-qui-sont-les-sam-etre-sam'],
      ['video', 'menu.whoAreSam.video', 'content-qui-sont-les-sam-video'],
      ['portraits', 'menu.whoAreSam.portraits', 'content-qui-sont-les-sam-portraits'],
      ['testimonials', 'menu.whoAreSam.testimonials', 'content-qui-sont-les-sam-temoignages'],
    ],
  },
  { entry: ['besoins', 'menu.besoins', 'besoins'] },
  { entry: ['services-sam', 'menu.servicesSam', 'content-services-sam'] },
  {
    entry: ['support', 'menu.support', 'content-soutenir-asbl'],
    children: [
      ['friends', 'menu.support.friends', 'content-soutenir-asbl-amis-de-sam'],
      ['volunteering', 'menu.support.volunteering', 'content-soutenir-asbl-benevolat'],
      ['companies', 'menu.support.companies', 'content-soutenir-asbl-engagement-entreprise'],
      ['internship', 'menu.support.internship', 'content-soutenir-asbl-stage'],
    ],
  },
  {
    entry: ['media', 'menu.media', 'content-sam-et-les-medias'],
    children: [
      ['press-releases', 'menu.media.pressReleases', 'content-sam-et-les-medias-communiques-de-presse'],
      ['press-review', 'menu.media.pressReview', 'content-sam-et-les-medias-revue-de-presse'],
      ['prizes', 'menu.media.prizes', 'content-sam-et-les-medias-prix'],
      ['materials', 'menu.media.materials', 'content-sam-et-les-medias-supports-de-communication'],
    ],
  },
  {
    entry: ['about', 'menu.about', 'content-a-propos-asbl'],
    children: [
      ['team', 'menu.about.team', 'content-a-propos-asbl-equipe-et-comite-d-experts'],
      ['commitment', 'menu.about.commitment', 'content-a-propos-asbl-engagement'],
      ['origin', 'menu.about.origin', 'content-a-propos-asbl-origine-du-projet'],
      ['turtle', 'menu.about.turtle', 'content-a-propos-asbl-symbole-de-la-tortue'],
      ['reports', 'menu.about.reports', 'content-a-propos-asbl-rapports-d-activite'],
      ['acronym', 'menu.about.acronym', 'content-a-propos-asbl-acronyme'],
      ['statutes', 'menu.about.statutes', 'content-a-propos-asbl-statuts'],
      ['values', 'menu.about.values', 'content-a-propos-asbl-valeurs'],
    ],
  },
  { entry: ['faq', 'menu.faq', 'faq'] },
  { entry: ['contact', 'menu.contact', 'contact'] },
];

/**
 * Spec §2 main-menu entries. `href` turns a route name of @sam/i18n-routes into a URL for the
 * current locale and app, e.g. `(name) => pathFor(name, locale)` in the portal.
 */
export function mainMenuItems(href: (routeName: string) => string): MenuItem[] {
  return SECTIONS.map(({ entry: [id, labelId, routeName], children }) => ({
    id,
    labelId,
    href: href(routeName),
    ...(children ? { children: children.map(([childId, childLabelId, childRoute]) => ({ id: childId, labelId: childLabelId, href: href(childRoute) })) } : {}),
  }));
}
