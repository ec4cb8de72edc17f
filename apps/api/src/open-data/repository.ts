import { ACCESSIBILITY_FACTS, type AccessibilityFact } from '@sam/contracts';
import { flag, type DB } from '@sam/db';
import type { Selectable } from 'kysely';
import type { AddressesTable, CoverageZonesTable } from '@sam/db';

/** Published = active and visible, as on the public page and in search (validated or not). */
const LISTING_COLUMNS = [
  'id',
  'slug',
  'title',
  'email',
  'first_name',
  'last_name',
  'company',
  'company_number',
  'inami_number',
  'activity_description',
  'target_audience',
  'access_conditions',
  'phone',
  'website',
  'opening_hours',
  'fees',
  'locale',
  'updated_at',
] as const;

export interface OpenDataListing {
  id: number;
  slug: string;
  title: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  company_number: string | null;
  inami_number: string | null;
  activity_description: string | null;
  target_audience: string | null;
  access_conditions: string | null;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  fees: string | null;
  locale: string;
  updated_at: string;
}

export type OpenDataAddress = Pick<Selectable<AddressesTable>, 'id' | 'prestataire_id' | 'street' | 'number' | 'box' | 'postal_code' | 'locality' | 'country' | 'lat' | 'lon' | 'commune_id' | AccessibilityFact>;

export interface Named {
  name_fr: string;
  name_nl: string;
}

/** What a page of listings carries besides the listing rows, read in one batch per table. */
export interface OpenDataDetails {
  addresses: OpenDataAddress[];
  languages: { prestataire_id: number; code: string; name_fr: string; name_nl: string }[];
  sectors: { prestataire_id: number; id: number; slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string; is_main: number }[];
  besoins: { prestataire_id: number; id: number; slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string }[];
  zones: Pick<Selectable<CoverageZonesTable>, 'prestataire_id' | 'zone_type' | 'zone_id'>[];
  /** Names of the communes, arrondissements and provinces the addresses and zones name, by `type:id` (areaKey). */
  areas: Map<string, Named & { province_id?: string }>;
}

/** Area ids are unique per kind only (NIS codes of provinces, arrondissements and communes may meet). */
export const areaKey = (type: string, id: string) => `${type}:${id}`;

export class OpenDataRepository {
  constructor(private readonly db: DB) {}

  private published(modifiedAfter?: string) {
    let query = this.db.selectFrom('prestataires').where('active', '=', flag(true)).where('visible', '=', flag(true));
    if (modifiedAfter) query = query.where('updated_at', '>', modifiedAfter);
    return query;
  }

  /** How many listings are published and when the last one changed: the export's validators (ETag, Last-Modified). */
  async state(modifiedAfter?: string): Promise<{ total: number; lastModified: string | null }> {
    const row = await this.published(modifiedAfter)
      .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.max('updated_at').as('last')])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), lastModified: row.last === null ? null : String(row.last) };
  }

  /** One page of published listings in id order (stable while harvesting). */
  listings(offset: number, limit: number, modifiedAfter?: string): Promise<OpenDataListing[]> {
    return this.published(modifiedAfter).select(LISTING_COLUMNS).orderBy('id').limit(limit).offset(offset).execute();
  }

  async details(ids: number[]): Promise<OpenDataDetails> {
    if (ids.length === 0) return { addresses: [], languages: [], sectors: [], besoins: [], zones: [], areas: new Map() };
    const [addresses, languages, sectors, besoins, zones] = await Promise.all([
      this.db
        .selectFrom('addresses')
        .select(['id', 'prestataire_id', 'street', 'number', 'box', 'postal_code', 'locality', 'country', 'lat', 'lon', 'commune_id', ...ACCESSIBILITY_FACTS])
        .where('prestataire_id', 'in', ids)
        .where('is_visible', '=', flag(true))
        .orderBy('prestataire_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('prestataire_languages as pl')
        .innerJoin('languages as l', 'l.code', 'pl.language_code')
        .select(['pl.prestataire_id', 'l.code', 'l.name_fr', 'l.name_nl'])
        .where('pl.prestataire_id', 'in', ids)
        .orderBy('pl.prestataire_id')
        .orderBy('l.code')
        .execute(),
      this.db
        .selectFrom('prestataire_sectors as ps')
        .innerJoin('sectors as s', 's.id', 'ps.sector_id')
        .select(['ps.prestataire_id', 's.id', 's.slug_fr', 's.slug_nl', 's.titre_fr', 's.titre_nl', 'ps.is_main'])
        .where('ps.prestataire_id', 'in', ids)
        .orderBy('ps.prestataire_id')
        .orderBy('ps.is_main', 'desc')
        .orderBy('s.position')
        .orderBy('s.id')
        .execute(),
      this.db
        .selectFrom('prestataire_besoins as pb')
        .innerJoin('besoins as b', 'b.id', 'pb.besoin_id')
        .select(['pb.prestataire_id', 'b.id', 'b.slug_fr', 'b.slug_nl', 'b.titre_fr', 'b.titre_nl'])
        .where('pb.prestataire_id', 'in', ids)
        .orderBy('pb.prestataire_id')
        .orderBy('b.position')
        .orderBy('b.id')
        .execute(),
      this.db
        .selectFrom('coverage_zones')
        .select(['prestataire_id', 'zone_type', 'zone_id'])
        .where('prestataire_id', 'in', ids)
        .orderBy('prestataire_id')
        .orderBy('zone_type')
        .orderBy('zone_id')
        .execute(),
    ]);
    for (const a of addresses) {
      // PostgreSQL reads numerics as strings.
      a.lat = a.lat === null ? null : Number(a.lat);
      a.lon = a.lon === null ? null : Number(a.lon);
    }
    return { addresses, languages, sectors, besoins, zones, areas: await this.areas(addresses, zones) };
  }

  private async areas(addresses: OpenDataAddress[], zones: OpenDataDetails['zones']): Promise<OpenDataDetails['areas']> {
    const wanted = (type: string) => zones.filter((z) => z.zone_type === type).map((z) => z.zone_id);
    const communeIds = [...new Set([...addresses.flatMap((a) => (a.commune_id ? [a.commune_id] : [])), ...wanted('commune')])];
    const communes = communeIds.length
      ? await this.db.selectFrom('communes').select(['id', 'name_fr', 'name_nl', 'province_id']).where('id', 'in', communeIds).execute()
      : [];
    const arrondissementIds = wanted('arrondissement');
    const arrondissements = arrondissementIds.length
      ? await this.db.selectFrom('arrondissements').select(['id', 'name_fr', 'name_nl', 'province_id']).where('id', 'in', arrondissementIds).execute()
      : [];
    // Few provinces: read them all (addresses name theirs as state_province).
    const provinces = await this.db.selectFrom('provinces').select(['id', 'name_fr', 'name_nl']).execute();
    const areas: OpenDataDetails['areas'] = new Map();
    for (const row of provinces) areas.set(areaKey('province', row.id), row);
    for (const row of arrondissements) areas.set(areaKey('arrondissement', row.id), row);
    for (const row of communes) areas.set(areaKey('commune', row.id), row);
    return areas;
  }
}
