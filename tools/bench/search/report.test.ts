import { checkTargets, formatMs, formatRatio, ratios, renderReport, type BenchResults, type ClassResult } from './report';
import { summarize } from './stats';

const cls = (id: ClassResult['cls'], label: string, engine: number[], http: number[], pg?: number[]): ClassResult => {
  const result: ClassResult = { cls: id, label, queries: engine.length, engine: summarize(engine), http: summarize(http), mismatches: 0 };
  if (pg) {
    result.pg = summarize(pg);
    result.pgQueries = pg.length;
    result.ratio = ratios(result.engine, result.pg);
  }
  return result;
};

const api: BenchResults['api'] = {
  entry: 'tsx',
  readyMs: 4200,
  indices: [{ name: 'prestataire_addresses_index', entries: 91_350, buildTimeMs: 3100 }],
  buildTimeMs: 3100,
  rssMb: 250.4,
  peakRssMb: 300.2,
};

describe('formatting', () => {
  it('keeps precision where it matters', () => {
    expect(formatMs(0.456)).toBe('0.46');
    expect(formatMs(12.34)).toBe('12.3');
    expect(formatMs(1234.5)).toBe('1,235');
    expect(formatMs(null)).toBe('–');
    expect(formatMs(Number.NaN)).toBe('–');
    expect(formatRatio(3.14)).toBe('×3.1');
    expect(formatRatio(42.4)).toBe('×42');
    expect(formatRatio(undefined)).toBe('–');
  });

  it('computes the PostgreSQL / engine ratio per percentile', () => {
    expect(ratios(summarize([1, 2]), summarize([10, 40]))).toEqual({ p50: 10, p95: 20, p99: 20 });
  });
});

describe('checkTargets', () => {
  it('reports the worst class against each target', () => {
    const classes = [cls('text', 'text only', [1, 1.5], [3, 4], [40, 60]), cls('map_area', 'map area', [2.5, 12], [6, 9], [5, 8])];
    const checks = checkTargets(classes, api);
    const byTarget = Object.fromEntries(checks.map((c) => [c.target, c]));
    expect(byTarget['engine p50 ≤ 2 ms in every class']).toMatchObject({ ok: false, measured: '2.50 ms (worst: map area)' });
    expect(byTarget['engine p99 ≤ 10 ms in every class']).toMatchObject({ ok: false, measured: '12.0 ms (worst: map area)' });
    expect(byTarget['HTTP round trip p50 ≤ 5 ms in every class']).toMatchObject({ ok: false, measured: '6.00 ms (worst: map area)' });
    expect(byTarget['≥ 3× faster than PostgreSQL (p50) in every class']).toMatchObject({ ok: false, measured: '×2.0 (worst: map area)' });
    expect(byTarget['index build ≤ 5 s']).toMatchObject({ ok: true, measured: '3.10 s' });
    expect(byTarget['API memory ≤ 400 MB RSS']).toMatchObject({ ok: true, measured: '250 MB (peak 300 MB)' });
  });

  it('passes when every class meets the targets, and says what was not measured', () => {
    const checks = checkTargets([cls('text', 'text only', [0.5, 1], [2, 3])], { ...api, buildTimeMs: null, rssMb: null, peakRssMb: null });
    expect(checks.map((c) => c.ok)).toEqual([true, true, true, null, null, null]);
    expect(checks[3].measured).toBe('not measured');
  });
});

describe('renderReport', () => {
  it('prints one row per class, the figures, parity and the target lines', () => {
    const classes = [cls('text', 'text only', [1, 1.5], [3, 4], [40, 60])];
    const results: BenchResults = {
      startedAt: '2026-11-23T00:00:00.000Z',
      scale: 100_000,
      queriesPerClass: 2,
      records: 91_350,
      words: ['contact'],
      machine: { cpus: 2, cpuModel: 'test', node: 'v20' },
      api,
      postgres: { ran: true, note: 'lane ran' },
      load: { cpus: 2, engine: 3.5, postgres: 0.5 },
      parity: { reference: 'postgresql', queries: 2, mismatches: 1, examples: [{ id: 'text#1', params: '{"query":"x"}', problems: ['nbHits 1 ≠ 2'] }] },
      classes,
      targets: checkTargets(classes, api),
    };
    const text = renderReport(results);
    expect(text).toMatch(/^text only\s+1\.00\s+1\.50\s+1\.50\s+3\.00\s+4\.00\s+4\.00\s+40\.0\s+60\.0\s+60\.0\s+×40\s+×40$/m);
    expect(text).toContain('prestataire_addresses_index 91,350 records 3,100 ms');
    expect(text).toContain('VmRSS 250 MB, VmHWM 300 MB');
    expect(text).toContain('the machine was busy');
    expect(text).toContain('1 MISMATCHED');
    expect(text).toContain('    nbHits 1 ≠ 2');
    expect(text).toContain('[ ok] ≥ 3× faster than PostgreSQL (p50) in every class: ×40 (worst: text only)');
  });
});
