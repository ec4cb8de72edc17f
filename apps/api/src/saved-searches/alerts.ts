import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@sam/i18n-routes';
import { SEARCH_INDEX_NAMES, type SearchIndexName } from '@sam/contracts';
import { appUrl } from '../app-links';
import { indexOfTab, searchParameters, UnknownZoneError } from './criteria';
import { alertMail } from './mails';
import { JobLeases, nextRunAfter, SavedSearchesRepository, type StoredSavedSearch } from './repository';

export const ALERTS_JOB = 'saved-search-alerts';
/** Longer than a run takes; a crashed holder's lease frees itself after this. */
const LEASE_MS = 10 * 60_000;
const BATCH = 100;
/** Ids per search filter (`id=1 OR id=2 …`), well inside Algolia's filter size. */
const IDS_PER_FILTER = 100;

const ITEM_KIND: Record<SearchIndexName, 'prestataires' | 'events' | 'annonces' | 'infos' | 'conseils'> = {
  [SEARCH_INDEX_NAMES.prestataire_addresses]: 'prestataires',
  [SEARCH_INDEX_NAMES.events]: 'events',
  [SEARCH_INDEX_NAMES.annonces]: 'annonces',
  [SEARCH_INDEX_NAMES.infos]: 'infos',
  [SEARCH_INDEX_NAMES.sam_conseils]: 'conseils',
};

const CONTENT_ROUTES: Record<string, string> = { event: 'agenda-slug', annonce: 'annonces-slug', info: 'informations-utiles-slug', conseil: 'sam-conseil-slug' };

export interface AlertRunReport {
  /** False when another instance holds the lease (it runs them). */
  ran: boolean;
  /** Due searches handled by this run. */
  searches: number;
  mails: number;
}

/**
 * The alert job (issue 17, decision 0030): at `now` (the clock is the caller's), one API instance
 * takes the job's lease, then for each due search moves its watermark (a conditional UPDATE, so a
 * search is mailed once even if two runs overlap), looks up what became public in the window and
 * keeps what the search engine says matches the saved search, and mails that list.
 */
export class SavedSearchAlerts {
  private readonly searches: SavedSearchesRepository;
  private readonly leases: JobLeases;
  readonly holder = `${hostname()}:${process.pid}:${randomUUID()}`;

  constructor(private readonly app: FastifyInstance) {
    this.searches = new SavedSearchesRepository(app.db);
    this.leases = new JobLeases(app.db);
  }

  async runDue(now: Date): Promise<AlertRunReport> {
    if (!(await this.leases.claim(ALERTS_JOB, this.holder, now, LEASE_MS))) return { ran: false, searches: 0, mails: 0 };
    const report: AlertRunReport = { ran: true, searches: 0, mails: 0 };
    try {
      for (;;) {
        const due = await this.searches.due(now, BATCH);
        if (due.length === 0) break;
        for (const { search, owner } of due) {
          // Moved on before searching: a failure below loses one alert, never mails twice.
          if (!(await this.searches.claimRun(search.id, search.next_run_at!, now, nextRunAfter(search.frequency, now)))) continue;
          report.searches++;
          try {
            const results = await this.newResults(search, now, owner.locale);
            if (results.length === 0) continue;
            await this.app.mailer.send(alertMail(this.app, search, owner, results, search.alerted_until));
            report.mails++;
          } catch (error) {
            this.app.log.error({ err: error, savedSearch: search.id }, error instanceof UnknownZoneError ? 'saved search: unknown zone' : 'saved search alert failed');
          }
        }
      }
    } finally {
      await this.leases.release(ALERTS_JOB, this.holder);
    }
    return report;
  }

  /** What became public after the search's watermark, up to `now`, and matches it now (title and page in `locale`, the mail's). */
  async newResults(search: StoredSavedSearch, now: Date, locale: Locale): Promise<{ title: string; url: string }[]> {
    const ids = await this.searches.newItemIds(ITEM_KIND[indexOfTab(search.tab)], search.alerted_until, now.toISOString());
    if (ids.length === 0) return [];
    const { indexName, params, idAttribute } = await searchParameters(search, { now, bookmarkToken: this.app.searchIndexer.bookmarkToken(search.userId) });
    const found = new Map<number, Record<string, unknown>>();
    for (let i = 0; i < ids.length; i += IDS_PER_FILTER) {
      const part = ids.slice(i, i + IDS_PER_FILTER).map((id) => `${idAttribute}=${id}`).join(' OR ');
      const filters = params.filters ? `(${String(params.filters)}) AND (${part})` : part;
      const { hits } = await this.app.searchIndexer.query(indexName, { ...params, filters, hitsPerPage: 1000, page: 0 });
      for (const hit of hits) if (!found.has(Number(hit[idAttribute]))) found.set(Number(hit[idAttribute]), hit);
    }
    return [...found.values()].map((hit) => this.resultOf(hit, locale));
  }

  private resultOf(hit: Record<string, unknown>, locale: Locale): { title: string; url: string } {
    const config = this.app.config;
    if (typeof hit.prestataire_id === 'number') {
      const sector = (hit.sector_slug as Record<Locale, string | null> | undefined)?.[locale] ?? undefined;
      return { title: String(hit.title), url: appUrl(config, { route: 'prestataires-sector-slug', locale, params: { sector, slug: String(hit.slug) } }) };
    }
    const other: Locale = locale === 'fr' ? 'nl' : 'fr';
    const slug = hit.slug as Record<Locale, string>;
    const title = String(hit[`title_${locale}`] || hit[`title_${other}`]);
    return { title, url: appUrl(config, { route: CONTENT_ROUTES[String(hit.kind)], locale, params: { slug: slug[locale] || slug[other] } }) };
  }
}
