import type { DB } from '@sam/db';

/** What a one-time token is for (column `purpose`). */
export type OneTimeTokenPurpose = 'password_reset' | 'autologin';

export interface OneTimeTokenRow {
  id: number;
  purpose: string;
  user_id: number | null;
  subject: string | null;
  expires_at: string;
  used_at: string | null;
}

export interface NewOneTimeToken {
  purpose: OneTimeTokenPurpose;
  userId: number;
  /** What the token acts on: the email of a reset, the landing URL of an autologin. */
  subject: string | null;
  /** sha256 (hex) of the secret handed out; the secret itself is never stored. */
  tokenHash: string;
  expiresAt: string;
  now: string;
}

/** The `one_time_tokens` table: single-use secrets (password resets, autologin links). */
export class OneTimeTokensRepository {
  constructor(private readonly db: DB) {}

  async create(token: NewOneTimeToken): Promise<void> {
    await this.db
      .insertInto('one_time_tokens')
      .values({
        purpose: token.purpose,
        user_id: token.userId,
        subject: token.subject,
        token_hash: token.tokenHash,
        expires_at: token.expiresAt,
        used_at: null,
        created_at: token.now,
      })
      .execute();
  }

  /** Like Laravel's password broker: a new token replaces the user's unused ones (one transaction). */
  replace(token: NewOneTimeToken): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const tokens = new OneTimeTokensRepository(trx);
      await tokens.deleteUnused(token.purpose, token.userId);
      await tokens.create(token);
    });
  }

  findByHash(purpose: OneTimeTokenPurpose, tokenHash: string): Promise<OneTimeTokenRow | undefined> {
    return this.db
      .selectFrom('one_time_tokens')
      .select(['id', 'purpose', 'user_id', 'subject', 'expires_at', 'used_at'])
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Uses the token if it is still unused and unexpired, in one conditional UPDATE, so two
   * concurrent requests can never both use it. Returns the row used, or undefined.
   */
  consume(purpose: OneTimeTokenPurpose, tokenHash: string, now: string): Promise<{ id: number; user_id: number | null; subject: string | null } | undefined> {
    return this.db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'user_id', 'subject'])
      .executeTakeFirst();
  }

  async deleteUnused(purpose: OneTimeTokenPurpose, userId: number): Promise<void> {
    await this.db.deleteFrom('one_time_tokens').where('purpose', '=', purpose).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }
}
