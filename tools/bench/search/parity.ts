import { DEFAULT_MAX_VALUES_PER_FACET, type BenchQuery } from './query-model';
import type { SqlAnswer } from './sql';

/**
 * Compares the engine's answer with the SQL reference: nbHits, the size of the page of hits and
 * every facet count. Facet values are cut at maxValuesPerFacet, most frequent first, so when the
 * engine returns the maximum number of values the reference values it left out must not be more
 * frequent than the least frequent one it kept (ties at the cut may go either way).
 */
export function compareAnswers(
  q: BenchQuery,
  engine: { nbHits: number; hits: number; facets: Record<string, Record<string, number>> },
  reference: SqlAnswer,
): string[] {
  const problems: string[] = [];
  if (engine.nbHits !== reference.nbHits) problems.push(`nbHits ${engine.nbHits} ≠ ${reference.nbHits}`);
  const expectedHits = Math.min(reference.nbHits, q.hitsPerPage);
  if (engine.hits !== expectedHits) problems.push(`${engine.hits} hits on the first page ≠ ${expectedHits}`);
  const max = q.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
  for (const attribute of q.facets) {
    const got = engine.facets[attribute] ?? {};
    const want = reference.facets[attribute] ?? {};
    const details: string[] = [];
    for (const [value, count] of Object.entries(got)) {
      if (want[value] !== count) details.push(`"${value}" ${count} ≠ ${want[value] ?? 'absent'}`);
    }
    const kept = Object.values(got);
    const truncated = kept.length >= max;
    const floor = truncated ? Math.min(...kept) : 0;
    for (const [value, count] of Object.entries(want)) {
      if (value in got || count <= 0) continue;
      if (!truncated || count > floor) details.push(`"${value}" missing (${count})`);
    }
    if (details.length > 0) {
      const shown = details.slice(0, 6).join(', ');
      problems.push(`${attribute}: ${shown}${details.length > 6 ? ` … (${details.length} differences)` : ''}`);
    }
  }
  return problems;
}
