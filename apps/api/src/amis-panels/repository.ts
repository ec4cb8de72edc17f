import type { Selectable } from 'kysely';
import type { AmisPanel } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { flag, type AmisPanelsTable, type DB } from '@sam/db';
import { localiseUrl } from '../homepage/localise-url';

export function toAmisPanel(row: Selectable<AmisPanelsTable>, locale: Locale): AmisPanel {
  return {
    id: row.id,
    audience: row.audience as AmisPanel['audience'],
    title: row[`title_${locale}`],
    body: row[`body_${locale}`],
    title_fr: row.title_fr,
    title_nl: row.title_nl,
    body_fr: row.body_fr,
    body_nl: row.body_nl,
    image_path: row.image_path,
    cta_url: localiseUrl(row.cta_url, locale),
    position: row.position,
  };
}

/** §3 Friends panels: public reads of the active panels (editing belongs to the dashboard issue). */
export class AmisPanelsRepository {
  constructor(private readonly db: DB) {}

  private active() {
    return this.db.selectFrom('amis_panels').selectAll().where('is_active', '=', flag(true));
  }

  async list(locale: Locale, audience?: string): Promise<AmisPanel[]> {
    let query = this.active().orderBy('position').orderBy('id');
    if (audience) query = query.where('audience', '=', audience);
    return (await query.execute()).map((row) => toAmisPanel(row, locale));
  }

  async find(id: number, locale: Locale): Promise<AmisPanel | undefined> {
    const row = await this.active().where('id', '=', id).executeTakeFirst();
    return row && toAmisPanel(row, locale);
  }
}
