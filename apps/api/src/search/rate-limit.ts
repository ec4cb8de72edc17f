/**
 * Per-IP allowance of the public search endpoints (issue 14). Kept in process memory, not in the
 * `throttles` table: a database write per search would cost more than the search itself. Each API
 * instance counts on its own, so behind N instances an address gets up to N times the allowance
 * (README "Rate limits"); the other limits, which guard mails and writes, live in the database.
 */
export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the address's window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export class FixedWindowRateLimiter {
  private windows = new Map<string, { hits: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly maxHits: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitVerdict {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { allowed: window.hits <= this.maxHits, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Expired windows go once per window length, so a crawler with many addresses cannot grow the map without bound. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.windowMs;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  get trackedKeys(): number {
    return this.windows.size;
  }
}

/** 1,200 search calls per address per minute: typing in InstantSearch sends a few per second, a scraper far more. */
export const SEARCH_CALLS_PER_MINUTE = 1200;
