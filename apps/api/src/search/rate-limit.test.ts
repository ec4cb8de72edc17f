import { FixedWindowRateLimiter } from './rate-limit';

describe('FixedWindowRateLimiter', () => {
  it('allows maxHits per window and key, then refuses with the seconds left', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    now = 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets expired windows, so many addresses do not accumulate', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(1, 1_000, () => now);
    for (let i = 0; i < 500; i++) limiter.hit(`ip-${i}`);
    expect(limiter.trackedKeys).toBe(500);
    now = 5_000;
    limiter.hit('late');
    expect(limiter.trackedKeys).toBe(1);
  });
});
