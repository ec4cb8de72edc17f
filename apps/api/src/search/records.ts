import {
  ACCESSIBILITY_FACTS,
  HIERARCHY_SEPARATOR,
  PHOTO_WIDTHS,
  prestataireCategorieLabel,
  TARIFS,
  type Bilingual,
  type ContentRecord,
  type PrestataireAddressRecord,
  type AccessibilityFact,
  type SearchLocale,
  type Tarif,
} from '@sam/contracts';
import { excerpt } from '../annonces/repository';
import { OpeningKeys } from './open-now-keys';

/**
 * Database rows → search records (pure: the repository reads, this maps). Pieces shared by
 * many records (a listing's needs and sectors, an area's names) are built once and shared, so
 * 100,000 records stay small in memory.
 */

const DESCRIPTION_LENGTH = 300;
const SUMMARY_LENGTH = 300;

export interface NamedArea {
  id: string;
  name_fr: string;
  name_nl: string;
}

export interface ReferenceData {
  sectors: Map<number, { slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string; position: number }>;
  besoins: Map<number, { parent_id: number | null; titre_fr: string; titre_nl: string; position: number }>;
  tags: Map<number, { name_fr: string; name_nl: string }>;
  sources: Map<number, { association: string; country: string }>;
  provinces: Map<string, NamedArea>;
  arrondissements: Map<string, NamedArea & { province_id: string }>;
  communes: Map<string, NamedArea & { arrondissement_id: string; province_id: string }>;
  quartiers: Map<string, NamedArea>;
  /** Postal code → commune, for addresses saved without a commune. */
  postalCodeCommunes: Map<string, string>;
}

export interface ListingRow {
  id: number;
  slug: string;
  title: string;
  type: string;
  categorie: string;
  tarif: string;
  activity_description: string | null;
  /** The language the listing's texts are written in. */
  locale: string;
  phone: string | null;
  website: string | null;
  validated_at: string | null;
  /** The weekly hours (JSON, OpeningHours): the open-now keys (issue 17). */
  opening_hours?: string | null;
}

export interface AddressRow {
  id: number;
  prestataire_id: number;
  kind: string;
  street: string;
  number: string | null;
  box: string | null;
  postal_code: string;
  locality: string;
  lat: number;
  lon: number;
  commune_id: string | null;
  quartier_id: string | null;
  /** Accessibility facts, one 0/1 column each (migration 0009). */
  step_free_entrance: number;
  accessible_toilet: number;
  disabled_parking: number;
  hearing_loop: number;
  sign_language: number;
  easy_read: number;
  assistance_dogs: number;
}

/** Rows of some listings, every list ordered by listing id (the mapper walks them side by side). */
export interface PrestataireRows {
  listings: ListingRow[];
  /** Visible addresses with coordinates, in position order. */
  addresses: AddressRow[];
  sectors: { prestataire_id: number; sector_id: number; is_main: number }[];
  besoins: { prestataire_id: number; besoin_id: number }[];
  tags: { prestataire_id: number; tag_id: number }[];
  languages: { prestataire_id: number; language_code: string }[];
  sources: { prestataire_id: number; source_id: number }[];
  bookmarks: { bookmarkable_id: number; user_id: number }[];
  /** Photos with a stored file, in position order: a card shows the first (issue 15). */
  photos?: PhotoRow[];
  /** Exceptional closures (issue 17): the days the open-now filter leaves the listing out. */
  closures?: { prestataire_id: number; starts_on: string; ends_on: string }[];
}

export interface PhotoRow {
  prestataire_id: number;
  file_path: string;
  alt_text: string | null;
  /** Pixel size of the large web size (null for photos stored before migration 0004). */
  width: number | null;
  height: number | null;
}

/** A card's photo: the small web size (PHOTO_WIDTHS[0] wide), its height kept in proportion. */
export function cardPhoto(row: PhotoRow): NonNullable<PrestataireAddressRecord['photo']> {
  const width = PHOTO_WIDTHS[0];
  return {
    url: `/storage/images/${width}/${row.file_path}`,
    width,
    height: row.width && row.height ? Math.round((width * row.height) / row.width) : null,
    alt: row.alt_text ?? '',
  };
}

/** A user's opaque token in `bookmarkers.titre`. */
export type BookmarkToken = (userId: number) => string;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * Rows ordered by key, read listing after listing (keys asked in increasing order): the rows of
 * each key, without building a map of all of them.
 */
function cursor<T>(rows: readonly T[], keyOf: (row: T) => number): (key: number) => T[] {
  let i = 0;
  return (key) => {
    while (i < rows.length && keyOf(rows[i]) < key) i++;
    const start = i;
    while (i < rows.length && keyOf(rows[i]) === key) i++;
    return start === i ? [] : rows.slice(start, i);
  };
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const names = (area: NamedArea) => unique([area.name_fr, area.name_nl]);
const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const asLocale = (value: string): SearchLocale => (value === 'nl' ? 'nl' : 'fr');
const asTarif = (value: string): Tarif => (TARIFS as readonly string[]).includes(value) ? (value as Tarif) : 'variable';

/** One shared object per key: listings with the same sectors (needs, tags…) share one array. */
class Shared<T> {
  private readonly byKey = new Map<string, T>();

  constructor(private readonly make: (key: string) => T) {}

  of(key: string): T {
    let found = this.byKey.get(key);
    if (found === undefined) this.byKey.set(key, (found = this.make(key)));
    return found;
  }
}

const idsOf = (key: string): number[] => (key === '' ? [] : key.split(',').map(Number));

type NeedLevels = { lvl0: string[]; lvl1: string[] };

/** The hierarchical need menu: lvl0 = level-1 needs, lvl1 = 'level1 > level2', per locale. */
export function needLevels(besoinIds: readonly number[], ref: ReferenceData): Record<SearchLocale, NeedLevels> {
  const entries: { lvl0: Bilingual; lvl1: Bilingual | null; order: [number, number] }[] = [];
  for (const id of besoinIds) {
    const besoin = ref.besoins.get(id);
    if (!besoin) continue;
    const parent = besoin.parent_id === null ? undefined : ref.besoins.get(besoin.parent_id);
    if (parent) {
      entries.push({
        lvl0: { fr: parent.titre_fr, nl: parent.titre_nl },
        lvl1: { fr: `${parent.titre_fr}${HIERARCHY_SEPARATOR}${besoin.titre_fr}`, nl: `${parent.titre_nl}${HIERARCHY_SEPARATOR}${besoin.titre_nl}` },
        order: [parent.position, besoin.position],
      });
    } else {
      entries.push({ lvl0: { fr: besoin.titre_fr, nl: besoin.titre_nl }, lvl1: null, order: [besoin.position, -1] });
    }
  }
  entries.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]);
  const levels = (locale: SearchLocale): NeedLevels => ({
    lvl0: unique(entries.map((e) => e.lvl0[locale])),
    lvl1: unique(entries.flatMap((e) => (e.lvl1 ? [e.lvl1[locale]] : []))),
  });
  return { fr: levels('fr'), nl: levels('nl') };
}

/**
 * Listing rows → one record per visible address with coordinates in a resolvable commune. One
 * mapper serves a whole build, read chunk by chunk: its shared pieces span the chunks.
 */
export class PrestataireRecordMapper {
  constructor(
    private readonly ref: ReferenceData,
    private readonly token: BookmarkToken,
  ) {}

  // Keys are id lists, so the pieces are built once per distinct combination.
  private readonly sectorsShared = new Shared((key) =>
    idsOf(key).map((id) => {
      const s = this.ref.sectors.get(id)!;
      return { slug: { fr: s.slug_fr, nl: s.slug_nl }, titre: { fr: s.titre_fr, nl: s.titre_nl } };
    }),
  );
  private readonly sectorSlugShared = new Shared((key) => {
    const first = this.ref.sectors.get(idsOf(key)[0]);
    return { fr: first?.slug_fr ?? null, nl: first?.slug_nl ?? null };
  });
  private readonly needsShared = new Shared((key) => needLevels(idsOf(key), this.ref));
  private readonly tagsShared = new Shared((key) => {
    const tags = idsOf(key).map((id) => this.ref.tags.get(id)!);
    return { fr: tags.map((t) => t.name_fr), nl: tags.map((t) => t.name_nl) };
  });
  private readonly languagesShared = new Shared((key) => (key === '' ? [] : key.split(',')));
  private readonly sourcesShared = new Shared((key) =>
    idsOf(key).map((id) => {
      const source = this.ref.sources.get(id)!;
      return { association: source.association, country: source.country };
    }),
  );
  private readonly categoryShared = new Shared((categorie) => prestataireCategorieLabel(categorie));
  private readonly descriptionShared = new Shared((text) => {
    const short = excerpt(text, DESCRIPTION_LENGTH);
    return { fr: short, nl: short };
  });
  private readonly tokens = new Shared((userId) => this.token(Number(userId)));
  /** Street names, localities and postal codes repeat across addresses: one string each. */
  private readonly texts = new Shared((text) => text);
  private readonly areasShared = new Shared((communeId): Pick<PrestataireAddressRecord, 'provinces' | 'arrondissements' | 'communes'> | null => {
    const commune = this.ref.communes.get(communeId);
    const arrondissement = commune && this.ref.arrondissements.get(commune.arrondissement_id);
    const province = commune && this.ref.provinces.get(commune.province_id);
    return commune && arrondissement && province
      ? {
          provinces: { id: province.id, province: names(province) },
          arrondissements: { id: arrondissement.id, arrondissement: names(arrondissement) },
          communes: { id: commune.id, commune: names(commune) },
        }
      : null;
  });
  /** Most addresses have no fact or the same few: one array per combination. */
  private readonly accessibilityShared = new Shared((key): AccessibilityFact[] => (key === '' ? [] : (key.split(',') as AccessibilityFact[])));
  private readonly quartierShared = new Shared((id): PrestataireAddressRecord['quartiers'] => {
    const quartier = this.ref.quartiers.get(id);
    return quartier ? { id: quartier.id, quartier: names(quartier) } : null;
  });

  private readonly openingKeys = new OpeningKeys();

  map(rows: PrestataireRows): PrestataireAddressRecord[] {
    const { ref } = this;
    const addressesOf = cursor(rows.addresses, (r) => r.prestataire_id);
    const sectorsOf = cursor(rows.sectors, (r) => r.prestataire_id);
    const besoinsOf = cursor(rows.besoins, (r) => r.prestataire_id);
    const tagsOf = cursor(rows.tags, (r) => r.prestataire_id);
    const languagesOf = cursor(rows.languages, (r) => r.prestataire_id);
    const sourcesOf = cursor(rows.sources, (r) => r.prestataire_id);
    const bookmarkersOf = cursor(rows.bookmarks, (r) => r.bookmarkable_id);
    const photosOf = cursor(rows.photos ?? [], (r) => r.prestataire_id);
    const closuresOf = cursor(rows.closures ?? [], (r) => r.prestataire_id);

    const records: PrestataireAddressRecord[] = [];
    for (const listing of rows.listings) {
      const addresses = addressesOf(listing.id);
      // The other lists advance to this listing even when it has no address to index.
      const sectorRows = sectorsOf(listing.id);
      const besoinRows = besoinsOf(listing.id);
      const tagRows = tagsOf(listing.id);
      const languageRows = languagesOf(listing.id);
      const sourceRows = sourcesOf(listing.id);
      const bookmarkRows = bookmarkersOf(listing.id);
      const photoRows = photosOf(listing.id);
      const closureRows = closuresOf(listing.id);
      if (addresses.length === 0) continue;
      const position = (id: number) => ref.sectors.get(id)?.position ?? 0;
      const sectorKey = sectorRows
        .filter((r) => ref.sectors.has(r.sector_id))
        .sort((a, b) => b.is_main - a.is_main || position(a.sector_id) - position(b.sector_id))
        .map((r) => r.sector_id)
        .join(',');
      const needs = this.needsShared.of(besoinRows.map((r) => r.besoin_id).sort((a, b) => a - b).join(','));
      const tagKey = tagRows.filter((r) => ref.tags.has(r.tag_id)).map((r) => r.tag_id).join(',');
      const languageKey = unique(languageRows.map((r) => r.language_code)).sort().join(',');
      const sourceKey = sourceRows.filter((r) => ref.sources.has(r.source_id)).map((r) => r.source_id).join(',');
      const category = this.categoryShared.of(listing.categorie);
      const bookmarkers = unique(bookmarkRows.map((r) => this.tokens.of(String(r.user_id)))).sort();
      const sectors = this.sectorsShared.of(sectorKey);
      const sectorSlug = this.sectorSlugShared.of(sectorKey);
      const description = this.descriptionShared.of(listing.activity_description ?? '');
      const tags = this.tagsShared.of(tagKey);
      const languages = this.languagesShared.of(languageKey);
      const sources = this.sourcesShared.of(sourceKey);
      const tarif = asTarif(listing.tarif);
      const validated = listing.validated_at !== null;
      const bookmarkersField = bookmarkers.length > 0 ? { titre: bookmarkers } : undefined;
      const photo = photoRows.length > 0 ? cardPhoto(photoRows[0]) : undefined;
      const openKeys = this.openingKeys.of(listing.opening_hours ?? null, closureRows);
      for (const address of addresses) {
        const communeId = address.commune_id ?? ref.postalCodeCommunes.get(address.postal_code);
        const areas = communeId ? this.areasShared.of(communeId) : null;
        if (!areas) continue;
        const record: PrestataireAddressRecord = {
          objectID: String(address.id),
          prestataire_id: listing.id,
          slug: listing.slug,
          title: listing.title,
          sector_slug: sectorSlug,
          description,
          text_language: asLocale(listing.locale),
          address: {
            kind: address.kind === 'head_office' ? 'head_office' : 'activity_place',
            street: this.texts.of(address.street),
            number: address.number === null ? null : this.texts.of(address.number),
            box: address.box,
            postal_code: this.texts.of(address.postal_code),
            locality: this.texts.of(address.locality),
          },
          phone: listing.phone,
          website: listing.website,
          type: listing.type,
          categorie: listing.categorie,
          category_fr: category.fr,
          category_nl: category.nl,
          tarif,
          validated,
          navbesoinsfr: needs.fr,
          navbesoinsnl: needs.nl,
          sectors,
          tags,
          languages,
          accessibility: this.accessibilityShared.of(ACCESSIBILITY_FACTS.filter((fact) => address[fact] === 1).join(',')),
          provinces: areas.provinces,
          arrondissements: areas.arrondissements,
          communes: areas.communes,
          quartiers: address.quartier_id === null ? null : this.quartierShared.of(address.quartier_id),
          sources,
          _geoloc: { lat: address.lat, lng: address.lon },
        };
        if (bookmarkersField) record.bookmarkers = bookmarkersField;
        if (photo) record.photo = photo;
        Object.assign(record, openKeys);
        records.push(record);
      }
    }
    return records;
  }
}

export function buildPrestataireRecords(rows: PrestataireRows, ref: ReferenceData, token: BookmarkToken): PrestataireAddressRecord[] {
  return new PrestataireRecordMapper(ref, token).map(rows);
}

// --- content indices ----------------------------------------------------------------------

export interface Category {
  slug_fr: string;
  titre_fr: string;
  titre_nl: string;
}

type BookmarkRow = { bookmarkable_id: number; user_id: number };

export interface InfoRows {
  infos: { id: number; slug_fr: string; slug_nl: string; title_fr: string; title_nl: string; summary_fr: string | null; summary_nl: string | null; body_fr: string; body_nl: string; url: string | null; category: string | null; published_at: string }[];
  bookmarks: BookmarkRow[];
}

export interface ConseilRows {
  conseils: { id: number; slug_fr: string; slug_nl: string; title_fr: string; title_nl: string; summary_fr: string | null; summary_nl: string | null; published_at: string }[];
  /** Content blocks in position order: the first one summarises a conseil without a summary. */
  contents: { conseil_id: number; body_fr: string; body_nl: string }[];
  tags: { conseil_id: number; tag_id: number }[];
  besoins: { conseil_id: number; besoin_id: number }[];
  bookmarks: BookmarkRow[];
}

export interface EventRows {
  events: { id: number; slug: string; title: string; description: string; locale: string; place: string | null; commune_id: string | null; starts_at: string; ends_at: string | null; website: string | null; category_id: number | null }[];
  categories: Map<number, Category>;
  bookmarks: BookmarkRow[];
}

export interface AnnonceRows {
  annonces: { id: number; slug: string; title: string; body: string; locale: string; price_cents: number | null; commune_id: string | null; published_at: string | null; created_at: string; expires_at: string | null; category_id: number | null }[];
  categories: Map<number, Category>;
  bookmarks: BookmarkRow[];
}

function bookmarkersFor(rows: readonly BookmarkRow[], token: BookmarkToken) {
  const byId = groupBy(rows, (r) => r.bookmarkable_id);
  return (id: number): Pick<ContentRecord, 'bookmarkers'> => {
    const tokens = unique((byId.get(id) ?? []).map((r) => token(r.user_id))).sort();
    return tokens.length > 0 ? { bookmarkers: { titre: tokens } } : {};
  };
}

function categoryFields(category: Category | undefined): Pick<ContentRecord, 'categorie' | 'category_fr' | 'category_nl'> {
  return category
    ? { categorie: category.slug_fr, category_fr: category.titre_fr, category_nl: category.titre_nl }
    : { categorie: null, category_fr: null, category_nl: null };
}

type RecordHead = Pick<ContentRecord, 'objectID' | 'kind' | 'id' | 'slug' | 'title_fr' | 'title_nl' | 'summary_fr' | 'summary_nl' | 'language' | 'type'>;

/** The head of a record written in both languages (infos, conseils); its kind is its type. */
function bilingualHead(
  kind: 'info' | 'conseil',
  row: { id: number; slug_fr: string; slug_nl: string; title_fr: string; title_nl: string },
  summary: Bilingual,
): RecordHead {
  return {
    objectID: String(row.id),
    kind,
    id: row.id,
    slug: { fr: row.slug_fr, nl: row.slug_nl },
    title_fr: row.title_fr,
    title_nl: row.title_nl,
    summary_fr: excerpt(summary.fr, SUMMARY_LENGTH),
    summary_nl: excerpt(summary.nl, SUMMARY_LENGTH),
    language: null,
    type: kind,
  };
}

/** The head of a record written in one language (events, annonces): both locales carry its text; its kind is its type. */
function monolingualHead(
  kind: 'event' | 'annonce',
  row: { id: number; slug: string; title: string; locale: string; category_id: number | null },
  text: string,
  categories: Map<number, Category>,
): RecordHead & { language: SearchLocale } & ReturnType<typeof categoryFields> {
  const summary = excerpt(text, SUMMARY_LENGTH);
  return {
    objectID: String(row.id),
    kind,
    id: row.id,
    slug: { fr: row.slug, nl: row.slug },
    title_fr: row.title,
    title_nl: row.title,
    summary_fr: summary,
    summary_nl: summary,
    language: asLocale(row.locale),
    type: kind,
    ...categoryFields(row.category_id === null ? undefined : categories.get(row.category_id)),
  };
}

function communeName(ref: ReferenceData, communeId: string | null, locale: SearchLocale): string | null {
  const commune = communeId === null ? undefined : ref.communes.get(communeId);
  return commune ? commune[`name_${locale}`] : null;
}

export function buildInfoRecords(rows: InfoRows, token: BookmarkToken): ContentRecord[] {
  const bookmarkers = bookmarkersFor(rows.bookmarks, token);
  return rows.infos.map((row) => ({
    ...bilingualHead('info', row, { fr: row.summary_fr ?? row.body_fr, nl: row.summary_nl ?? row.body_nl }),
    categorie: row.category,
    category_fr: row.category,
    category_nl: row.category,
    published_ts: unixSeconds(row.published_at),
    url: row.url,
    ...bookmarkers(row.id),
  }));
}

export function buildConseilRecords(rows: ConseilRows, ref: ReferenceData, token: BookmarkToken): ContentRecord[] {
  const bookmarkers = bookmarkersFor(rows.bookmarks, token);
  const firstContent = new Map<number, { body_fr: string; body_nl: string }>();
  for (const content of rows.contents) if (!firstContent.has(content.conseil_id)) firstContent.set(content.conseil_id, content);
  const tagsOf = groupBy(rows.tags, (r) => r.conseil_id);
  const besoinsOf = groupBy(rows.besoins, (r) => r.conseil_id);
  return rows.conseils.map((row) => {
    const tags = (tagsOf.get(row.id) ?? []).map((r) => ref.tags.get(r.tag_id)).filter((t) => t !== undefined);
    const needs = needLevels((besoinsOf.get(row.id) ?? []).map((r) => r.besoin_id), ref);
    const content = firstContent.get(row.id);
    return {
      ...bilingualHead('conseil', row, { fr: row.summary_fr ?? content?.body_fr ?? '', nl: row.summary_nl ?? content?.body_nl ?? '' }),
      categorie: null,
      category_fr: null,
      category_nl: null,
      tags: { fr: tags.map((t) => t.name_fr), nl: tags.map((t) => t.name_nl) },
      navbesoinsfr: needs.fr,
      navbesoinsnl: needs.nl,
      published_ts: unixSeconds(row.published_at),
      ...bookmarkers(row.id),
    };
  });
}

export function buildEventRecords(rows: EventRows, ref: ReferenceData, token: BookmarkToken): ContentRecord[] {
  const bookmarkers = bookmarkersFor(rows.bookmarks, token);
  return rows.events.map((row) => {
    const head = monolingualHead('event', row, row.description, rows.categories);
    return {
      ...head,
      start_ts: unixSeconds(row.starts_at),
      end_ts: unixSeconds(row.ends_at ?? row.starts_at),
      locality: row.place ?? communeName(ref, row.commune_id, head.language),
      url: row.website,
      ...bookmarkers(row.id),
    };
  });
}

export function buildAnnonceRecords(rows: AnnonceRows, ref: ReferenceData, token: BookmarkToken): ContentRecord[] {
  const bookmarkers = bookmarkersFor(rows.bookmarks, token);
  return rows.annonces.map((row) => {
    const head = monolingualHead('annonce', row, row.body, rows.categories);
    return {
      ...head,
      published_ts: unixSeconds(row.published_at ?? row.created_at),
      ...(row.expires_at ? { expires_ts: unixSeconds(row.expires_at) } : {}),
      locality: communeName(ref, row.commune_id, head.language),
      price_cents: row.price_cents === null ? null : Number(row.price_cents),
      ...bookmarkers(row.id),
    };
  });
}
