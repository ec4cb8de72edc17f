import type { Selectable, Transaction } from 'kysely';
import { openingHoursSchema, type CoverageZone, type ListingAddress, type ListingEditLabels, type PrestataireEdit, type Tarif } from '@sam/contracts';
import { flag, isSet, type Database, type DB, type PrestatairesTable } from '@sam/db';
import { firstFreeSlug, slugify } from '../slugs';
import { closuresOf, replaceClosures } from './closures';
import { accessibilityColumns, accessibilityOf } from './accessibility';

/**
 * The data of one listing version (docs/decisions/0010-provider-listing-writes.md): the edit
 * schema's output with its references checked and its addresses placed (commune, quartier,
 * coordinates). Saved as JSON in prestataire_versions.data; approval copies it to the live rows.
 */
export type ListingData = PrestataireEdit & { tarif: Tarif };

type Executor = DB | Transaction<Database>;
export type FieldErrors = Record<string, string[]>;

const add = (errors: FieldErrors, field: string, key: string) => {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
};

const byId = <T extends { id: number | string }>(rows: T[]) => new Map(rows.map((row) => [String(row.id), row]));

function openingHoursOf(json: string | null): ListingData['opening_hours'] {
  if (!json) return [];
  try {
    const parsed = openingHoursSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The §3 fields of a listing's row as the API gives them: on the public page and in the edit copy alike. */
export function listingFieldsOf(row: Selectable<PrestatairesTable>) {
  return {
    title: row.title,
    email: row.email,
    last_name: row.last_name,
    first_name: row.first_name,
    company: row.company,
    company_number: row.company_number,
    inami_number: row.inami_number,
    member_of: row.member_of,
    target_audience: row.target_audience,
    specialisation: row.specialisation,
    access_conditions: row.access_conditions,
    activity_description: row.activity_description,
    other_activities: row.other_activities,
    phone: row.phone,
    opening_hours: openingHoursOf(row.opening_hours),
    fees: row.fees,
    tarif: row.tarif as Tarif,
    video_url: row.video_url,
    website: row.website,
    other_info: row.other_info,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
  };
}

/** Reads, checks and writes the data a version holds. */
export class ListingDataRepository {
  constructor(private readonly db: DB) {}

  /** The live (published) rows of a listing, as version data. */
  async loadLive(id: number, db: Executor = this.db): Promise<ListingData> {
    const row = await db.selectFrom('prestataires').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [addresses, zones, sectors, besoins, tags, languages, closures] = await Promise.all([
      db.selectFrom('addresses').selectAll().where('prestataire_id', '=', id).orderBy('position').orderBy('id').execute(),
      db.selectFrom('coverage_zones').select(['zone_type', 'zone_id']).where('prestataire_id', '=', id).orderBy('zone_type').orderBy('zone_id').execute(),
      db
        .selectFrom('prestataire_sectors as ps')
        .innerJoin('sectors as s', 's.id', 'ps.sector_id')
        .select(['ps.sector_id as id', 'ps.is_main'])
        .where('ps.prestataire_id', '=', id)
        .orderBy('ps.is_main', 'desc')
        .orderBy('s.position')
        .orderBy('s.id')
        .execute(),
      db
        .selectFrom('prestataire_besoins as pb')
        .innerJoin('besoins as b', 'b.id', 'pb.besoin_id')
        .select(['pb.besoin_id as id', 'pb.is_main'])
        .where('pb.prestataire_id', '=', id)
        .orderBy('pb.is_main', 'desc')
        .orderBy('b.position')
        .orderBy('b.id')
        .execute(),
      db.selectFrom('prestataire_tags').select('tag_id').where('prestataire_id', '=', id).orderBy('tag_id').execute(),
      db.selectFrom('prestataire_languages').select('language_code').where('prestataire_id', '=', id).orderBy('language_code').execute(),
      closuresOf(db, id),
    ]);
    return {
      ...listingFieldsOf(row),
      closures,
      languages: languages.map((l) => l.language_code),
      addresses: addresses.map((a) => ({
        id: a.id,
        kind: a.kind === 'head_office' ? 'head_office' : 'activity_place',
        street: a.street,
        number: a.number,
        box: a.box,
        postal_code: a.postal_code,
        locality: a.locality,
        country: a.country,
        is_visible: isSet(a.is_visible),
        commune_id: a.commune_id,
        quartier_id: a.quartier_id,
        lat: a.lat === null ? null : Number(a.lat),
        lon: a.lon === null ? null : Number(a.lon),
        accessibility: accessibilityOf(a),
      })),
      coverage_zones: zones.map((z) => ({ zone_type: z.zone_type as CoverageZone['zone_type'], zone_id: z.zone_id })),
      sectors: sectors.map((s) => ({ id: s.id, is_main: isSet(s.is_main) })),
      besoins: besoins.map((b) => ({ id: b.id, is_main: isSet(b.is_main) })),
      tags: tags.map((t) => t.tag_id),
    };
  }

  /**
   * Checks what the edit copy refers to against the database and places its addresses: a Belgian
   * postal code gives the commune (localités), a quartier must lie in it, coordinates default to
   * the locality's centre. Returns the data to store, or field errors (422).
   */
  async resolve(values: PrestataireEdit, tarif: Tarif): Promise<{ data: ListingData; errors: FieldErrors }> {
    const errors: FieldErrors = {};
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    const numericTags = values.tags.filter((tag): tag is number => typeof tag === 'number');
    const postalCodes = [...new Set(values.addresses.filter((a) => a.country === 'BE').map((a) => a.postal_code))];
    const communeIds = [...new Set(values.addresses.map((a) => a.commune_id).filter((id): id is string => id !== null))];
    const quartierIds = [...new Set(values.addresses.map((a) => a.quartier_id).filter((id): id is string => id !== null))];
    const zoneIds = (type: CoverageZone['zone_type']) => values.coverage_zones.filter((z) => z.zone_type === type).map((z) => z.zone_id);
    const some = async <T>(list: unknown[], query: () => Promise<T[]>) => (list.length === 0 ? [] : query());

    const [sectors, besoins, tags, languages, localites, communes, quartiers, provinces, arrondissements, zoneCommunes] = await Promise.all([
      some(values.sectors, () => this.db.selectFrom('sectors').select('id').where('id', 'in', ids(values.sectors)).execute()),
      some(values.besoins, () => this.db.selectFrom('besoins').select('id').where('id', 'in', ids(values.besoins)).execute()),
      some(numericTags, () => this.db.selectFrom('tags').select('id').where('id', 'in', numericTags).execute()),
      some(values.languages, () => this.db.selectFrom('languages').select('code as id').where('code', 'in', values.languages).execute()),
      some(postalCodes, () => this.db.selectFrom('localites').select(['postal_code as id', 'commune_id', 'lat', 'lon']).where('postal_code', 'in', postalCodes).execute()),
      some(communeIds, () => this.db.selectFrom('communes').select('id').where('id', 'in', communeIds).execute()),
      some(quartierIds, () => this.db.selectFrom('quartiers').select(['id', 'commune_id']).where('id', 'in', quartierIds).execute()),
      some(zoneIds('province'), () => this.db.selectFrom('provinces').select('id').where('id', 'in', zoneIds('province')).execute()),
      some(zoneIds('arrondissement'), () => this.db.selectFrom('arrondissements').select('id').where('id', 'in', zoneIds('arrondissement')).execute()),
      some(zoneIds('commune'), () => this.db.selectFrom('communes').select('id').where('id', 'in', zoneIds('commune')).execute()),
    ]);

    const check = (list: { id: number | string }[], known: { id: number | string }[], field: string, key: string, path = (i: number) => `${field}.${i}.id`) => {
      const found = byId(known);
      list.forEach((item, index) => {
        if (!found.has(String(item.id))) add(errors, path(index), key);
      });
    };
    check(values.sectors, sectors, 'sectors', 'validation.prestataire.sector');
    check(values.besoins, besoins, 'besoins', 'validation.prestataire.besoin');
    const tagIndex = values.tags.map((tag, index) => ({ tag, index })).filter(({ tag }) => typeof tag === 'number');
    check(tagIndex.map(({ tag }) => ({ id: tag })), tags, 'tags', 'validation.prestataire.tag', (i) => `tags.${tagIndex[i].index}`);
    check(values.languages.map((code) => ({ id: code })), languages, 'languages', 'validation.prestataire.language', (i) => `languages.${i}`);
    const knownZones: Record<CoverageZone['zone_type'], Map<string, unknown>> = { province: byId(provinces), arrondissement: byId(arrondissements), commune: byId(zoneCommunes) };
    values.coverage_zones.forEach((zone, index) => {
      if (!knownZones[zone.zone_type].has(zone.zone_id)) add(errors, `coverage_zones.${index}.zone_id`, 'validation.prestataire.coverage_zone');
    });

    const localiteOf = byId(localites);
    const communeOf = byId(communes);
    const quartierOf = byId(quartiers);
    const addresses: ListingAddress[] = values.addresses.map((address, index) => {
      const at = (field: string) => `addresses.${index}.${field}`;
      if (address.country !== 'BE') return { ...address, commune_id: null, quartier_id: null };
      const localite = localiteOf.get(address.postal_code);
      let communeId = address.commune_id;
      if (communeId !== null && !communeOf.has(communeId)) add(errors, at('commune_id'), 'validation.address.commune');
      if (communeId === null) {
        if (localite) communeId = localite.commune_id;
        else add(errors, at('postal_code'), 'validation.address.postal_code.unknown');
      }
      if (address.quartier_id !== null && quartierOf.get(address.quartier_id)?.commune_id !== communeId) add(errors, at('quartier_id'), 'validation.address.quartier');
      const located = address.lat !== null && address.lon !== null;
      return {
        ...address,
        commune_id: communeId,
        lat: located ? address.lat : localite ? Number(localite.lat) : null,
        lon: located ? address.lon : localite ? Number(localite.lon) : null,
      };
    });

    // A new tag name that an existing tag already has (same slug) is that tag.
    const named = values.tags.filter((tag): tag is string => typeof tag === 'string');
    const bySlug = new Map(
      named.length === 0 ? [] : (await this.db.selectFrom('tags').select(['id', 'slug']).where('slug', 'in', named.map((name) => slugify(name, 'tag'))).execute()).map((t) => [t.slug, t.id]),
    );
    const tagsOut = [...new Set(values.tags.map((tag) => (typeof tag === 'number' ? tag : (bySlug.get(slugify(tag, 'tag')) ?? tag))))];

    return { data: { ...values, tarif: values.tarif ?? tarif, addresses, tags: tagsOut }, errors };
  }

  /** Names of what the data refers to (the editor shows them without more calls). */
  async labels(data: ListingData): Promise<ListingEditLabels> {
    const numericTags = data.tags.filter((tag): tag is number => typeof tag === 'number');
    const communeIds = [...new Set(data.addresses.map((a) => a.commune_id).filter((id): id is string => id !== null))];
    const quartierIds = [...new Set(data.addresses.map((a) => a.quartier_id).filter((id): id is string => id !== null))];
    const some = async <T>(list: unknown[], query: () => Promise<T[]>) => (list.length === 0 ? [] : query());
    const zoneNames = async (type: CoverageZone['zone_type']) => {
      const zoneIds = data.coverage_zones.filter((z) => z.zone_type === type).map((z) => z.zone_id);
      const table = type === 'province' ? 'provinces' : type === 'arrondissement' ? 'arrondissements' : 'communes';
      return some(zoneIds, () => this.db.selectFrom(table).select(['id', 'name_fr', 'name_nl']).where('id', 'in', zoneIds).execute());
    };
    const [sectors, besoins, tags, communes, quartiers, provinces, arrondissements, zoneCommunes] = await Promise.all([
      some(data.sectors, () => this.db.selectFrom('sectors').select(['id', 'titre_fr', 'titre_nl']).where('id', 'in', data.sectors.map((s) => s.id)).execute()),
      some(data.besoins, () => this.db.selectFrom('besoins').select(['id', 'titre_fr', 'titre_nl']).where('id', 'in', data.besoins.map((b) => b.id)).execute()),
      some(numericTags, () => this.db.selectFrom('tags').select(['id', 'name_fr', 'name_nl']).where('id', 'in', numericTags).execute()),
      some(communeIds, () => this.db.selectFrom('communes').select(['id', 'name_fr', 'name_nl']).where('id', 'in', communeIds).execute()),
      some(quartierIds, () => this.db.selectFrom('quartiers').select(['id', 'name_fr', 'name_nl']).where('id', 'in', quartierIds).execute()),
      zoneNames('province'),
      zoneNames('arrondissement'),
      zoneNames('commune'),
    ]);
    const communeOf = byId(communes);
    const quartierOf = byId(quartiers);
    const zones = { province: byId(provinces), arrondissement: byId(arrondissements), commune: byId(zoneCommunes) };
    return {
      sectors,
      besoins,
      tags,
      addresses: data.addresses.map((a) => ({
        commune: (a.commune_id !== null && communeOf.get(a.commune_id)) || null,
        quartier: (a.quartier_id !== null && quartierOf.get(a.quartier_id)) || null,
      })),
      coverage_zones: data.coverage_zones.flatMap((z) => {
        const named = zones[z.zone_type].get(z.zone_id);
        return named ? [{ ...z, name_fr: named.name_fr, name_nl: named.name_nl }] : [];
      }),
    };
  }

  /**
   * Writes version data to the live rows (approval), inside the caller's transaction: the listing's
   * columns, its addresses (kept by id where the version still has them, so search records keep
   * their objectIDs), coverage zones, sectors, besoins, tags (new names become tags) and languages.
   */
  async applyToLive(trx: Transaction<Database>, id: number, data: ListingData, now: string): Promise<void> {
    await trx
      .updateTable('prestataires')
      .set({
        title: data.title,
        email: data.email,
        last_name: data.last_name,
        first_name: data.first_name,
        company: data.company,
        company_number: data.company_number,
        inami_number: data.inami_number,
        member_of: data.member_of,
        target_audience: data.target_audience,
        specialisation: data.specialisation,
        access_conditions: data.access_conditions,
        activity_description: data.activity_description,
        other_activities: data.other_activities,
        phone: data.phone,
        opening_hours: JSON.stringify(data.opening_hours),
        fees: data.fees,
        tarif: data.tarif,
        video_url: data.video_url,
        website: data.website,
        other_info: data.other_info,
        primary_color: data.primary_color,
        secondary_color: data.secondary_color,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();

    const existing = new Set((await trx.selectFrom('addresses').select('id').where('prestataire_id', '=', id).execute()).map((a) => a.id));
    const kept = new Set<number>();
    for (const [position, address] of data.addresses.entries()) {
      const values = {
        kind: address.kind,
        street: address.street,
        number: address.number,
        box: address.box,
        postal_code: address.postal_code,
        locality: address.locality,
        country: address.country,
        is_visible: flag(address.is_visible),
        lat: address.lat,
        lon: address.lon,
        commune_id: address.commune_id,
        quartier_id: address.quartier_id,
        // Versions saved before the facts existed have none.
        ...accessibilityColumns(address.accessibility),
        position,
      };
      if (address.id !== null && existing.has(address.id) && !kept.has(address.id)) {
        kept.add(address.id);
        await trx.updateTable('addresses').set(values).where('id', '=', address.id).execute();
      } else {
        await trx.insertInto('addresses').values({ ...values, prestataire_id: id }).execute();
      }
    }
    const gone = [...existing].filter((addressId) => !kept.has(addressId));
    if (gone.length > 0) await trx.deleteFrom('addresses').where('id', 'in', gone).execute();

    await trx.deleteFrom('coverage_zones').where('prestataire_id', '=', id).execute();
    if (data.coverage_zones.length > 0) await trx.insertInto('coverage_zones').values(data.coverage_zones.map((z) => ({ prestataire_id: id, ...z }))).execute();
    await trx.deleteFrom('prestataire_sectors').where('prestataire_id', '=', id).execute();
    if (data.sectors.length > 0) await trx.insertInto('prestataire_sectors').values(data.sectors.map((s) => ({ prestataire_id: id, sector_id: s.id, is_main: flag(s.is_main) }))).execute();
    await trx.deleteFrom('prestataire_besoins').where('prestataire_id', '=', id).execute();
    if (data.besoins.length > 0) await trx.insertInto('prestataire_besoins').values(data.besoins.map((b) => ({ prestataire_id: id, besoin_id: b.id, is_main: flag(b.is_main) }))).execute();
    await trx.deleteFrom('prestataire_languages').where('prestataire_id', '=', id).execute();
    if (data.languages.length > 0) await trx.insertInto('prestataire_languages').values(data.languages.map((code) => ({ prestataire_id: id, language_code: code }))).execute();

    await replaceClosures(trx, id, data.closures ?? []);

    const tagIds = new Set<number>();
    for (const tag of data.tags) tagIds.add(typeof tag === 'number' ? tag : await this.tagNamed(trx, tag));
    await trx.deleteFrom('prestataire_tags').where('prestataire_id', '=', id).execute();
    // A tag deleted since the version was saved is skipped rather than failing the approval.
    const live = tagIds.size === 0 ? [] : await trx.selectFrom('tags').select('id').where('id', 'in', [...tagIds]).execute();
    if (live.length > 0) await trx.insertInto('prestataire_tags').values(live.map((t) => ({ prestataire_id: id, tag_id: t.id }))).execute();
  }

  /** The tag of that name (by slug), created with the same name in both languages when new. */
  private async tagNamed(trx: Transaction<Database>, name: string): Promise<number> {
    const slug = slugify(name, 'tag');
    const found = await trx.selectFrom('tags').select('id').where('slug', '=', slug).executeTakeFirst();
    if (found) return found.id;
    const taken = new Set((await trx.selectFrom('tags').select('slug').where('slug', 'like', `${slug}-%`).execute()).map((t) => t.slug));
    const { id } = await trx.insertInto('tags').values({ slug: firstFreeSlug(slug, taken), name_fr: name, name_nl: name }).returning('id').executeTakeFirstOrThrow();
    return id;
  }
}
