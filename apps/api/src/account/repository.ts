import { isLocale, type Locale } from '@sam/i18n-routes';
import { inTransaction, type DB } from '@sam/db';
import { OneTimeTokensRepository } from '../one-time-tokens/repository';
import { SessionsRepository } from '../sessions/repository';

/** The credentials side of a user: what verification, resets and account changes need. */
export interface AccountRow {
  id: number;
  name: string;
  email: string;
  locale: Locale;
  email_verified_at: string | null;
  password_hash: string;
}

const COLUMNS = ['id', 'name', 'email', 'locale', 'email_verified_at', 'password_hash'] as const;

/** Account credentials, email verification and deletion (writes touching several tables are transactions). */
export class AccountRepository {
  constructor(private readonly db: DB) {}

  private async findBy(column: 'id' | 'email', value: number | string): Promise<AccountRow | undefined> {
    const row = await this.db.selectFrom('users').select(COLUMNS).where(column, '=', value).executeTakeFirst();
    return row && { ...row, locale: isLocale(row.locale) ? row.locale : 'fr' };
  }

  findById(id: number): Promise<AccountRow | undefined> {
    return this.findBy('id', id);
  }

  /** Emails are stored lower-case (the contracts normalise them). */
  findByEmail(email: string): Promise<AccountRow | undefined> {
    return this.findBy('email', email.toLowerCase());
  }

  /**
   * Marks the address verified if it still is `email` and not yet verified; returns the
   * verification time now stored (the earlier one when it was already verified), or null
   * when the address changed meanwhile.
   */
  async markEmailVerified(userId: number, email: string, now: string): Promise<string | null> {
    await this.db
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email', '=', email)
      .where('email_verified_at', 'is', null)
      .execute();
    const row = await this.db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirst();
    return row && row.email === email ? row.email_verified_at : null;
  }

  /**
   * Password reset: uses the token (conditionally, so only once), sets its user's password,
   * drops the user's other unused reset tokens and ends all of the user's sessions. Returns the
   * user id, or null (nothing changed) when the token was used or expired in the meantime.
   */
  resetPassword(input: { tokenHash: string; passwordHash: string; now: string }): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const used = await new OneTimeTokensRepository(trx).consume('password_reset', input.tokenHash, input.now);
      if (!used || used.user_id === null) return null;
      await trx.updateTable('users').set({ password_hash: input.passwordHash, updated_at: input.now }).where('id', '=', used.user_id).execute();
      await revokeCredentials(trx, used.user_id, input.now);
      return used.user_id;
    });
  }

  /** Password change: new hash; every other session, API token and pending link of the user ends. */
  changePassword(input: { userId: number; passwordHash: string; keepSessionId?: string; now: string }): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: input.passwordHash, updated_at: input.now }).where('id', '=', input.userId).execute();
      await revokeCredentials(trx, input.userId, input.now, input.keepSessionId);
    });
  }

  /** New address, unverified again; every other session, API token and pending link of the user ends. */
  changeEmail(input: { userId: number; email: string; keepSessionId?: string; now: string }): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email: input.email, email_verified_at: null, updated_at: input.now })
        .where('id', '=', input.userId)
        .execute();
      await revokeCredentials(trx, input.userId, input.now, input.keepSessionId);
    });
  }

  /**
   * §5 account deletion, in one transaction. Listings the user owned alone are kept (their
   * history, network relations and events stay), but left without owner and made invisible
   * and inactive so they drop off the public site until the team reassigns or removes them.
   * Listings with other owners are untouched. Deleting the user then cascades (foreign keys)
   * to sessions, roles, profile, one-time and API tokens, bookmarks, event subscriptions and
   * ownerships; events, annonces, short URLs and listing versions keep their rows with the
   * author set to null.
   */
  deleteAccount(userId: number, now: string): Promise<{ orphanedListingIds: number[] }> {
    return inTransaction(this.db, async (trx) => {
      const owned = await trx.selectFrom('prestataire_users').select('prestataire_id').where('user_id', '=', userId).execute();
      const ownedIds = owned.map((row) => row.prestataire_id);
      let orphanedListingIds: number[] = [];
      if (ownedIds.length > 0) {
        const shared = await trx
          .selectFrom('prestataire_users')
          .select('prestataire_id')
          .where('prestataire_id', 'in', ownedIds)
          .where('user_id', '!=', userId)
          .execute();
        const sharedIds = new Set(shared.map((row) => row.prestataire_id));
        orphanedListingIds = ownedIds.filter((id) => !sharedIds.has(id));
      }
      if (orphanedListingIds.length > 0) {
        // The route records them in the search change feed in this transaction: they leave the indices.
        await trx.updateTable('prestataires').set({ visible: 0, active: 0, updated_at: now }).where('id', 'in', orphanedListingIds).execute();
      }
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return { orphanedListingIds };
    });
  }
}

/**
 * After a credential changes (password changed or reset, email changed), whoever held the old
 * one must lose every way in it gave (issue 14): the user's other sessions, API tokens, and
 * unused reset and autologin links. The current session (`keepSessionId`) stays logged in.
 */
async function revokeCredentials(trx: DB, userId: number, now: string, keepSessionId?: string): Promise<void> {
  await new SessionsRepository(trx).deleteForUser(userId, keepSessionId);
  await trx.updateTable('api_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  const links = new OneTimeTokensRepository(trx);
  await links.deleteUnused('password_reset', userId);
  await links.deleteUnused('autologin', userId);
}
