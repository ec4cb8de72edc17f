import { QUERY_CLASSES, type QueryClass } from './query-model';
import { speedup, type Percentiles } from './stats';

/** The benchmark's results (also written as JSON) and their text report. */

export interface ClassResult {
  cls: QueryClass;
  label: string;
  queries: number;
  /** The engine's processingTimeMS. */
  engine: Percentiles;
  /** algoliasearch round trip over HTTP. */
  http: Percentiles;
  /** PostgreSQL planning + execution (EXPLAIN ANALYZE), when the lane ran. */
  pg?: Percentiles;
  /** PostgreSQL round trip of the same statement as the client sees it. */
  pgClient?: Percentiles;
  /** How many queries PostgreSQL was timed on (its slow classes are cut by a time budget). */
  pgQueries?: number;
  /** PostgreSQL time / engine time, per percentile. */
  ratio?: { p50: number; p95: number; p99: number };
  mismatches: number;
}

export interface IndexFigure {
  name: string;
  entries: number;
  buildTimeMs: number | null;
}

export interface BenchResults {
  startedAt: string;
  scale: number;
  queriesPerClass: number;
  records: number;
  words: string[];
  machine: { cpus: number; cpuModel: string; node: string };
  api: { entry: 'tsx' | 'dist'; readyMs: number; indices: IndexFigure[]; buildTimeMs: number | null; rssMb: number | null; peakRssMb: number | null };
  postgres: { ran: boolean; note: string; seedMs?: number; prepareMs?: number };
  /** 1-minute load average when each lane was timed: other work on the machine skews the figures. */
  load: { cpus: number; engine: number | null; postgres: number | null };
  parity: { reference: 'postgresql' | 'sqlite'; queries: number; mismatches: number; examples: { id: string; params: string; problems: string[] }[] };
  classes: ClassResult[];
  targets: TargetCheck[];
}

export interface TargetCheck {
  target: string;
  measured: string;
  ok: boolean | null;
}

export const ratios = (engine: Percentiles, pg: Percentiles) => ({
  p50: speedup(engine.p50, pg.p50),
  p95: speedup(engine.p95, pg.p95),
  p99: speedup(engine.p99, pg.p99),
});

export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return Math.round(ms).toLocaleString('en-US');
}

export const formatRatio = (ratio: number | undefined): string => (ratio === undefined || !Number.isFinite(ratio) ? '–' : `×${ratio < 10 ? ratio.toFixed(1) : Math.round(ratio)}`);

/** The issue's targets (informational: timings never fail the run). */
export function checkTargets(classes: ClassResult[], api: BenchResults['api']): TargetCheck[] {
  const worst = (pick: (c: ClassResult) => number | undefined, highest = true) => {
    let found: { value: number; label: string } | null = null;
    for (const c of classes) {
      const value = pick(c);
      if (value === undefined || !Number.isFinite(value)) continue;
      if (!found || (highest ? value > found.value : value < found.value)) found = { value, label: c.label };
    }
    return found;
  };
  const check = (target: string, found: { value: number; label: string } | null, ok: (v: number) => boolean, unit: (v: number) => string): TargetCheck =>
    found ? { target, measured: `${unit(found.value)} (worst: ${found.label})`, ok: ok(found.value) } : { target, measured: 'not measured', ok: null };
  const ms = (v: number) => `${formatMs(v)} ms`;
  return [
    check('engine p50 ≤ 2 ms in every class', worst((c) => c.engine.p50), (v) => v <= 2, ms),
    check('engine p99 ≤ 10 ms in every class', worst((c) => c.engine.p99), (v) => v <= 10, ms),
    check('HTTP round trip p50 ≤ 5 ms in every class', worst((c) => c.http.p50), (v) => v <= 5, ms),
    check('≥ 3× faster than PostgreSQL (p50) in every class', worst((c) => c.ratio?.p50, false), (v) => v >= 3, formatRatio),
    api.buildTimeMs === null
      ? { target: 'index build ≤ 5 s', measured: 'not reported by GET /1/indexes', ok: null }
      : { target: 'index build ≤ 5 s', measured: `${(api.buildTimeMs / 1000).toFixed(2)} s`, ok: api.buildTimeMs <= 5000 },
    api.rssMb === null
      ? { target: 'API memory ≤ 400 MB RSS', measured: 'not measured (no /proc)', ok: null }
      : { target: 'API memory ≤ 400 MB RSS', measured: `${Math.round(api.rssMb)} MB (peak ${Math.round(api.peakRssMb ?? Number.NaN)} MB)`, ok: api.rssMb <= 400 },
  ];
}

const pad = (text: string, width: number, left = false) => (left ? text.padEnd(width) : text.padStart(width));

/** The per-class table, index and memory figures, parity and target lines. */
export function renderReport(results: BenchResults): string {
  const lines: string[] = [];
  const labelWidth = Math.max(...QUERY_CLASSES.map((c) => c.label.length), 5) + 2;
  const col = 8;
  const triple = (p: Percentiles | undefined) => (p ? [p.p50, p.p95, p.p99].map((v) => pad(formatMs(v), col)).join('') : pad('–', col).repeat(3));
  const heads = ['p50', 'p95', 'p99'].map((h) => pad(h, col)).join('');
  lines.push(
    pad('', labelWidth, true) +
      [pad('engine processingTimeMS', 3 * col), pad('HTTP round trip', 3 * col), pad('PostgreSQL plan+exec', 3 * col), pad('PG / engine', 2 * col)].join('  '),
    pad('class', labelWidth, true) + [heads, heads, heads, pad('p50', col) + pad('p99', col)].join('  '),
  );
  for (const c of results.classes) {
    lines.push(
      pad(c.label, labelWidth, true) +
        [triple(c.engine), triple(c.http), triple(c.pg), pad(formatRatio(c.ratio?.p50), col) + pad(formatRatio(c.ratio?.p99), col)].join('  '),
    );
  }
  lines.push(
    `(ms; ${results.queriesPerClass} timed queries per class after a warm-up pass` +
      (results.classes.some((c) => c.pgQueries !== undefined && c.pgQueries < c.queries)
        ? `, PostgreSQL ${results.classes.map((c) => c.pgQueries ?? '–').join('/')}`
        : '') +
      `; ${results.records.toLocaleString('en-US')} records; hits carry the attributes the portal's list and map ask for, unhighlighted)`,
  );
  lines.push('');
  const { api } = results;
  lines.push(
    `API (${api.entry}): ready in ${formatMs(api.readyMs)} ms; index build ${api.buildTimeMs === null ? 'not reported' : `${formatMs(api.buildTimeMs)} ms`} — ` +
      api.indices.map((i) => `${i.name} ${i.entries.toLocaleString('en-US')} records${i.buildTimeMs === null ? '' : ` ${formatMs(i.buildTimeMs)} ms`}`).join(', '),
  );
  lines.push(`API memory: VmRSS ${api.rssMb === null ? '–' : Math.round(api.rssMb)} MB, VmHWM ${api.peakRssMb === null ? '–' : Math.round(api.peakRssMb)} MB`);
  lines.push(`PostgreSQL: ${results.postgres.note}`);
  const { load } = results;
  const busy = [load.engine, load.postgres].some((l) => l !== null && l > load.cpus);
  lines.push(
    `Load average (1 min) while timing: engine ${load.engine?.toFixed(2) ?? '–'}, PostgreSQL ${load.postgres?.toFixed(2) ?? '–'} on ${load.cpus} CPUs` +
      (busy ? ' — the machine was busy: figures are pessimistic' : ''),
  );
  const { parity } = results;
  lines.push(
    `Facet-count parity against ${parity.reference === 'postgresql' ? 'PostgreSQL' : 'SQLite SQL'}: ${parity.queries} distinct queries, ` +
      (parity.mismatches === 0 ? 'all identical' : `${parity.mismatches} MISMATCHED`),
  );
  for (const example of parity.examples) {
    lines.push(`  ${example.id} ${example.params}`);
    for (const problem of example.problems) lines.push(`    ${problem}`);
  }
  lines.push('');
  lines.push('Targets (informational):');
  for (const t of results.targets) lines.push(`  [${t.ok === null ? ' ? ' : t.ok ? ' ok' : 'miss'}] ${t.target}: ${t.measured}`);
  return lines.join('\n');
}
