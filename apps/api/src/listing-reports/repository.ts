import { LISTING_REPORTS_PER_PAGE, type ListingReport, type ListingReportStatus } from '@sam/contracts';
import { nowIso, type DB } from '@sam/db';
import { isLocale, type Locale } from '@sam/i18n-routes';

export interface NewListingReport {
  prestataire_id: number;
  message: string;
  name: string | null;
  email: string | null;
  locale: Locale;
}

/** listing_reports (migration 0010): error reports on listings and their moderation by the team. */
export class ListingReportsRepository {
  constructor(private readonly db: DB) {}

  async create(report: NewListingReport): Promise<number> {
    const row = await this.db
      .insertInto('listing_reports')
      .values({ ...report, status: 'open', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private select() {
    return this.db
      .selectFrom('listing_reports as r')
      .innerJoin('prestataires as p', 'p.id', 'r.prestataire_id')
      .leftJoin('users as u', 'u.id', 'r.handled_by')
      .select([
        'r.id',
        'r.message',
        'r.name',
        'r.email',
        'r.locale',
        'r.status',
        'r.handled_at',
        'r.handled_by',
        'r.reply',
        'r.replied_at',
        'r.created_at',
        'p.id as listing_id',
        'p.slug as listing_slug',
        'p.title as listing_title',
        'u.name as handler_name',
      ]);
  }

  /** One page of a status, newest first, with how many reports each status holds. */
  async list(status: ListingReportStatus, page: number): Promise<{ data: ListingReport[]; total: number; counts: Record<ListingReportStatus, number> }> {
    const [rows, counts] = await Promise.all([
      this.select()
        .where('r.status', '=', status)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(LISTING_REPORTS_PER_PAGE)
        .offset((page - 1) * LISTING_REPORTS_PER_PAGE)
        .execute(),
      this.db.selectFrom('listing_reports').select(['status', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('status').execute(),
    ]);
    const countOf = (wanted: ListingReportStatus) => Number(counts.find((row) => row.status === wanted)?.count ?? 0);
    const open = countOf('open');
    const handled = countOf('handled');
    return { data: rows.map(toReport), total: status === 'open' ? open : handled, counts: { open, handled } };
  }

  async find(id: number): Promise<ListingReport | undefined> {
    const row = await this.select().where('r.id', '=', id).executeTakeFirst();
    return row && toReport(row);
  }

  /** Marks it handled by `userId` now; a report already handled keeps who handled it and when. */
  async markHandled(id: number, userId: number): Promise<void> {
    await this.db.updateTable('listing_reports').set({ status: 'handled', handled_by: userId, handled_at: nowIso() }).where('id', '=', id).where('status', '=', 'open').execute();
  }

  /** Records the reply once: false when another reply got there first. */
  async recordReply(id: number, reply: string): Promise<boolean> {
    const result = await this.db.updateTable('listing_reports').set({ reply, replied_at: nowIso() }).where('id', '=', id).where('replied_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Undoes recordReply when its mail could not be sent, so the team can try again. */
  async forgetReply(id: number): Promise<void> {
    await this.db.updateTable('listing_reports').set({ reply: null, replied_at: null }).where('id', '=', id).execute();
  }
}

type Row = {
  id: number;
  message: string;
  name: string | null;
  email: string | null;
  locale: string;
  status: string;
  handled_at: string | null;
  handled_by: number | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  listing_id: number;
  listing_slug: string;
  listing_title: string;
  handler_name: string | null;
};

function toReport(row: Row): ListingReport {
  return {
    id: row.id,
    listing: { id: row.listing_id, slug: row.listing_slug, title: row.listing_title },
    message: row.message,
    name: row.name,
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : 'fr',
    status: row.status === 'handled' ? 'handled' : 'open',
    handled_at: row.handled_at,
    handled_by: row.handled_by !== null ? { id: row.handled_by, name: row.handler_name ?? '' } : null,
    reply: row.reply,
    replied_at: row.replied_at,
    created_at: row.created_at,
  };
}
