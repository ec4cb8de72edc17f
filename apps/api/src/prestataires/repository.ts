import { sql, type Selectable } from 'kysely';
import { ACCESSIBILITY_FACTS, type Address, type ListingState, type Prestataire, type PrestataireSearchHit, type PrestataireSummary, type Tarif } from '@sam/contracts';
import { isLocale, type Locale } from '@sam/i18n-routes';
import { flag, isSet, type DB, type PrestatairesTable } from '@sam/db';
import { BookmarksRepository } from '../bookmarks/repository';
import { listingState, ListingVersionsRepository } from './versions';
import { loadListingPageRelations } from '../media/listing-page';
import { LISTING_OWNER, photoVariantKey } from '../media/repository';
import { listingFieldsOf } from './listing-data';
import { publicClosuresOf } from './closures';
import { accessibilityOf } from './accessibility';

export type ListingRow = Selectable<PrestatairesTable>;

type SummaryColumns = Pick<ListingRow, 'id' | 'slug' | 'title' | 'network_consent' | 'validated_at'>;
const SUMMARY_COLUMNS = ['id', 'slug', 'title', 'network_consent', 'validated_at'] as const;

/** One search result: the listing summary plus what a result card shows. */
export type ListingSearchHit = PrestataireSearchHit;

export function toListingSummary(row: SummaryColumns): PrestataireSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    network_consent: isSet(row.network_consent),
    validated: row.validated_at !== null,
  };
}

/** Public visibility (§3 active and visible flags). */
export const isPubliclyVisible = (row: Pick<ListingRow, 'active' | 'visible'>): boolean => isSet(row.active) && isSet(row.visible);

/** LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function area(id: string | null, name_fr: string | null, name_nl: string | null) {
  return id !== null && name_fr !== null && name_nl !== null ? { id, name_fr, name_nl } : null;
}


/** Provider listings (prestataires) and their relations. */
export class PrestatairesRepository {
  private readonly bookmarks: BookmarksRepository;

  constructor(private readonly db: DB) {
    this.bookmarks = new BookmarksRepository(db);
  }

  findBySlug(slug: string): Promise<ListingRow | undefined> {
    return this.db.selectFrom('prestataires').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  async isOwner(prestataireId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('prestataire_users')
      .select('user_id')
      .where('prestataire_id', '=', prestataireId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  listOwnedBy(userId: number): Promise<SummaryColumns[]> {
    return this.db
      .selectFrom('prestataires as p')
      .innerJoin('prestataire_users as pu', 'pu.prestataire_id', 'p.id')
      .select(SUMMARY_COLUMNS.map((c) => `p.${c}` as const))
      .where('pu.user_id', '=', userId)
      .orderBy('p.title')
      .orderBy('p.id')
      .execute();
  }

  /** §4 state of each listing (docs/decisions/0010-provider-listing-writes.md), for GET /api/user. */
  async statesOf(ids: number[]): Promise<Map<number, ListingState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('prestataires').select(['id', 'active', 'visible', 'validated_at']).where('id', 'in', ids).execute();
    const pending = await new ListingVersionsRepository(this.db).withPending(ids);
    return new Map(rows.map((row) => [row.id, listingState(row, pending.has(row.id))]));
  }

  /** §4 network: accepted relations of the given listings; parent = network head, child = affiliate. */
  async acceptedNetworkOf(
    ids: number[],
    options: { onlyPublic?: boolean } = {},
  ): Promise<{ parents: Map<number, PrestataireSummary[]>; childrens: Map<number, PrestataireSummary[]> }> {
    const parents = new Map<number, PrestataireSummary[]>();
    const childrens = new Map<number, PrestataireSummary[]>();
    if (ids.length === 0) return { parents, childrens };

    const related = (side: 'parent' | 'child') => {
      const [own, other] = side === 'parent' ? (['r.child_id', 'r.parent_id'] as const) : (['r.parent_id', 'r.child_id'] as const);
      let query = this.db
        .selectFrom('prestataire_relations as r')
        .innerJoin('prestataires as p', 'p.id', other)
        .select([`${own} as owner_id`, ...SUMMARY_COLUMNS.map((c) => `p.${c}` as const)])
        .where(own, 'in', ids)
        .where('r.status', '=', 'accepted');
      if (options.onlyPublic) query = query.where('p.active', '=', flag(true)).where('p.visible', '=', flag(true));
      return query.orderBy('p.title').orderBy('p.id').execute();
    };

    for (const [map, rows] of [
      [parents, await related('parent')],
      [childrens, await related('child')],
    ] as const) {
      for (const row of rows) {
        const list = map.get(row.owner_id) ?? [];
        list.push(toListingSummary(row));
        map.set(row.owner_id, list);
      }
    }
    return { parents, childrens };
  }

  /**
   * The listing with all its relations (§3 provider listing, §7 GET /api/prestataires/{slug}).
   * For the public, a hidden address (§3 "visible address") keeps only its locality and areas.
   * `userId`: the logged-in user, whose bookmark it tells (null for a visitor).
   */
  async loadDetail(row: ListingRow, options: { publicView: boolean; userId: number | null }): Promise<Prestataire> {
    const id = row.id;
    // The parts are independent: asked together (in parallel on PostgreSQL's pool, queued on SQLite's one connection).
    const [addressRows, sectors, besoins, tags, languages, sources, network, pageRelations, bookmarked, closures] = await Promise.all([
      this.db
        .selectFrom('addresses as a')
        .leftJoin('communes as c', 'c.id', 'a.commune_id')
        .leftJoin('arrondissements as ar', 'ar.id', 'c.arrondissement_id')
        .leftJoin('provinces as pr', 'pr.id', 'c.province_id')
        .leftJoin('quartiers as q', 'q.id', 'a.quartier_id')
        .select([
          'a.id', 'a.kind', 'a.street', 'a.number', 'a.box', 'a.postal_code', 'a.locality', 'a.country', 'a.is_visible', 'a.lat', 'a.lon',
          ...ACCESSIBILITY_FACTS.map((fact) => `a.${fact}` as const),
          'c.id as commune_id', 'c.name_fr as commune_fr', 'c.name_nl as commune_nl',
          'ar.id as arrondissement_id', 'ar.name_fr as arrondissement_fr', 'ar.name_nl as arrondissement_nl',
          'pr.id as province_id', 'pr.name_fr as province_fr', 'pr.name_nl as province_nl',
          'q.id as quartier_id', 'q.name_fr as quartier_fr', 'q.name_nl as quartier_nl',
        ])
        .where('a.prestataire_id', '=', id)
        .orderBy('a.position')
        .orderBy('a.id')
        .execute(),
      this.db
        .selectFrom('prestataire_sectors as ps')
        .innerJoin('sectors as s', 's.id', 'ps.sector_id')
        .select(['s.id', 's.slug_fr', 's.slug_nl', 's.titre_fr', 's.titre_nl', 'ps.is_main'])
        .where('ps.prestataire_id', '=', id)
        .orderBy('ps.is_main', 'desc')
        .orderBy('s.position')
        .orderBy('s.id')
        .execute(),
      this.db
        .selectFrom('prestataire_besoins as pb')
        .innerJoin('besoins as b', 'b.id', 'pb.besoin_id')
        .select(['b.id', 'b.slug_fr', 'b.slug_nl', 'b.titre_fr', 'b.titre_nl', 'b.parent_id'])
        .where('pb.prestataire_id', '=', id)
        .orderBy('pb.is_main', 'desc')
        .orderBy('b.position')
        .orderBy('b.id')
        .execute(),
      this.db
        .selectFrom('prestataire_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['t.id', 't.slug', 't.name_fr', 't.name_nl'])
        .where('pt.prestataire_id', '=', id)
        .orderBy('t.slug')
        .execute(),
      this.db
        .selectFrom('prestataire_languages as pl')
        .innerJoin('languages as l', 'l.code', 'pl.language_code')
        .select(['l.code', 'l.name_fr', 'l.name_nl'])
        .where('pl.prestataire_id', '=', id)
        .orderBy('l.code')
        .execute(),
      this.db
        .selectFrom('prestataire_sources as ps')
        .innerJoin('sources as s', 's.id', 'ps.source_id')
        .select(['s.association', 's.country'])
        .where('ps.prestataire_id', '=', id)
        .orderBy('s.association')
        .execute(),
      this.acceptedNetworkOf([id], { onlyPublic: options.publicView }),
      loadListingPageRelations(this.db, id), // issue 11: photos, documents, events, places
      options.userId === null ? false : this.bookmarks.isBookmarked('prestataire', id, options.userId),
      publicClosuresOf(this.db, id),
    ]);
    const addresses: Address[] = addressRows.map((a) => {
      const hidden = options.publicView && !isSet(a.is_visible);
      return {
        id: a.id,
        kind: a.kind === 'head_office' ? 'head_office' : 'activity_place',
        street: hidden ? '' : a.street,
        number: hidden ? null : a.number,
        box: hidden ? null : a.box,
        postal_code: a.postal_code,
        locality: a.locality,
        country: a.country,
        is_visible: isSet(a.is_visible),
        lat: hidden ? null : a.lat,
        lon: hidden ? null : a.lon,
        commune: area(a.commune_id, a.commune_fr, a.commune_nl),
        arrondissement: area(a.arrondissement_id, a.arrondissement_fr, a.arrondissement_nl),
        province: area(a.province_id, a.province_fr, a.province_nl),
        quartier: area(a.quartier_id, a.quartier_fr, a.quartier_nl),
        // A hidden address is no place to visit: its facts would only describe someone's home.
        accessibility: hidden ? [] : accessibilityOf(a),
      };
    });

    const related = ({ id: relatedId, slug, title }: PrestataireSummary) => ({ id: relatedId, slug, title });

    return {
      id,
      slug: row.slug,
      type: row.type,
      categorie: row.categorie,
      ...listingFieldsOf(row),
      closures,
      locale: isLocale(row.locale) ? row.locale : 'fr',
      active: isSet(row.active),
      visible: isSet(row.visible),
      validated: row.validated_at !== null,
      network_consent: isSet(row.network_consent),
      addresses,
      sectors: sectors.map((s) => ({ ...s, is_main: isSet(s.is_main) })),
      besoins,
      tags,
      languages,
      sources,
      parents: (network.parents.get(id) ?? []).map(related),
      childrens: (network.childrens.get(id) ?? []).map(related),
      ...pageRelations,
      bookmarked,
      updated_at: row.updated_at,
    };
  }

  /** Interim search over visible listings: title contains q (the search engine replaces it later). */
  async searchVisible({ q, page, perPage, locale }: { q?: string; page: number; perPage: number; locale: Locale }): Promise<{ hits: ListingSearchHit[]; total: number }> {
    let query = this.db.selectFrom('prestataires').where('active', '=', flag(true)).where('visible', '=', flag(true));
    if (q) query = query.where(sql<boolean>`lower(title) like ${containsPattern(q)} escape '\\'`);

    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let ordered = query.select([...SUMMARY_COLUMNS, 'type', 'categorie', 'tarif', 'locale']);
    // Without a text, listings written in the visitor's language come first (issue 15; decision 0019).
    if (!q) ordered = ordered.orderBy(sql`case when locale = ${locale} then 0 else 1 end`);
    const rows = await ordered
      .orderBy('title')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    const ids = rows.map((r) => r.id);
    const [sectors, localities, photos] = await Promise.all([this.mainSectorsOf(ids, locale), this.firstVisibleLocalitiesOf(ids), this.firstPhotosOf(ids)]);
    return {
      total: Number(total),
      hits: rows.map((row) => ({
        ...toListingSummary(row),
        type: row.type,
        categorie: row.categorie,
        tarif: row.tarif as Tarif,
        locale: row.locale === 'nl' ? 'nl' : 'fr',
        sector_slug: sectors.get(row.id)?.slug ?? null,
        sector_title: sectors.get(row.id)?.title ?? null,
        locality: localities.get(row.id) ?? null,
        ...(photos.has(row.id) ? { photo: photos.get(row.id) } : {}),
      })),
    };
  }

  /** Each listing's first photo (by position): its small web size's API path and its alternative text ('' when decorative). */
  private async firstPhotosOf(ids: number[]): Promise<Map<number, { url: string; alt: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('media')
      .select(['owner_id', 'file_path', 'alt_text'])
      .where('owner_type', '=', LISTING_OWNER)
      .where('kind', '=', 'photo')
      .where('owner_id', 'in', ids)
      .where('file_path', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const photos = new Map<number, { url: string; alt: string }>();
    for (const row of rows) {
      if (!photos.has(row.owner_id)) photos.set(row.owner_id, { url: `/storage/${photoVariantKey(row.file_path!, 400)}`, alt: row.alt_text ?? '' });
    }
    return photos;
  }

  /** The main sector of each listing (the first one when none is marked main), in one locale. */
  private async mainSectorsOf(ids: number[], locale: Locale): Promise<Map<number, { slug: string; title: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('prestataire_sectors as ps')
      .innerJoin('sectors as s', 's.id', 'ps.sector_id')
      .select(['ps.prestataire_id', 'ps.is_main', 's.slug_fr', 's.slug_nl', 's.titre_fr', 's.titre_nl', 's.position'])
      .where('ps.prestataire_id', 'in', ids)
      .orderBy('ps.is_main', 'desc')
      .orderBy('s.position')
      .execute();
    const byListing = new Map<number, { slug: string; title: string }>();
    for (const row of rows) {
      if (!byListing.has(row.prestataire_id)) {
        byListing.set(row.prestataire_id, { slug: row[`slug_${locale}`], title: row[`titre_${locale}`] });
      }
    }
    return byListing;
  }

  private async firstVisibleLocalitiesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('addresses')
      .select(['prestataire_id', 'locality'])
      .where('prestataire_id', 'in', ids)
      .where('is_visible', '=', flag(true))
      .orderBy('position')
      .orderBy('id')
      .execute();
    const byListing = new Map<number, string>();
    for (const row of rows) if (!byListing.has(row.prestataire_id)) byListing.set(row.prestataire_id, row.locality);
    return byListing;
  }

  async updateColors(id: number, colors: { primary_color: string | null; secondary_color: string | null }, now: string): Promise<void> {
    await this.db
      .updateTable('prestataires')
      .set({ primary_color: colors.primary_color, secondary_color: colors.secondary_color, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
