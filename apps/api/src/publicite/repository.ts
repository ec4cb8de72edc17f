import { sql, type Selectable } from 'kysely';
import type { AdCampaign } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import type { AdCampaignsTable, DB } from '@sam/db';
import { localiseUrl } from '../homepage/localise-url';
import { localisedFields } from '../localized-columns';

export function toAdCampaign(row: Selectable<AdCampaignsTable>, locale: Locale): AdCampaign {
  return {
    id: row.id,
    placement: row.placement as AdCampaign['placement'],
    ...localisedFields(row, locale, { title: 'title', text: 'text' }),
    image_path: row.image_path,
    url: localiseUrl(row.url, locale),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  };
}

/** Advertising campaigns (§7 Homepage and advertising). */
export class AdCampaignsRepository {
  constructor(private readonly db: DB) {}

  /** The campaigns of a placement running at `now`: started (or no start) and not ended (or no end). */
  async running(placement: string, locale: Locale, now: string): Promise<AdCampaign[]> {
    const rows = await this.db
      .selectFrom('ad_campaigns')
      .selectAll()
      .where('placement', '=', placement)
      .where(sql<boolean>`(starts_at is null or starts_at <= ${now})`)
      .where(sql<boolean>`(ends_at is null or ends_at > ${now})`)
      .orderBy('starts_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => toAdCampaign(row, locale));
  }
}
