/** The yes/no parameters of a search address, written `=1` when set (spec §3: showMap, the bookmarks only, past events). */
export type SearchQueryFlag = 'carte' | 'favoris' | 'passes';

/**
 * Whether a flag is set. A module of its own: the search page reads `carte` in its first load,
 * without the rest of the address's parser (url-state.ts), which comes with the live search.
 */
export const flagIn = (params: URLSearchParams, flag: SearchQueryFlag): boolean => params.get(flag) === '1';
