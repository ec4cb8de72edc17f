import { ACCESSIBILITY_FACTS, type AccessibilityFact } from '@sam/contracts';
import { resolveFacet, type CategoryLabels, type FacetKind, type ResolvedFacet } from './facets';
import { parseFacetFilter, type BenchQuery } from './query-model';

/**
 * The benchmark's queries in SQL, for PostgreSQL (timed, and the parity reference) and for
 * SQLite (parity only, when no PostgreSQL server is reachable). One statement per query: the
 * matching records are a materialized CTE `m`, then one UNION ALL member per answer part (nbHits,
 * the page of hits, one GROUP BY per requested facet), each row (k, v, c).
 */

export interface SqlLane {
  dialect: 'pg' | 'sqlite';
  /** Predicate over `p` (prestataires) true when every word occurs in the listing's searchable text. */
  text(words: string[]): string;
  /** Predicate over `a` (addresses): inside one of the polygons (flat [lat, lng, …] lists). */
  insidePolygons(polygons: number[][]): string;
  /** Predicate over `a`: inside the box [neLat, neLng, swLat, swLng] (edges included). */
  insideBox(box: readonly [number, number, number, number]): string;
  categoryLabels: CategoryLabels;
}

/**
 * Which records are in the index (apps/api/src/search/repository.ts): visible addresses with
 * coordinates of active, visible listings. The seed gives every address its commune.
 */
export const RECORD_PREDICATE = 'p.active = 1 AND p.visible = 1 AND a.is_visible = 1 AND a.lat IS NOT NULL AND a.lon IS NOT NULL';

/** A standard SQL string literal (quotes doubled); the values come from the seeded database. */
export const lit = (value: string): string => `'${value.replace(/'/g, "''")}'`;

export const num = (value: number): string => {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
};

const areaTable = { province: 'provinces', arrondissement: 'arrondissements', commune: 'communes', quartier: 'quartiers' } as const;
/** The column of `m` (and its source in the CTE) holding the area id of a record. */
const areaColumn = { province: 'province_id', arrondissement: 'arrondissement_id', commune: 'commune_id', quartier: 'quartier_id' } as const;
const areaSource = { province: 'c.province_id', arrondissement: 'c.arrondissement_id', commune: 'a.commune_id', quartier: 'a.quartier_id' } as const;

function categoryCodes(labels: CategoryLabels, locale: 'fr' | 'nl', value: string): string[] {
  return Object.entries(labels)
    .filter(([, label]) => label[locale] === value)
    .map(([code]) => code);
}

/** SQL predicate (over a, p, c) for one `attribute:value` refinement. */
export function filterPredicate(lane: SqlLane, facet: ResolvedFacet, value: string): string {
  const l = facet.locale;
  const v = lit(value);
  switch (facet.kind) {
    case 'needLvl0':
      return `p.id IN (SELECT pb.prestataire_id FROM prestataire_besoins pb WHERE pb.besoin_id IN (SELECT b.id FROM besoins b LEFT JOIN besoins bp ON bp.id = b.parent_id WHERE COALESCE(bp.titre_${l}, b.titre_${l}) = ${v}))`;
    case 'needLvl1':
      return `p.id IN (SELECT pb.prestataire_id FROM prestataire_besoins pb WHERE pb.besoin_id IN (SELECT b.id FROM besoins b JOIN besoins bp ON bp.id = b.parent_id WHERE bp.titre_${l} || ' > ' || b.titre_${l} = ${v}))`;
    case 'sector':
      return `p.id IN (SELECT ps.prestataire_id FROM prestataire_sectors ps JOIN sectors s ON s.id = ps.sector_id WHERE s.titre_${l} = ${v})`;
    case 'province':
    case 'arrondissement':
    case 'commune':
    case 'quartier':
      return `${areaSource[facet.kind]} IN (SELECT x.id FROM ${areaTable[facet.kind]} x WHERE x.name_fr = ${v} OR x.name_nl = ${v})`;
    case 'tarif':
    case 'type':
    case 'categorie':
      return `p.${facet.kind} = ${v}`;
    case 'category': {
      const codes = categoryCodes(lane.categoryLabels, l, value);
      return codes.length === 0 ? '1 = 0' : `p.categorie IN (${codes.map(lit).join(', ')})`;
    }
    case 'sourceAssociation':
    case 'sourceCountry':
      return `p.id IN (SELECT ps.prestataire_id FROM prestataire_sources ps JOIN sources s ON s.id = ps.source_id WHERE s.${facet.kind === 'sourceAssociation' ? 'association' : 'country'} = ${v})`;
    case 'accessibility':
      return `a.${accessibilityColumn(value)} = 1`;
    case 'bookmarkers':
      throw new Error('the benchmark does not filter on bookmarkers (per-user tokens)');
  }
}

/** A fact code is its address column's name (migration 0009); anything else is refused, not quoted into SQL. */
function accessibilityColumn(value: string): AccessibilityFact {
  const fact = ACCESSIBILITY_FACTS.find((code) => code === value);
  if (!fact) throw new Error(`unknown accessibility fact: ${value}`);
  return fact;
}

type AreaKind = keyof typeof areaTable;
const isArea = (kind: FacetKind): kind is AreaKind => kind in areaTable;
const areaGroup = (kind: AreaKind) => `g_${kind}`;

/** The CTE counting the matching records per area id. */
export function areaGroupSql(kind: AreaKind): string {
  const col = areaColumn[kind];
  return `${areaGroup(kind)} AS (SELECT m.${col} AS gid, COUNT(*) AS c FROM m WHERE m.${col} IS NOT NULL GROUP BY m.${col})`;
}

/** UNION ALL member(s) giving (k = attribute, v = value, c = records) for one facet over `m`. */
export function facetCountSql(facet: ResolvedFacet): string {
  const k = lit(facet.attribute);
  const l = facet.locale;
  switch (facet.kind) {
    case 'needLvl0':
      // A listing with two needs under one parent counts once for it: distinct pairs first.
      return `SELECT ${k} AS k, d.v AS v, COUNT(*) AS c FROM (SELECT DISTINCT m.id, COALESCE(bp.titre_${l}, b.titre_${l}) AS v FROM m JOIN prestataire_besoins pb ON pb.prestataire_id = m.pid JOIN besoins b ON b.id = pb.besoin_id LEFT JOIN besoins bp ON bp.id = b.parent_id) d GROUP BY d.v`;
    case 'needLvl1':
      return `SELECT ${k} AS k, bp.titre_${l} || ' > ' || b.titre_${l} AS v, COUNT(*) AS c FROM m JOIN prestataire_besoins pb ON pb.prestataire_id = m.pid JOIN besoins b ON b.id = pb.besoin_id JOIN besoins bp ON bp.id = b.parent_id GROUP BY bp.titre_${l}, b.titre_${l}`;
    case 'sector':
      return `SELECT ${k} AS k, s.titre_${l} AS v, COUNT(*) AS c FROM m JOIN prestataire_sectors ps ON ps.prestataire_id = m.pid JOIN sectors s ON s.id = ps.sector_id GROUP BY s.titre_${l}`;
    case 'province':
    case 'arrondissement':
    case 'commune':
    case 'quartier': {
      // Counted once per area id (the CTE of areaGroupSql), then named in both languages
      // (the Dutch row only when it differs).
      const named = `${areaGroup(facet.kind)} g JOIN ${areaTable[facet.kind]} x ON x.id = g.gid`;
      return `SELECT ${k} AS k, x.name_fr AS v, g.c AS c FROM ${named} UNION ALL SELECT ${k} AS k, x.name_nl AS v, g.c AS c FROM ${named} WHERE x.name_nl <> x.name_fr`;
    }
    case 'tarif':
    case 'type':
    case 'categorie':
    case 'category': // codes; labelled by `collectAnswer`
      return `SELECT ${k} AS k, m.${facet.kind === 'category' ? 'categorie' : facet.kind} AS v, COUNT(*) AS c FROM m GROUP BY m.${facet.kind === 'category' ? 'categorie' : facet.kind}`;
    case 'sourceAssociation':
    case 'sourceCountry': {
      const col = facet.kind === 'sourceAssociation' ? 'association' : 'country';
      return `SELECT ${k} AS k, d.v AS v, COUNT(*) AS c FROM (SELECT DISTINCT m.id, s.${col} AS v FROM m JOIN prestataire_sources ps ON ps.prestataire_id = m.pid JOIN sources s ON s.id = ps.source_id) d GROUP BY d.v`;
    }
    case 'accessibility':
      // One member per fact; GROUP BY leaves out a fact no record has, as the engine does.
      return ACCESSIBILITY_FACTS.map(
        (fact) => `SELECT ${k} AS k, '${fact}' AS v, COUNT(*) AS c FROM m JOIN addresses ax ON ax.id = m.id WHERE ax.${fact} = 1 GROUP BY ax.${fact}`,
      ).join(' UNION ALL ');
    case 'bookmarkers':
      throw new Error('the benchmark does not count bookmarkers (per-user tokens)');
  }
}

/** The single statement answering a benchmark query. */
export function buildSearchSql(lane: SqlLane, q: BenchQuery): string {
  const where = [RECORD_PREDICATE];
  if (q.words.length > 0) where.push(lane.text(q.words));
  if (q.insidePolygon) where.push(lane.insidePolygons(q.insidePolygon));
  if (q.insideBoundingBox) where.push(`(${q.insideBoundingBox.map((box) => lane.insideBox(box)).join(' OR ')})`);
  for (const group of q.facetFilters) {
    const alternatives = group.map((filter) => {
      const { attribute, value, negated } = parseFacetFilter(filter);
      const predicate = filterPredicate(lane, resolveFacet(attribute), value);
      return negated ? `NOT (${predicate})` : predicate;
    });
    where.push(alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`);
  }
  const members = [
    `SELECT 'nbHits' AS k, CAST(NULL AS TEXT) AS v, COUNT(*) AS c FROM m`,
    // The page of hits: id and title (the engine returns whole records; PostgreSQL ranks nothing here).
    `SELECT 'hit' AS k, CAST(t.id AS TEXT) || ' ' || h.title AS v, 0 AS c FROM (SELECT m.id, m.pid FROM m ORDER BY m.id LIMIT ${num(q.hitsPerPage)}) t JOIN prestataires h ON h.id = t.pid`,
    ...q.facets.map((attribute) => facetCountSql(resolveFacet(attribute))),
  ];
  const areaKinds = [...new Set(q.facets.map((attribute) => resolveFacet(attribute).kind).filter(isArea))];
  return (
    `WITH m AS MATERIALIZED (SELECT a.id, a.prestataire_id AS pid, a.commune_id, a.quartier_id, c.province_id, c.arrondissement_id, p.tarif, p.type, p.categorie ` +
    `FROM addresses a JOIN prestataires p ON p.id = a.prestataire_id JOIN communes c ON c.id = a.commune_id ` +
    `WHERE ${where.join(' AND ')})${areaKinds.map((kind) => `, ${areaGroupSql(kind)}`).join('')} ` +
    members.join(' UNION ALL ')
  );
}

/** What a lane answers, in the engine's terms. */
export interface SqlAnswer {
  nbHits: number;
  hits: number;
  facets: Record<string, Record<string, number>>;
}

/** Folds the (k, v, c) rows of buildSearchSql into nbHits, hit count and facet counts. */
export function collectAnswer(
  q: BenchQuery,
  rows: readonly { k: string; v: string | null; c: number | string }[],
  categoryLabels: CategoryLabels,
): SqlAnswer {
  const answer: SqlAnswer = { nbHits: 0, hits: 0, facets: Object.fromEntries(q.facets.map((f) => [f, {}])) };
  for (const row of rows) {
    const count = Number(row.c);
    if (row.k === 'nbHits') answer.nbHits = count;
    else if (row.k === 'hit') answer.hits++;
    else {
      const facet = resolveFacet(row.k);
      if (row.v === null) continue;
      const value = facet.kind === 'category' ? categoryLabels[row.v]?.[facet.locale] ?? `?${row.v}` : row.v;
      const counts = answer.facets[row.k];
      counts[value] = (counts[value] ?? 0) + count;
    }
  }
  return answer;
}
