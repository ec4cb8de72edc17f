import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { prestataireCategorieLabel } from '@sam/contracts';
import { fold } from '@sam/search-engine';
import type { CategoryLabels } from './facets';
import { RECORD_PREDICATE } from './sql';
import { tokenize } from './vocabulary';

/**
 * What the query mix is derived from: the records of the seeded SQLite database (one per visible
 * address of an active, visible listing), the names of every facet value, the listings' text and
 * the commune boundaries of assets/geo.
 */

export interface Named {
  fr: string;
  nl: string;
}

export interface BenchRecord {
  id: number;
  pid: number;
  lon: number;
  lat: number;
  communeId: string;
  provinceId: string;
  arrondissementId: string;
  quartierId: string | null;
  tarif: string;
  type: string;
  categorie: string;
}

export interface Dataset {
  records: BenchRecord[];
  provinces: Map<string, Named>;
  communes: Map<string, Named>;
  sectors: Map<number, Named>;
  /** Needs with their parent (null for level 1). */
  besoins: Map<number, Named & { parentId: number | null }>;
  sectorsOf: Map<number, number[]>;
  besoinsOf: Map<number, number[]>;
  types: string[];
  categories: string[];
  tarifs: string[];
  /** Title and description head per listing (what the SQL lanes search) and its number of records. */
  texts: Map<number, { text: string; records: number }>;
  /** Folded words of every other searchable attribute (apps/api/src/search/settings.ts), description tails included. */
  elsewhere: Set<string>;
  categoryLabels: CategoryLabels;
  /** Commune id → outer rings as [lon, lat] lists (insidePolygon has no holes). */
  communeRings: Map<string, [number, number][][]>;
}

const group = <K, V>(rows: { k: K; v: V }[]): Map<K, V[]> => {
  const map = new Map<K, V[]>();
  for (const { k, v } of rows) {
    const list = map.get(k);
    if (list) list.push(v);
    else map.set(k, [v]);
  }
  return map;
};

type Ring = [number, number][];
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

export function loadCommuneRings(geoDir: string): Map<string, Ring[]> {
  const collection = JSON.parse(readFileSync(path.join(geoDir, 'communes.geojson'), 'utf8')) as {
    features: { properties: { id: string }; geometry: Geometry }[];
  };
  return new Map(
    collection.features.map(({ properties, geometry }) => {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      return [properties.id, polygons.map((rings) => rings[0])];
    }),
  );
}

/**
 * Description text past this many characters counts as "elsewhere": the engine indexes an
 * excerpt of the description (300 characters), the SQL lanes all of it.
 */
const DESCRIPTION_HEAD = 250;

/** The first `length` characters of a text, cut back to a whole word. */
export function head(text: string, length: number): { head: string; tail: string } {
  if (text.length <= length) return { head: text, tail: '' };
  const cut = text.slice(0, length).replace(/[\p{L}\p{N}]*$/u, '');
  return { head: cut, tail: text.slice(cut.length) };
}

export function loadDataset(sqliteFile: string, geoDir: string): Dataset {
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    const all = <T>(sql: string): T[] => db.prepare(sql).all() as T[];
    const named = <K>(table: string, id = 'id'): Map<K, Named> =>
      new Map(all<{ id: K; fr: string; nl: string }>(`SELECT ${id} AS id, name_fr AS fr, name_nl AS nl FROM ${table}`).map((r) => [r.id, { fr: r.fr, nl: r.nl }]));

    const records = all<BenchRecord>(
      `SELECT a.id, a.prestataire_id AS pid, a.lon, a.lat, a.commune_id AS communeId, c.province_id AS provinceId,
              c.arrondissement_id AS arrondissementId, a.quartier_id AS quartierId, p.tarif, p.type, p.categorie
       FROM addresses a JOIN prestataires p ON p.id = a.prestataire_id JOIN communes c ON c.id = a.commune_id
       WHERE ${RECORD_PREDICATE} ORDER BY a.id`,
    );
    const recordsPerListing = new Map<number, number>();
    for (const r of records) recordsPerListing.set(r.pid, (recordsPerListing.get(r.pid) ?? 0) + 1);
    const elsewhere = new Set<string>();
    const addWords = (text: string | null) => {
      for (const token of tokenize(text ?? '')) elsewhere.add(fold(token));
    };
    const texts = new Map<number, { text: string; records: number }>();
    for (const r of all<{ id: number; title: string; description: string | null }>('SELECT id, title, activity_description AS description FROM prestataires ORDER BY id')) {
      const description = head((r.description ?? '').replace(/\s+/g, ' ').trim(), DESCRIPTION_HEAD);
      addWords(description.tail);
      texts.set(r.id, { text: `${r.title} ${description.head}`, records: recordsPerListing.get(r.id) ?? 0 });
    }
    const distinct = (column: string) => all<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM prestataires ORDER BY 1`).map((r) => r.v);
    const categories = distinct('categorie');
    const categoryLabels: CategoryLabels = Object.fromEntries(categories.map((code) => [code, prestataireCategorieLabel(code)]));
    for (const label of Object.values(categoryLabels)) [label.fr, label.nl].forEach(addWords);
    for (const sql of [
      'SELECT titre_fr AS a, titre_nl AS b FROM besoins',
      'SELECT titre_fr AS a, titre_nl AS b FROM sectors',
      'SELECT name_fr AS a, name_nl AS b FROM tags',
      'SELECT name_fr AS a, name_nl AS b FROM provinces',
      'SELECT name_fr AS a, name_nl AS b FROM arrondissements',
      'SELECT name_fr AS a, name_nl AS b FROM communes',
      'SELECT name_fr AS a, name_nl AS b FROM quartiers',
      'SELECT DISTINCT locality AS a, postal_code AS b FROM addresses',
      'SELECT DISTINCT street AS a, NULL AS b FROM addresses',
    ]) {
      for (const row of all<{ a: string | null; b: string | null }>(sql)) {
        addWords(row.a);
        addWords(row.b);
      }
    }

    return {
      records,
      provinces: named<string>('provinces'),
      communes: named<string>('communes'),
      sectors: new Map(all<{ id: number; fr: string; nl: string }>('SELECT id, titre_fr AS fr, titre_nl AS nl FROM sectors').map((r) => [r.id, { fr: r.fr, nl: r.nl }])),
      besoins: new Map(
        all<{ id: number; fr: string; nl: string; parentId: number | null }>('SELECT id, titre_fr AS fr, titre_nl AS nl, parent_id AS parentId FROM besoins').map(
          (r) => [r.id, { fr: r.fr, nl: r.nl, parentId: r.parentId }],
        ),
      ),
      sectorsOf: group(all<{ k: number; v: number }>('SELECT prestataire_id AS k, sector_id AS v FROM prestataire_sectors ORDER BY 1, 2')),
      besoinsOf: group(all<{ k: number; v: number }>('SELECT prestataire_id AS k, besoin_id AS v FROM prestataire_besoins ORDER BY 1, 2')),
      types: distinct('type'),
      categories,
      tarifs: distinct('tarif'),
      texts,
      elsewhere,
      categoryLabels,
      communeRings: loadCommuneRings(geoDir),
    };
  } finally {
    db.close();
  }
}
