import { isLocale, type Locale } from '@sam/i18n-routes';
import type { NewsletterStatus } from '@sam/contracts';
import type { DB } from '@sam/db';
import { isUniqueViolation } from '../db-errors';

export interface NewsletterSubscriber {
  id: number;
  /** Lower-case: the contract's email schema lowers it. */
  email: string;
  locale: Locale;
  status: NewsletterStatus;
}

export interface PendingRequest {
  email: string;
  locale: Locale;
  /** sha256 (hex) of the secret mailed in the confirmation link; the secret itself is never stored. */
  tokenHash: string;
  expiresAt: string;
  now: string;
}

type Row = { id: number; email: string; locale: string; status: string };
const COLUMNS = ['id', 'email', 'locale', 'status'] as const;

const toSubscriber = (row: Row): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  locale: isLocale(row.locale) ? row.locale : 'fr',
  status: row.status === 'confirmed' || row.status === 'unsubscribed' ? row.status : 'pending',
});

/** The `newsletter_subscribers` table (migrations/0006): one row per address, double opt-in. */
export class NewsletterSubscribersRepository {
  constructor(private readonly db: DB) {}

  async findByEmail(email: string): Promise<NewsletterSubscriber | undefined> {
    const row = await this.db.selectFrom('newsletter_subscribers').select(COLUMNS).where('email', '=', email).executeTakeFirst();
    return row && toSubscriber(row);
  }

  async findById(id: number): Promise<NewsletterSubscriber | undefined> {
    const row = await this.db.selectFrom('newsletter_subscribers').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toSubscriber(row);
  }

  /**
   * An address that is not confirmed (new, pending or unsubscribed) becomes pending with a new
   * confirmation secret, which replaces any earlier one. A confirmed address is left as it is.
   * Returns the row as it now stands.
   */
  async requestConfirmation(request: PendingRequest): Promise<NewsletterSubscriber> {
    const existing = await this.findByEmail(request.email);
    if (existing?.status === 'confirmed') return existing;
    if (!existing) {
      try {
        const row = await this.db
          .insertInto('newsletter_subscribers')
          .values({
            email: request.email,
            locale: request.locale,
            status: 'pending',
            confirm_token_hash: request.tokenHash,
            confirm_expires_at: request.expiresAt,
            created_at: request.now,
            updated_at: request.now,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return toSubscriber(row);
      } catch (error) {
        // The same address posted twice at once: the other request inserted it; renew its secret below.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const row = await this.db
      .updateTable('newsletter_subscribers')
      .set({ locale: request.locale, status: 'pending', confirm_token_hash: request.tokenHash, confirm_expires_at: request.expiresAt, updated_at: request.now })
      .where('email', '=', request.email)
      .where('status', '!=', 'confirmed')
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toSubscriber(row) : (await this.findByEmail(request.email))!;
  }

  /**
   * Confirms the pending address of an unexpired secret, in one conditional UPDATE. The secret
   * is kept until it expires, so following the link again answers 'already confirmed'.
   * Returns the row and whether this call confirmed it, or undefined for an unusable secret.
   */
  async confirm(tokenHash: string, now: string): Promise<{ subscriber: NewsletterSubscriber; confirmedNow: boolean } | undefined> {
    const updated = await this.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'confirmed', confirmed_at: now, updated_at: now })
      .where('confirm_token_hash', '=', tokenHash)
      .where('status', '=', 'pending')
      .where('confirm_expires_at', '>', now)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (updated) return { subscriber: toSubscriber(updated), confirmedNow: true };
    const row = await this.db
      .selectFrom('newsletter_subscribers')
      .select(COLUMNS)
      .where('confirm_token_hash', '=', tokenHash)
      .where('status', '=', 'confirmed')
      .where('confirm_expires_at', '>', now)
      .executeTakeFirst();
    return row ? { subscriber: toSubscriber(row), confirmedNow: false } : undefined;
  }

  /** Unsubscribes (idempotent); a pending confirmation link stops working. */
  async unsubscribe(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now, confirm_token_hash: null, confirm_expires_at: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '!=', 'unsubscribed')
      .execute();
  }

  /** Addresses never confirmed are forgotten once their link has expired (kept no longer than needed). */
  async forgetExpiredPending(now: string): Promise<void> {
    await this.db.deleteFrom('newsletter_subscribers').where('status', '=', 'pending').where('confirm_expires_at', '<=', now).execute();
  }
}
