import { isLocale, type Locale } from '@sam/i18n-routes';
import { isSet, type DB } from '@sam/db';

export interface UnregisterCandidate {
  id: number;
  title: string;
  /** The listing's own email (lower-case), '' when it has none: part of the signed token. */
  email: string;
  locale: Locale;
  unregistered: boolean;
}

type Row = { id: number; title: string; email: string | null; locale: string; active: number; visible: number };

const toCandidate = (row: Row): UnregisterCandidate => ({
  id: row.id,
  title: row.title,
  email: (row.email ?? '').trim().toLowerCase(),
  locale: isLocale(row.locale) ? row.locale : 'fr',
  unregistered: !isSet(row.active) && !isSet(row.visible),
});

/** §2 unregistering a listing (/fr/supprimer-mon-referencement, /fr/desinscription/…). */
export class UnregisterRepository {
  constructor(private readonly db: DB) {}

  /** Listings still online whose email, or one of whose owners' email, is `email` (lower-case). */
  async findByEmail(email: string): Promise<UnregisterCandidate[]> {
    const rows = await this.db
      .selectFrom('prestataires as p')
      .select(['p.id', 'p.title', 'p.email', 'p.locale', 'p.active', 'p.visible'])
      .where((eb) =>
        eb.and([
          eb.or([eb('p.active', '=', 1), eb('p.visible', '=', 1)]),
          eb.or([
            eb(eb.fn('lower', ['p.email']), '=', email),
            eb.exists(
              eb
                .selectFrom('prestataire_users as pu')
                .innerJoin('users as u', 'u.id', 'pu.user_id')
                .select('pu.user_id')
                .whereRef('pu.prestataire_id', '=', 'p.id')
                .where('u.email', '=', email),
            ),
          ]),
        ]),
      )
      .orderBy('p.id')
      .execute();
    return rows.map(toCandidate);
  }

  async findById(id: number): Promise<UnregisterCandidate | undefined> {
    const row = await this.db.selectFrom('prestataires').select(['id', 'title', 'email', 'locale', 'active', 'visible']).where('id', '=', id).executeTakeFirst();
    return row && toCandidate(row);
  }

  /**
   * Takes the listing offline: not visible, not active. The row and its relations are kept
   * (the team can restore it).
   * The route records the listing in the search change feed in the same transaction: its records go.
   */
  async unregister(id: number, now: string): Promise<void> {
    await this.db.updateTable('prestataires').set({ active: 0, visible: 0, updated_at: now }).where('id', '=', id).execute();
  }

  /** The language of an account with this address, to write to its owner in it. */
  async localeOfUser(email: string): Promise<{ name: string; locale: Locale } | undefined> {
    const row = await this.db.selectFrom('users').select(['name', 'locale']).where('email', '=', email).executeTakeFirst();
    return row && { name: row.name, locale: isLocale(row.locale) ? row.locale : 'fr' };
  }
}
