import { sql, type Selectable } from 'kysely';
import type { HomepageContent, HomepageItem, HomepageItemKind } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import type { DB, HomepageItemsTable } from '@sam/db';
import { localisedFields } from '../localized-columns';
import { localiseUrl } from './localise-url';

/** How many items of each kind the homepage shows at most. */
export const HOMEPAGE_LIMITS: Record<HomepageItemKind, number> = { actu: 6, guide: 8 };

export function toHomepageItem(row: Selectable<HomepageItemsTable>, locale: Locale): HomepageItem {
  return {
    id: row.id,
    kind: row.kind as HomepageItemKind,
    ...localisedFields(row, locale, { title: 'title', body: 'body' }),
    url: localiseUrl(row.url, locale),
    image_path: row.image_path,
    position: row.position,
    published_at: row.published_at as string,
  };
}

/** §3 "homepage content: actus and guide": rows of homepage_items by kind. */
export class HomepageRepository {
  constructor(private readonly db: DB) {}

  /** Published items (published_at set and reached): news newest first, guide entries by position. */
  async content(locale: Locale, now: string): Promise<HomepageContent> {
    const published = (kind: HomepageItemKind) =>
      this.db
        .selectFrom('homepage_items')
        .selectAll()
        .where('kind', '=', kind)
        .where('published_at', 'is not', null)
        .where(sql<boolean>`published_at <= ${now}`)
        .limit(HOMEPAGE_LIMITS[kind]);
    const [actus, guide] = await Promise.all([
      published('actu').orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
      published('guide').orderBy('position').orderBy('id').execute(),
    ]);
    return { actus: actus.map((r) => toHomepageItem(r, locale)), guide: guide.map((r) => toHomepageItem(r, locale)) };
  }
}
