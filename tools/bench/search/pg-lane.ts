import { Client } from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '@sam/db';
import type { CategoryLabels } from './facets';
import type { BenchQuery } from './query-model';
import { buildSearchSql, collectAnswer, lit, num, type SqlAnswer, type SqlLane } from './sql';

/**
 * The PostgreSQL lane: a scratch database seeded like the engine's, with what a PostgreSQL-only
 * search would add: a generated tsvector over title + description with a GIN index (the
 * `simple` configuration, no unaccent: the query words are chosen to need neither folding nor
 * stemming), a GiST index on point(lon, lat) (scaled, see GEO_SCALE) for the built-in geometric operators, and B-tree
 * indexes on the join columns the filters use.
 */

export const BENCH_DATABASE = 'sam_bench';
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function reachable(adminUrl: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The scratch database sam_bench on the lane's server (@sam/db's helper, as the tests' PostgreSQL lane); a previous run's is replaced. */
export function createBenchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(adminUrl, { name: BENCH_DATABASE });
}

/**
 * Coordinates are scaled to about metres before the geometric operators see them: those compare
 * with an absolute tolerance of 1e-6 (EPSILON in PostgreSQL's geo_decls.h), applied among others
 * to cross products, which in degrees² put points tens of metres from an edge "on" it.
 */
export const GEO_SCALE = 100_000;
const POINT = `point(a.lon * ${GEO_SCALE}, a.lat * ${GEO_SCALE})`;
const scaled = (degrees: number) => num(Math.round(degrees * GEO_SCALE * 1000) / 1000);

const polygonLiteral = (flat: number[]): string => {
  const points: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push(`(${scaled(flat[i + 1])},${scaled(flat[i])})`);
  return `(${points.join(',')})`;
};

export function pgLane(categoryLabels: CategoryLabels): SqlLane {
  return {
    dialect: 'pg',
    text: (words) => `p.bench_tsv @@ to_tsquery('simple', ${lit(words.join(' & '))})`,
    insidePolygons: (polygons) =>
      `(${polygons.map((flat) => `${POINT} <@ CAST(${lit(polygonLiteral(flat))} AS polygon)`).join(' OR ')})`,
    insideBox: ([neLat, neLng, swLat, swLng]) =>
      `${POINT} <@ CAST(${lit(`((${scaled(swLng)},${scaled(swLat)}),(${scaled(neLng)},${scaled(neLat)}))`)} AS box)`,
    categoryLabels,
  };
}

export interface PgTiming {
  /** Planning + execution time reported by EXPLAIN ANALYZE (server side). */
  serverMs: number;
  /** Round trip of that EXPLAIN ANALYZE statement as the client sees it. */
  clientMs: number;
}

export class PgLane {
  private constructor(
    private readonly client: Client,
    readonly lane: SqlLane,
  ) {}

  static async open(url: string, categoryLabels: CategoryLabels): Promise<PgLane> {
    const client = new Client({ connectionString: url });
    await client.connect();
    // JIT compilation costs tens of ms on the larger statements and a search service would turn it off.
    await client.query('SET jit = off');
    return new PgLane(client, pgLane(categoryLabels));
  }

  /** The search columns and indexes, then fresh statistics. */
  async prepare(): Promise<void> {
    const statements = [
      `ALTER TABLE prestataires ADD COLUMN bench_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || COALESCE(activity_description, ''))) STORED`,
      'CREATE INDEX bench_prestataires_tsv ON prestataires USING gin (bench_tsv)',
      `CREATE INDEX bench_addresses_point ON addresses USING gist (point(lon * ${GEO_SCALE}, lat * ${GEO_SCALE}))`,
      'CREATE INDEX bench_addresses_commune ON addresses (commune_id)',
      'CREATE INDEX bench_addresses_quartier ON addresses (quartier_id)',
      'CREATE INDEX bench_communes_province ON communes (province_id)',
      'CREATE INDEX bench_communes_arrondissement ON communes (arrondissement_id)',
      'CREATE INDEX bench_prestataires_tarif ON prestataires (tarif)',
      'CREATE INDEX bench_prestataires_type ON prestataires (type)',
      'CREATE INDEX bench_prestataires_categorie ON prestataires (categorie)',
      'CREATE INDEX bench_prestataire_sectors_sector ON prestataire_sectors (sector_id)',
      'CREATE INDEX bench_prestataire_besoins_besoin ON prestataire_besoins (besoin_id)',
      'CREATE INDEX bench_prestataire_sources_source ON prestataire_sources (source_id)',
      'VACUUM ANALYZE',
    ];
    for (const statement of statements) await this.client.query(statement);
  }

  async recordCount(recordPredicate: string): Promise<number> {
    const result = await this.client.query<{ n: string }>(
      `SELECT COUNT(*) AS n FROM addresses a JOIN prestataires p ON p.id = a.prestataire_id WHERE ${recordPredicate}`,
    );
    return Number(result.rows[0].n);
  }

  async answer(q: BenchQuery): Promise<SqlAnswer> {
    const result = await this.client.query<{ k: string; v: string | null; c: string }>(buildSearchSql(this.lane, q));
    return collectAnswer(q, result.rows, this.lane.categoryLabels);
  }

  async time(q: BenchQuery): Promise<PgTiming> {
    const started = performance.now();
    const result = await this.client.query<{ 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }>(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${buildSearchSql(this.lane, q)}`,
    );
    const clientMs = performance.now() - started;
    const [plan] = result.rows[0]['QUERY PLAN'];
    return { serverMs: plan['Planning Time'] + plan['Execution Time'], clientMs };
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
