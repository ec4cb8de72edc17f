import { EVENTS_LATEST_FIRST_INDEX, eventClock, eventWindowFilter, isPastEvent, SEARCH_INDEX_NAMES, type ContentRecord } from '@sam/contracts';
import { decodeSearchRequest } from '@sam/search-engine';
import { EmbeddedSearch } from './embedded';
import { algoliaSettings, replicasOf } from './settings';

const NOW = 1_800_000_000;
const HOUR = 3600;

/** An event record as the indexer writes it (end_ts is the start when there is no end). */
const event = (id: number, start: number, end = start): ContentRecord => ({
  objectID: String(id),
  kind: 'event',
  id,
  slug: { fr: `evenement-${id}`, nl: `evenement-${id}` },
  title_fr: `Événement ${id}`,
  title_nl: `Événement ${id}`,
  summary_fr: '',
  summary_nl: '',
  language: 'fr',
  type: 'event',
  categorie: null,
  category_fr: null,
  category_nl: null,
  start_ts: start,
  end_ts: end,
});

// Two past events, one under way (started, not ended), two to come.
const RECORDS = [event(1, NOW - 48 * HOUR), event(2, NOW + 24 * HOUR), event(3, NOW - 2 * HOUR, NOW + HOUR), event(4, NOW - 24 * HOUR), event(5, NOW + 2 * HOUR)];

async function ids(search: EmbeddedSearch, indexName: string, params: Record<string, unknown>) {
  const { params: decoded, paramsString } = decodeSearchRequest({ params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString() });
  const result = search.index(indexName)!.search(decoded, paramsString);
  return { nbHits: result.nbHits, ids: result.hits.map((hit) => hit.objectID) };
}

describe('the agenda in the search engine', () => {
  let search: EmbeddedSearch;

  beforeAll(async () => {
    search = new EmbeddedSearch();
    await search.replaceAll(SEARCH_INDEX_NAMES.events, RECORDS, 0);
  });

  it('lists upcoming events only, soonest first, an event under way included', async () => {
    expect(await ids(search, SEARCH_INDEX_NAMES.events, { numericFilters: [eventWindowFilter(NOW, false)] })).toEqual({ nbHits: 3, ids: ['3', '5', '2'] });
  });

  it('lists past events on request, latest first, from the replica', async () => {
    expect(await ids(search, EVENTS_LATEST_FIRST_INDEX, { numericFilters: [eventWindowFilter(NOW, true)] })).toEqual({ nbHits: 2, ids: ['4', '1'] });
  });

  it('keeps the replica in step with every write to its primary', async () => {
    await search.save(SEARCH_INDEX_NAMES.events, [event(6, NOW - HOUR)]);
    await search.delete(SEARCH_INDEX_NAMES.events, ['1']);
    expect((await ids(search, EVENTS_LATEST_FIRST_INDEX, { numericFilters: [eventWindowFilter(NOW, true)] })).ids).toEqual(['6', '4']);
    expect(replicasOf(SEARCH_INDEX_NAMES.events)).toEqual([EVENTS_LATEST_FIRST_INDEX]);
    expect(algoliaSettings(EVENTS_LATEST_FIRST_INDEX).customRanking).toEqual(['desc(start_ts)']);
  });

  it('tells past from upcoming as the filter does, on a clock in whole minutes', () => {
    expect(eventClock(Date.UTC(2026, 10, 26, 8, 30, 59, 999))).toBe(Date.UTC(2026, 10, 26, 8, 30) / 1000);
    expect(RECORDS.filter((record) => isPastEvent(record, NOW)).map((record) => record.objectID)).toEqual(['1', '4']);
    expect(isPastEvent({ start_ts: NOW - 1 }, NOW)).toBe(true);
    expect(isPastEvent({ start_ts: NOW - 10, end_ts: NOW }, NOW)).toBe(false);
  });
});
