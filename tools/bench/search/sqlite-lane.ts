import Database from 'better-sqlite3';
import type { CategoryLabels } from './facets';
import type { BenchQuery } from './query-model';
import { buildSearchSql, collectAnswer, num, type SqlAnswer, type SqlLane } from './sql';

/**
 * The parity reference when no PostgreSQL server is reachable: the same statements on the
 * engine's own SQLite file, with a temporary FTS5 table for the words and a JS point-in-polygon
 * function (SQLite has no geometry). Not timed: it only checks the engine's counts.
 */

/** Even-odd ray casting over a flat [lat, lng, …] ring. */
export function insideRing(lon: number, lat: number, flat: readonly number[]): boolean {
  let inside = false;
  const n = flat.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const yi = flat[i];
    const xi = flat[i + 1];
    const yj = flat[j];
    const xj = flat[j + 1];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export class SqliteLane {
  readonly lane: SqlLane;
  private readonly db: Database.Database;
  private readonly polygons: number[][][] = [];

  constructor(file: string, categoryLabels: CategoryLabels) {
    this.db = new Database(file, { fileMustExist: true });
    const polygons = this.polygons;
    this.db.function('bench_inside', { deterministic: true }, (lon: unknown, lat: unknown, index: unknown) =>
      typeof lon === 'number' && typeof lat === 'number' && polygons[Number(index)].some((ring) => insideRing(lon, lat, ring)) ? 1 : 0,
    );
    this.db.exec(`CREATE VIRTUAL TABLE temp.bench_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 0')`);
    this.db.exec(`INSERT INTO temp.bench_fts (rowid, text) SELECT id, title || ' ' || COALESCE(activity_description, '') FROM prestataires`);
    this.lane = {
      dialect: 'sqlite',
      text: (words) => `p.id IN (SELECT rowid FROM temp.bench_fts WHERE bench_fts MATCH '${words.map((w) => `"${w}"`).join(' AND ')}')`,
      insidePolygons: (list) => {
        polygons.push(list);
        return `bench_inside(a.lon, a.lat, ${polygons.length - 1}) = 1`;
      },
      insideBox: ([neLat, neLng, swLat, swLng]) =>
        `(a.lon BETWEEN ${num(Math.min(neLng, swLng))} AND ${num(Math.max(neLng, swLng))} AND a.lat BETWEEN ${num(Math.min(neLat, swLat))} AND ${num(Math.max(neLat, swLat))})`,
      categoryLabels,
    };
  }

  answer(q: BenchQuery): SqlAnswer {
    const rows = this.db.prepare(buildSearchSql(this.lane, q)).all() as { k: string; v: string | null; c: number }[];
    return collectAnswer(q, rows, this.lane.categoryLabels);
  }

  close(): void {
    this.db.close();
  }
}
