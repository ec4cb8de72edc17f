import { percentile, speedup, summarize } from './stats';

describe('percentile (nearest rank)', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100

  it('returns a measured sample, never an interpolation', () => {
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
  });

  it('handles the edges', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts a copy and reports p50, p95, p99 and max', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(summarize(samples)).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });
});

describe('speedup', () => {
  it('is baseline / engine', () => {
    expect(speedup(2, 50)).toBe(25);
    expect(speedup(0.25, 1)).toBe(4);
  });

  it('counts a whole-millisecond 0 as 0.5 ms so the ratio stays finite', () => {
    expect(speedup(0, 10)).toBe(20);
  });

  it('is NaN when a side was not measured', () => {
    expect(speedup(Number.NaN, 10)).toBeNaN();
    expect(speedup(1, Number.NaN)).toBeNaN();
  });
});
