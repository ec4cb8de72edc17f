import { prestataireFacets, SEARCH_INDEX_NAMES, type SearchLocale } from '@sam/contracts';
import { createSearchClient } from './features/search/search-client';
import { serverSearchConfig } from './config.server';
import { forwardedFor } from './api.server';

/** More needs than Algolia's default 100 facet values (its ceiling is 1,000). */
const MAX_NEEDS = 1000;

/**
 * Addresses per need, keyed by the need's facet value ('Parent' or 'Parent > Child'), counted by
 * the search index itself: the guided search then shows the numbers the search page's need menu
 * and results show for the same need (docs/decisions/0021-one-count-per-thing.md). Empty when the
 * engine cannot be reached (the cards then say nothing is known rather than a wrong number).
 */
export async function needAddressCounts(request: Request, locale: SearchLocale): Promise<Record<string, number>> {
  const facets = prestataireFacets(locale);
  try {
    const client = createSearchClient(serverSearchConfig(), locale, forwardedFor(request));
    const { results } = await client.search({
      requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, hitsPerPage: 0, facets: [facets.needLvl0, facets.needLvl1], maxValuesPerFacet: MAX_NEEDS }],
    });
    const found = results[0] as { facets?: Record<string, Record<string, number>> };
    return { ...found.facets?.[facets.needLvl0], ...found.facets?.[facets.needLvl1] };
  } catch (error) {
    console.error('need counts', error);
    return {};
  }
}

/** Addresses in the directory (records of the search index): the search page's count without filters; null when unknown. */
export async function indexAddressCount(request: Request, locale: SearchLocale): Promise<number | null> {
  try {
    const client = createSearchClient(serverSearchConfig(), locale, forwardedFor(request));
    const { results } = await client.search({ requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, hitsPerPage: 0 }] });
    return (results[0] as { nbHits?: number }).nbHits ?? null;
  } catch (error) {
    console.error('address count', error);
    return null;
  }
}
