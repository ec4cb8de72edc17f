import type { DB } from '@sam/db';

export interface SessionRow {
  id: string;
  user_id: number | null;
  csrf_token: string;
  last_activity_at: string;
  expires_at: string;
}

export interface NewSession extends SessionRow {
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

/** The `sessions` table: ids are sha256 digests of the cookie value, never the value itself. */
export class SessionsRepository {
  constructor(private readonly db: DB) {}

  findActive(id: string, now: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'csrf_token', 'last_activity_at', 'expires_at'])
      .where('id', '=', id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async create(session: NewSession): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  async touch(id: string, lastActivityAt: string, expiresAt: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_activity_at: lastActivityAt, expires_at: expiresAt }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  /** Ends every session of a user, but the one given (password change keeps the current device). */
  async deleteForUser(userId: number, exceptId?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    await query.execute();
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }
}
