import { sql } from 'kysely';
import { isLocale, type Locale } from '@sam/i18n-routes';
import { ALERT_FREQUENCIES, SAVED_SEARCH_TABS, type AlertFrequency, type SavedSearch, type SavedSearchTab } from '@sam/contracts';
import type { DB } from '@sam/db';

const DAY_MS = 24 * 3600_000;
/** How long after the last alert (or the save) the next one is due. */
export const ALERT_INTERVAL_MS: Record<Exclude<AlertFrequency, 'none'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** When an alert of this frequency is next due after `from` (null: no alerts). */
export function nextRunAfter(frequency: AlertFrequency, from: Date): string | null {
  return frequency === 'none' ? null : new Date(from.getTime() + ALERT_INTERVAL_MS[frequency]).toISOString();
}

type Row = {
  id: number;
  user_id: number;
  name: string;
  tab: string;
  locale: string;
  query: string;
  frequency: string;
  alerted_until: string;
  next_run_at: string | null;
  created_at: string;
};
const COLUMNS = ['id', 'user_id', 'name', 'tab', 'locale', 'query', 'frequency', 'alerted_until', 'next_run_at', 'created_at'] as const;

export interface StoredSavedSearch extends SavedSearch {
  userId: number;
  locale: Locale;
}

const toSavedSearch = (row: Row): StoredSavedSearch => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  tab: (SAVED_SEARCH_TABS as readonly string[]).includes(row.tab) ? (row.tab as SavedSearchTab) : 'directory',
  locale: isLocale(row.locale) ? row.locale : 'fr',
  query: row.query,
  frequency: (ALERT_FREQUENCIES as readonly string[]).includes(row.frequency) ? (row.frequency as AlertFrequency) : 'none',
  alerted_until: row.alerted_until,
  next_run_at: row.next_run_at,
  created_at: row.created_at,
});

/** The `saved_searches` table (migrations/0011): a user's searches, their alert schedule and watermark. */
export class SavedSearchesRepository {
  constructor(private readonly db: DB) {}

  async listForUser(userId: number): Promise<StoredSavedSearch[]> {
    const rows = await this.db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toSavedSearch);
  }

  async countForUser(userId: number): Promise<number> {
    const { count } = await this.db.selectFrom('saved_searches').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(count);
  }

  async find(id: number): Promise<StoredSavedSearch | undefined> {
    const row = await this.db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toSavedSearch(row);
  }

  /** The watermark starts at the save: nothing that existed then is ever alerted. */
  async create(values: { userId: number; name: string; tab: SavedSearchTab; locale: Locale; query: string; frequency: AlertFrequency; now: Date }): Promise<StoredSavedSearch> {
    const now = values.now.toISOString();
    const row = await this.db
      .insertInto('saved_searches')
      .values({
        user_id: values.userId,
        name: values.name,
        tab: values.tab,
        locale: values.locale,
        query: values.query,
        frequency: values.frequency,
        alerted_until: now,
        next_run_at: nextRunAfter(values.frequency, values.now),
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toSavedSearch(row);
  }

  /**
   * Renames and/or changes the alert of one of the user's searches (undefined when it is not
   * theirs). Turning alerts on (or changing their pace) schedules the next one from now; the
   * watermark stays, so the first alert also lists what came while they were off.
   */
  async update(id: number, userId: number, changes: { name?: string; frequency?: AlertFrequency }, now: Date): Promise<StoredSavedSearch | undefined> {
    const current = await this.db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!current) return undefined;
    const frequencyChanged = changes.frequency !== undefined && changes.frequency !== current.frequency;
    const row = await this.db
      .updateTable('saved_searches')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(frequencyChanged ? { frequency: changes.frequency, next_run_at: nextRunAfter(changes.frequency!, now) } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && toSavedSearch(row);
  }

  async remove(id: number, userId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Alerts off (the unsubscribe link): idempotent. */
  async stopAlerts(id: number, now: Date): Promise<void> {
    await this.db.updateTable('saved_searches').set({ frequency: 'none', next_run_at: null, updated_at: now.toISOString() }).where('id', '=', id).execute();
  }

  /** The searches whose alert is due at `now`, oldest due first, with their owner's address and language. */
  async due(now: Date, limit: number) {
    const rows = await this.db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.name', 's.tab', 's.locale', 's.query', 's.frequency', 's.alerted_until', 's.next_run_at', 's.created_at', 'u.email', 'u.name as user_name', 'u.locale as user_locale'])
      .where('s.next_run_at', 'is not', null)
      .where('s.next_run_at', '<=', now.toISOString())
      .where('s.frequency', '!=', 'none')
      .orderBy('s.next_run_at')
      .orderBy('s.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      search: toSavedSearch(row),
      owner: { email: row.email, name: row.user_name, locale: isLocale(row.user_locale) ? row.user_locale : toSavedSearch(row).locale },
    }));
  }

  /**
   * Claims one run of a search: moves its watermark to `until` and its next run on, only if
   * nobody moved them since it was read (`seenNextRun`). True for exactly one claimant, so two
   * instances that read the same due row never both mail it.
   */
  async claimRun(id: number, seenNextRun: string, until: Date, nextRun: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('saved_searches')
      .set({ alerted_until: until.toISOString(), next_run_at: nextRun })
      .where('id', '=', id)
      .where('next_run_at', '=', seenNextRun)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Ids of what became public in (since, until]: listings by their first approved version (or
   * their creation, for listings entered without the validation queue), events by creation,
   * annonces, infos and guides by publication.
   */
  async newItemIds(kind: 'prestataires' | 'events' | 'annonces' | 'infos' | 'conseils', since: string, until: string): Promise<number[]> {
    switch (kind) {
      case 'prestataires': {
        const firstApproval = this.db
          .selectFrom('prestataire_versions')
          .select(['prestataire_id', (eb) => eb.fn.min('decided_at').as('first_at')])
          .where('status', '=', 'approved')
          .groupBy('prestataire_id')
          .as('v');
        const publishedAt = sql<string>`coalesce(v.first_at, p.created_at)`;
        const rows = await this.db
          .selectFrom('prestataires as p')
          .leftJoin(firstApproval, 'v.prestataire_id', 'p.id')
          .select('p.id')
          .where(publishedAt, '>', since)
          .where(publishedAt, '<=', until)
          .execute();
        return rows.map((r) => r.id);
      }
      case 'events': {
        const rows = await this.db.selectFrom('events').select('id').where('created_at', '>', since).where('created_at', '<=', until).execute();
        return rows.map((r) => r.id);
      }
      case 'annonces': {
        const publishedAt = sql<string>`coalesce(published_at, created_at)`;
        const rows = await this.db.selectFrom('annonces').select('id').where(publishedAt, '>', since).where(publishedAt, '<=', until).execute();
        return rows.map((r) => r.id);
      }
      case 'infos':
      case 'conseils': {
        const rows = await this.db.selectFrom(kind).select('id').where('published_at', '>', since).where('published_at', '<=', until).execute();
        return rows.map((r) => r.id);
      }
    }
  }
}

/**
 * A database lease per scheduled job (`job_leases`): claimed by one conditional UPDATE on a row
 * that exists once, so among several API instances exactly one holds it until it expires or is
 * released, on SQLite and PostgreSQL alike.
 */
export class JobLeases {
  constructor(private readonly db: DB) {}

  async claim(job: string, holder: string, now: Date, ttlMs: number): Promise<boolean> {
    // The row is created once; a concurrent insert loses on the primary key and is ignored.
    await this.db.insertInto('job_leases').values({ name: job, holder: null, expires_at: new Date(0).toISOString() }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const result = await this.db
      .updateTable('job_leases')
      .set({ holder, expires_at: new Date(now.getTime() + ttlMs).toISOString() })
      .where('name', '=', job)
      .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('holder', '=', holder)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(job: string, holder: string): Promise<void> {
    await this.db.updateTable('job_leases').set({ holder: null, expires_at: new Date(0).toISOString() }).where('name', '=', job).where('holder', '=', holder).execute();
  }
}
