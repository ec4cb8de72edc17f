import { annoncesEndpoints, besoinsEndpoints, eventsEndpoints, PRESTATAIRE_CATEGORIE_LABELS, SEARCH_INDEX_NAMES, sectorsEndpoints, type SearchIndexName } from '@sam/contracts';
import { formatSearchQuery, parseSearchQuery, translateRouteState, type FacetDictionary, type FacetNamePairs } from '@sam/search-map';
import type { Locale } from '@sam/i18n-routes';
import { callApi } from '../../api.server';

/** Names change only when editors edit them: a few minutes of staleness is harmless. */
const TTL_MS = 5 * 60_000;

let cached: { at: number; dictionaries: Promise<Partial<Record<SearchIndexName, FacetDictionary>>> } | null = null;

async function needPaths(request: Request, locale: Locale): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  for (let page = 1; ; page++) {
    const { data, meta } = await callApi(request, besoinsEndpoints.search, { body: { locale, page } }, locale);
    for (const need of data) paths.set(need.id, need.path);
    if (data.length === 0 || page * meta.per_page >= meta.total) return paths;
  }
}

async function loadDictionaries(request: Request): Promise<Partial<Record<SearchIndexName, FacetDictionary>>> {
  const [needsFr, needsNl, sectors, eventCategories, annonceCategories] = await Promise.all([
    needPaths(request, 'fr'),
    needPaths(request, 'nl'),
    callApi(request, sectorsEndpoints.list, {}, 'fr').then((r) => r.data),
    callApi(request, eventsEndpoints.listCategories, { query: {} }, 'fr').then((r) => r.data),
    callApi(request, annoncesEndpoints.listCategories, { query: {} }, 'fr').then((r) => r.data),
  ]);
  const titles = (rows: { titre_fr: string; titre_nl: string }[]): FacetNamePairs => rows.map((r) => ({ fr: r.titre_fr, nl: r.titre_nl }));
  return {
    [SEARCH_INDEX_NAMES.prestataire_addresses]: {
      besoin: [...needsFr].flatMap(([id, fr]) => (needsNl.has(id) ? [{ fr, nl: needsNl.get(id)! }] : [])),
      secteur: titles(sectors),
      categorie: Object.values(PRESTATAIRE_CATEGORIE_LABELS),
    },
    [SEARCH_INDEX_NAMES.events]: { categorie: titles(eventCategories) },
    [SEARCH_INDEX_NAMES.annonces]: { categorie: titles(annonceCategories) },
  };
}

function dictionaries(request: Request) {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const loading = loadDictionaries(request);
    cached = { at: Date.now(), dictionaries: loading };
    loading.catch(() => (cached = null)); // a failed load is retried by the next request
  }
  return cached.dictionaries;
}

/**
 * The search address written with the page locale's names, or null when it already is: a link
 * from the other language (the language switch keeps the search) names needs, sectors and
 * categories in that language.
 */
export async function searchQueryInLocale(request: Request, search: string, locale: Locale, indexName: SearchIndexName): Promise<string | null> {
  const route = parseSearchQuery(search);
  if (!route.besoin && !route.secteur && !route.categorie) return null;
  const dictionary = (await dictionaries(request).catch(() => undefined))?.[indexName];
  if (!dictionary) return null;
  const before = formatSearchQuery(route);
  const after = formatSearchQuery(translateRouteState(route, locale, dictionary));
  return after === before ? null : after;
}
