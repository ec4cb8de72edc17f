import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { flag, type DB } from '@sam/db';
import type { SitemapPrestataire, ShortUrl } from '@sam/contracts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random base62 code of 6 to 8 characters. */
export function randomShortCode(length = 6 + randomInt(3)): string {
  let code = '';
  for (let i = 0; i < length; i++) code += BASE62[randomInt(BASE62.length)];
  return code;
}

/** The cap on provider pages in the sitemap (one sitemap file holds at most 50,000 URLs, two per listing). */
export const SITEMAP_PRESTATAIRES_CAP = 20_000;

export class ShortUrlsRepository {
  constructor(private readonly db: DB) {}

  private select() {
    return this.db.selectFrom('short_urls').select(['id', 'short_code', 'url', 'hits']);
  }

  async findByUrl(url: string): Promise<ShortUrl | undefined> {
    return this.select().where('url', '=', url).orderBy('id').executeTakeFirst();
  }

  /** Creates the link with a fresh unique code (retrying on the rare collision). */
  async create(url: string, createdBy: number | null): Promise<ShortUrl> {
    for (let attempt = 0; ; attempt++) {
      const short_code = randomShortCode();
      const taken = await this.db.selectFrom('short_urls').select('id').where('short_code', '=', short_code).executeTakeFirst();
      if (taken) {
        if (attempt > 10) throw new Error('No free short code');
        continue;
      }
      return this.db
        .insertInto('short_urls')
        .values({ short_code, url, created_by: createdBy })
        .returning(['id', 'short_code', 'url', 'hits'])
        .executeTakeFirstOrThrow();
    }
  }

  async search(filters: { code?: string; id?: number }): Promise<ShortUrl[]> {
    let query = this.select();
    if (filters.code !== undefined) query = query.where('short_code', '=', filters.code);
    if (filters.id !== undefined) query = query.where('id', '=', filters.id);
    return query.orderBy('id').limit(50).execute();
  }

  async countHit(id: number): Promise<void> {
    await this.db.updateTable('short_urls').set({ hits: sql<number>`hits + 1` }).where('id', '=', id).execute();
  }

  /** Visible, active listings with their main sector's slugs, most recently updated first. */
  async sitemapPrestataires(): Promise<SitemapPrestataire[]> {
    const rows = await this.db
      .selectFrom('prestataires as p')
      .leftJoin('prestataire_sectors as ps', (join) => join.onRef('ps.prestataire_id', '=', 'p.id').on('ps.is_main', '=', flag(true)))
      .leftJoin('sectors as s', 's.id', 'ps.sector_id')
      .select(['p.id', 'p.slug', 'p.updated_at', 's.slug_fr as sector_fr', 's.slug_nl as sector_nl'])
      .where('p.active', '=', flag(true))
      .where('p.visible', '=', flag(true))
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id')
      .limit(SITEMAP_PRESTATAIRES_CAP * 2)
      .execute();
    const seen = new Set<number>();
    const out: SitemapPrestataire[] = [];
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ slug: row.slug, sector_fr: row.sector_fr ?? null, sector_nl: row.sector_nl ?? null, updated_at: row.updated_at ?? null });
      if (out.length >= SITEMAP_PRESTATAIRES_CAP) break;
    }
    return out;
  }
}
