import { SEARCH_INDEX_NAMES, type SearchIndexName } from '@sam/contracts';
import { pathFor, SEARCH_TABS, type Locale } from '@sam/i18n-routes';

export type SearchTab = (typeof SEARCH_TABS)[number];
export type SearchTabId = SearchTab['id'];

export const indexOfTab = (tab: SearchTab): SearchIndexName => SEARCH_INDEX_NAMES[tab.countType];

/** The tab a /recherche/{segment} names in the locale; /recherche alone is the directory. */
export function tabOfSegment(segment: string | undefined, locale: Locale): SearchTab | undefined {
  if (segment === undefined) return SEARCH_TABS[0];
  return SEARCH_TABS.find((t) => t[locale] === segment);
}

/** The directory lives at /recherche (where the guided search links); the other tabs below it. */
export function tabPath(tab: SearchTab, locale: Locale): string {
  return tab.id === 'directory' ? pathFor('recherche', locale) : pathFor('recherche-tab', locale, { tab: tab[locale] });
}

/** A tab is named as the menu names its section (the same 'menu.*' message). */
const TAB_LABEL_IDS: Record<SearchTabId, string> = {
  directory: 'menu.directory',
  'useful-links': 'menu.infos',
  agenda: 'menu.agenda',
  articles: 'menu.annonces',
  'good-tips': 'menu.guide',
};

export const tabLabelId = (tab: SearchTab): string => TAB_LABEL_IDS[tab.id];
