import { MAP_AREA_HITS_PER_PAGE, prestataireFacets, SEARCH_HITS_PER_PAGE, type SearchLocale } from '@sam/contracts';
import { fold } from '@sam/search-engine';
import type { BenchRecord, Dataset, Named } from './dataset';
import type { BenchQuery, QueryClass } from './query-model';
import { buildVocabulary, isolatedWords, tokenize } from './vocabulary';

/** mulberry32, as tools/seed/prng.ts: the same seed gives the same query mix. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[this.int(items.length)];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

export interface QueryMixOptions {
  perClass: number;
  seed?: number;
}

export interface QueryMix {
  queries: BenchQuery[];
  words: string[];
}

const name = (item: Named, locale: SearchLocale) => item[locale];

/** Flat [lat, lng, …] of a [lon, lat] ring, without the closing point. */
export function ringToLatLng(ring: readonly (readonly [number, number])[]): number[] {
  const open = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  return open.flatMap(([lon, lat]) => [lat, lon]);
}

/** A hexagon of about `radius` degrees of latitude around a point (lon scaled for 50.5° N). */
export function hexagon(lon: number, lat: number, radius: number): number[] {
  const points: number[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    points.push(Math.round((lat + radius * Math.sin(angle)) * 1e6) / 1e6, Math.round((lon + radius * 1.57 * Math.cos(angle)) * 1e6) / 1e6);
  }
  return points;
}

/**
 * The fixed query mix: `perClass` queries per class, alternating fr and nl, every value taken
 * from a real record so that filtered queries have hits.
 */
export function buildQueryMix(data: Dataset, options: QueryMixOptions): QueryMix {
  const rng = new Rng(options.seed ?? 2026);
  const { records } = data;
  if (records.length === 0) throw new Error('the database has no searchable records: seed it first');

  // Common words: the most frequent isolated words of titles and descriptions.
  const vocabulary = buildVocabulary(data.texts.values());
  const words = isolatedWords(vocabulary, {
    elsewhere: data.elsewhere,
    minLength: 5,
    minRecords: Math.max(20, Math.round(records.length * 0.005)),
    limit: 40,
  });
  if (words.length < 5) throw new Error(`only ${words.length} isolated common words in the data`);
  const wordSet = new Map(words.map((w) => [fold(w), w]));
  const wordsOfListing = new Map<number, string[]>();
  for (const [pid, { text }] of data.texts) {
    const present = [...new Set(tokenize(text).map(fold))].filter((w) => wordSet.has(w)).map((w) => wordSet.get(w) as string);
    if (present.length > 0) wordsOfListing.set(pid, present);
  }
  const recordsWithWord = new Map<string, BenchRecord[]>(words.map((w) => [w, []]));
  for (const r of records) for (const w of wordsOfListing.get(r.pid) ?? []) recordsWithWord.get(w)?.push(r);

  const level2 = (pid: number) => (data.besoinsOf.get(pid) ?? []).filter((id) => data.besoins.get(id)?.parentId != null);
  const recordsWithLevel2 = records.filter((r) => level2(r.pid).length > 0);
  const areaName = (map: Map<string, Named>, id: string, locale: SearchLocale) => {
    const area = map.get(id);
    if (!area) throw new Error(`unknown area ${id}`);
    return name(area, locale);
  };
  const besoin = (id: number) => {
    const b = data.besoins.get(id);
    if (!b) throw new Error(`unknown need ${id}`);
    return b;
  };
  const sectorOf = (r: BenchRecord, locale: SearchLocale) => {
    const sector = data.sectors.get(rng.pick(data.sectorsOf.get(r.pid) ?? []));
    if (!sector) throw new Error(`listing ${r.pid} has no sector`);
    return name(sector, locale);
  };

  const queries: BenchQuery[] = [];
  const add = (cls: QueryClass, i: number, locale: SearchLocale, q: Omit<BenchQuery, 'id' | 'cls' | 'locale'>) =>
    queries.push({ id: `${cls}#${i}`, cls, locale, ...q });
  const base = { query: '', words: [] as string[], facetFilters: [] as string[][], facets: [] as string[], hitsPerPage: SEARCH_HITS_PER_PAGE };

  for (let i = 0; i < options.perClass; i++) {
    const locale: SearchLocale = i % 2 === 0 ? 'fr' : 'nl';
    const f = prestataireFacets(locale);

    // Text only: one common word, or two that occur together in a listing.
    {
      const w1 = rng.pick(words);
      const typed = [w1];
      if (rng.chance(0.3)) {
        const r = rng.pick(recordsWithWord.get(w1) ?? []);
        const others = (wordsOfListing.get(r.pid) ?? []).filter((w) => w !== w1);
        if (others.length > 0) typed.push(rng.pick(others));
      }
      add('text', i, locale, { ...base, query: typed.join(' '), words: typed });
    }

    // Text + 4 refinements (one an OR of two tariffs, sometimes a negation) + 6 facets.
    {
      const w = rng.pick(words);
      const r = rng.pick(recordsWithWord.get(w) ?? []);
      const otherTarif = rng.pick(data.tarifs.filter((t) => t !== r.tarif));
      const otherCategorie = rng.pick(data.categories.filter((c) => c !== r.categorie));
      add('text_facets', i, locale, {
        ...base,
        query: w,
        words: [w],
        facetFilters: [
          [`${f.province}:${areaName(data.provinces, r.provinceId, locale)}`],
          [`${f.sector}:${sectorOf(r, locale)}`],
          rng.chance(0.5) ? [`${f.tarif}:${r.tarif}`, `${f.tarif}:${otherTarif}`] : [`${f.tarif}:${r.tarif}`],
          rng.chance(0.25) ? [`-${f.categorie}:${otherCategorie}`] : [`${f.type}:${r.type}`],
        ],
        facets: [f.needLvl0, f.sector, f.commune, f.tarif, f.type, f.categorie],
      });
    }

    // Hierarchical need (level 2, sometimes level 1) + province.
    {
      const r = rng.pick(recordsWithLevel2);
      const child = besoin(rng.pick(level2(r.pid)));
      const parent = besoin(child.parentId as number);
      const need = rng.chance(0.75) ? `${f.needLvl1}:${name(parent, locale)} > ${name(child, locale)}` : `${f.needLvl0}:${name(parent, locale)}`;
      add('need_province', i, locale, {
        ...base,
        facetFilters: [[need], [`${f.province}:${areaName(data.provinces, r.provinceId, locale)}`]],
        facets: [f.needLvl0, f.needLvl1, f.province, f.arrondissement, f.sector, f.tarif],
      });
    }

    // A commune's polygon (as a map click sends it), half the time with a sector refinement.
    {
      const r = rng.pick(records);
      const rings = data.communeRings.get(r.communeId);
      if (!rings) throw new Error(`no boundary for commune ${r.communeId}`);
      add('commune_polygon', i, locale, {
        ...base,
        insidePolygon: rings.map(ringToLatLng),
        facetFilters: rng.chance(0.5) ? [[`${f.sector}:${sectorOf(r, locale)}`]] : [],
        facets: [f.needLvl0, f.sector, f.quartier, f.tarif, f.type, f.categorie],
      });
    }

    // A map area around a record: a bounding box or a drawn hexagon, 100 hits.
    {
      const r = rng.pick(records);
      const radius = rng.pick([0.005, 0.01, 0.02, 0.05, 0.1, 0.2]);
      const area = rng.chance(0.6)
        ? {
            insideBoundingBox: [
              [
                Math.round((r.lat + radius) * 1e6) / 1e6,
                Math.round((r.lon + radius * 1.57) * 1e6) / 1e6,
                Math.round((r.lat - radius) * 1e6) / 1e6,
                Math.round((r.lon - radius * 1.57) * 1e6) / 1e6,
              ] as [number, number, number, number],
            ],
          }
        : { insidePolygon: [hexagon(r.lon, r.lat, radius)] };
      add('map_area', i, locale, {
        ...base,
        ...area,
        hitsPerPage: MAP_AREA_HITS_PER_PAGE,
        facets: [f.needLvl0, f.sector, f.province, f.commune, f.tarif, f.type],
      });
    }

    // The search page before any input: every facet counted (all values).
    add('empty_all_facets', i, locale, {
      ...base,
      facets: Object.entries(f)
        .filter(([kind]) => kind !== 'bookmarkers')
        .map(([, attribute]) => attribute),
      maxValuesPerFacet: 1000,
    });
  }
  return { queries, words };
}
