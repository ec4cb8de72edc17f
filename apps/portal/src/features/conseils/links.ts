import { pathFor, type Locale } from '@sam/i18n-routes';

/** /fr/sam-guide?page=…: a page of the guide list (page 1 left out). */
export function conseilsHref(locale: Locale, page = 1): string {
  return `${pathFor('sam-guide', locale)}${page > 1 ? `?page=${page}` : ''}`;
}

/** The in-page anchor of a guide's section (table of contents → section). */
export const sectionAnchor = (position: number) => `partie-${position}`;
