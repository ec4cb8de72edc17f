import type { Insertable, Selectable } from 'kysely';
import type { AmisPanel, AmisPanelWrite, ManagedAmisPanel } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { flag, isSet, type AmisPanelsTable, type DB } from '@sam/db';
import { localiseUrl } from '../homepage/localise-url';
import { localisedFields } from '../localized-columns';

export function toAmisPanel(row: Selectable<AmisPanelsTable>, locale: Locale): AmisPanel {
  return {
    id: row.id,
    audience: row.audience as AmisPanel['audience'],
    ...localisedFields(row, locale, { title: 'title', body: 'body' }),
    image_path: row.image_path,
    cta_url: localiseUrl(row.cta_url, locale),
    position: row.position,
  };
}

/** The stored panel: the link as typed, so that the form shows what was saved. */
function toManagedAmisPanel(row: Selectable<AmisPanelsTable>): ManagedAmisPanel {
  return {
    id: row.id,
    audience: row.audience as ManagedAmisPanel['audience'],
    title_fr: row.title_fr,
    title_nl: row.title_nl,
    body_fr: row.body_fr,
    body_nl: row.body_nl,
    image_path: row.image_path,
    cta_url: row.cta_url,
    position: row.position,
    active: isSet(row.is_active),
  };
}

const toRow = ({ active, ...panel }: AmisPanelWrite): Insertable<AmisPanelsTable> => ({ ...panel, is_active: flag(active) });

/** §3 Friends panels: public reads of the active panels, and the SAM team's management of all of them. */
export class AmisPanelsRepository {
  constructor(private readonly db: DB) {}

  private ordered(audience?: string) {
    let query = this.db.selectFrom('amis_panels').selectAll().orderBy('position').orderBy('id');
    if (audience) query = query.where('audience', '=', audience);
    return query;
  }

  async list(locale: Locale, audience?: string): Promise<AmisPanel[]> {
    const rows = await this.ordered(audience).where('is_active', '=', flag(true)).execute();
    return rows.map((row) => toAmisPanel(row, locale));
  }

  async find(id: number, locale: Locale): Promise<AmisPanel | undefined> {
    const row = await this.db.selectFrom('amis_panels').selectAll().where('id', '=', id).where('is_active', '=', flag(true)).executeTakeFirst();
    return row && toAmisPanel(row, locale);
  }

  async listManaged(audience?: string): Promise<ManagedAmisPanel[]> {
    return (await this.ordered(audience).execute()).map(toManagedAmisPanel);
  }

  async findManaged(id: number): Promise<ManagedAmisPanel | undefined> {
    const row = await this.db.selectFrom('amis_panels').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toManagedAmisPanel(row);
  }

  async create(panel: AmisPanelWrite): Promise<number> {
    return (await this.db.insertInto('amis_panels').values(toRow(panel)).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** False when no such panel exists. */
  async update(id: number, panel: AmisPanelWrite): Promise<boolean> {
    const result = await this.db.updateTable('amis_panels').set(toRow(panel)).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** False when no such panel exists. */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('amis_panels').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
