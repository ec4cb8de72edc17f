import { pathFor, ROUTES, type Locale } from '@sam/i18n-routes';

export interface PortalMenuItem {
  id: string;
  labelId: string;
  href?: string;
  children?: { id: string; labelId: string; href: string }[];
}

/** The subpages of a content section, in the route table's order, titled by 'page.<route name>'. */
function sectionPages(section: string, locale: Locale) {
  return ROUTES.filter((r) => r.name === section || r.name.startsWith(`${section}-`)).map((r) => ({
    id: r.name,
    labelId: `page.${r.name}`,
    href: pathFor(r.name, locale),
  }));
}

/** Spec §2 main menu entries, in order. */
export function mainMenu(locale: Locale): PortalMenuItem[] {
  return [
    { id: 'home', labelId: 'page.index', href: pathFor('index', locale) },
    { id: 'who', labelId: 'menu.whoAreSam', children: sectionPages('content-qui-sont-les-sam', locale) },
    { id: 'needs', labelId: 'menu.besoins', href: pathFor('besoins', locale) },
    { id: 'pros', labelId: 'menu.servicesSam', href: pathFor('content-services-sam', locale) },
    { id: 'support', labelId: 'menu.support', children: sectionPages('content-soutenir-asbl', locale) },
    { id: 'media', labelId: 'menu.media', children: sectionPages('content-sam-et-les-medias', locale) },
    { id: 'about', labelId: 'menu.about', children: sectionPages('content-a-propos-asbl', locale) },
    { id: 'faq', labelId: 'menu.faq', href: pathFor('faq', locale) },
    { id: 'contact', labelId: 'menu.contact', href: pathFor('contact', locale) },
  ];
}
