import type { DB } from '@sam/db';

export interface ThrottleState {
  hits: number;
  reset_at: string;
}

/** The `throttles` table: one fixed-window counter per key, shared by every API instance. */
export class ThrottlesRepository {
  constructor(private readonly db: DB) {}

  find(key: string): Promise<ThrottleState | undefined> {
    return this.db.selectFrom('throttles').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  }

  /**
   * Counts one hit atomically (a single upsert, so concurrent instances never lose a hit):
   * a window that has ended starts again at 1 with a new reset time.
   */
  hit(key: string, now: string, resetAt: string): Promise<ThrottleState> {
    return this.db
      .insertInto('throttles')
      .values({ key, hits: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          hits: eb.case().when('throttles.reset_at', '<=', now).then(1).else(eb('throttles.hits', '+', 1)).end(),
          reset_at: eb.case().when('throttles.reset_at', '<=', now).then(eb.ref('excluded.reset_at')).else(eb.ref('throttles.reset_at')).end(),
        })),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttles').where('key', '=', key).execute();
  }
}
