/** Latency statistics of the benchmark: nearest-rank percentiles over the measured samples. */

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentile (the smallest sample with at least p % of the samples at or below it):
 * it always returns a measured value, never an interpolation between two.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0];
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, rank) - 1];
}

export function summarize(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN,
  };
}

/**
 * How many times faster the engine is than the baseline (baseline / engine). An engine time of
 * exactly 0 (a whole-millisecond processingTimeMS that rounded down) counts as 0.5 ms, the most
 * that rounding can hide, so the ratio stays finite and errs low.
 */
export function speedup(engineMs: number, baselineMs: number): number {
  if (!Number.isFinite(engineMs) || !Number.isFinite(baselineMs)) return Number.NaN;
  return baselineMs / (engineMs > 0 ? engineMs : 0.5);
}
