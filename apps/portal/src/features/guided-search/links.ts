import { pathFor, type Locale } from '@sam/i18n-routes';

/** The search page's query parameter that refines the hierarchical need facet (read by the search page). */
export const NEED_SEARCH_PARAM = 'besoin';

/**
 * The search page with a need refined: `path` is the need's facet value in the page's language,
 * 'Parent title > Child title' for a level-2 need, 'Parent title' for a level-1 need.
 */
export function needSearchHref(locale: Locale, path: string): string {
  return `${pathFor('recherche', locale)}?${NEED_SEARCH_PARAM}=${encodeURIComponent(path)}`;
}

/** The three steps of the guided search; the pages show where the visitor is. */
export const GUIDED_STEPS = ['domain', 'need', 'results'] as const;
export type GuidedStep = (typeof GUIDED_STEPS)[number];
