import type { ApiToken } from '@sam/contracts';
import type { DB } from '@sam/db';
import { safeEqual, sha256Hex } from '../security/crypto';

/** `Authorization: Bearer <id>|<secret>` (Sanctum's personal access token format). */
const PLAIN_TOKEN = /^(\d{1,15})\|([A-Za-z0-9_-]{20,200})$/;
/** last_used_at is written at most once a minute per token, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const LIST_COLUMNS = ['id', 'title', 'created_at', 'expires_at', 'last_used_at'] as const;

/** Personal API tokens (§3 Token): only the sha256 of the secret is stored. */
export class ApiTokensRepository {
  constructor(private readonly db: DB) {}

  /** The user's tokens that are not revoked (expired ones stay listed so they can be deleted). */
  listForUser(userId: number): Promise<ApiToken[]> {
    return this.db
      .selectFrom('api_tokens')
      .select(LIST_COLUMNS)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  create(input: { userId: number; title: string; secret: string; expiresAt: string | null; now: string }): Promise<ApiToken> {
    return this.db
      .insertInto('api_tokens')
      .values({
        user_id: input.userId,
        title: input.title,
        token_hash: sha256Hex(input.secret),
        abilities: '["*"]',
        created_at: input.now,
        expires_at: input.expiresAt,
        last_used_at: null,
        revoked_at: null,
      })
      .returning(LIST_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  /** Revokes one of the user's live tokens; false when there is none with that id. */
  async revoke(id: number, userId: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_tokens')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The owner of a valid plain-text token (known, secret matching, not revoked, not expired), or null. */
  async authenticate(plain: string, now: string): Promise<{ tokenId: number; userId: number } | null> {
    const match = PLAIN_TOKEN.exec(plain);
    if (!match) return null;
    const row = await this.db
      .selectFrom('api_tokens')
      .select(['id', 'user_id', 'token_hash', 'expires_at', 'last_used_at', 'revoked_at'])
      .where('id', '=', Number(match[1]))
      .executeTakeFirst();
    if (!row || !safeEqual(row.token_hash, sha256Hex(match[2]))) return null;
    if (row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= now)) return null;
    if (row.last_used_at === null || Date.parse(row.last_used_at) < Date.parse(now) - TOUCH_INTERVAL_MS) {
      await this.db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', row.id).execute();
    }
    return { tokenId: row.id, userId: row.user_id };
  }
}
