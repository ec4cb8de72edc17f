import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { hashPassword, type Database } from '@sam/db';
import { ACCESSIBILITY_FACTS, type AccessibilityFact } from '@sam/contracts';
import {
  loadGeo,
  nearestLocalite,
  quartierAt,
  randomPointInCommune,
  REGION,
  type CommuneInfo,
} from './geo';
import { Rng, WeightedTable } from './prng';
import {
  BESOINS,
  FIRST_NAMES,
  KINDS,
  LANGUAGES,
  LAST_NAMES,
  MUTUALITY_BRANDS,
  PHRASES,
  SECTORS,
  SOURCES,
  STREETS,
  TAGS,
  THEMES,
  type ProviderKind,
  type ProviderType,
  type Tarif,
} from './reference-data';
import {
  belgianPhone,
  deCommune,
  enterpriseNumber,
  fill,
  inamiNumber,
  openingHours,
  slugify,
  SlugRegistry,
  type OpeningSlot,
} from './text';
import { buildFaqData } from './faq-data';
import { buildEventsData } from './events-data';
import { buildAnnoncesData } from './annonces-data';
import { buildInfosData } from './infos-data';
import { buildConseilsData } from './conseils-data';
import { buildHomepageData } from './homepage-data';

/**
 * Seed-data generator: the geography of assets/geo, the bilingual taxonomy, demo accounts and a
 * deterministic, realistic set of provider listings (spec §1-§3), inserted in one transaction.
 */

export const DEMO_PASSWORD = 'Sam-demo-2026!';
export const DEFAULT_SEED = 2026;
export const DEFAULT_LISTINGS = 1500;
/** Every generated date lies before this instant, so a given seed always yields the same rows. */
export const REFERENCE_DATE = '2026-10-01T08:00:00.000Z';
export const REPO_ROOT = findRepoRoot(__dirname);
export const GEO_DIR = path.join(REPO_ROOT, 'assets/geo');

export interface SeedOptions {
  /** Number of addresses to reach (listings ≈ scale / 2). Default: 1,500 listings. */
  scale?: number;
  seed?: number;
  log?: (message: string) => void;
  /** A precomputed hash of DEMO_PASSWORD (scrypt is slow and salted: hash once, reuse). */
  passwordHash?: string;
  geoDir?: string;
  referenceDate?: string;
}

/** Tables the seed fills, in foreign-key order. */
export const SEED_TABLES = [
  'provinces',
  'arrondissements',
  'communes',
  'quartiers',
  'localites',
  'places',
  'sectors',
  'besoins',
  'sector_besoins',
  'tags',
  'languages',
  'sources',
  'users',
  'user_roles',
  'profiles',
  'prestataires',
  'prestataire_users',
  'addresses',
  'coverage_zones',
  'prestataire_sectors',
  'prestataire_besoins',
  'prestataire_tags',
  'prestataire_languages',
  'prestataire_sources',
  'prestataire_places',
  'prestataire_relations',
  'networks',
  'event_categories',
  'events',
  'annonce_categories',
  'annonces',
  'offre_categories',
  'offres',
  'faq_categories',
  'faq_questions',
  'glossary_terms',
  'infos',
  'info_related',
  'conseils',
  'conseil_contents',
  'conseil_tags',
  'conseil_besoins',
  'homepage_items',
  'ad_campaigns',
  'amis_panels',
] as const satisfies readonly (keyof Database)[];

export type SeedTable = (typeof SEED_TABLES)[number];
export type SeedData = { [T in SeedTable]: Insertable<Database[T]>[] };

/** Tables whose integer id the seed assigns itself (PostgreSQL sequences are moved past them). */
const SERIAL_TABLES: SeedTable[] = [
  'places',
  'sectors',
  'besoins',
  'tags',
  'sources',
  'users',
  'profiles',
  'prestataires',
  'addresses',
  'prestataire_relations',
  'networks',
  'event_categories',
  'events',
  'annonce_categories',
  'annonces',
  'offre_categories',
  'offres',
  'faq_categories',
  'faq_questions',
  'glossary_terms',
  'infos',
  'conseils',
  'conseil_contents',
  'homepage_items',
  'ad_campaigns',
  'amis_panels',
];

export interface SeedResult {
  seed: number;
  counts: Record<SeedTable, number>;
  elapsedMs: number;
}

type Locale = 'fr' | 'nl';
type PrestataireRow = Insertable<Database['prestataires']> & { id: number };

const DAY = 86_400_000;

// Rough population weights: providers concentrate in cities (ids are 2019 NIS codes).
const CITY_WEIGHTS: Record<string, number> = {
  '11002': 40, '44021': 25, '52011': 20, '62063': 20, '31005': 10, '92094': 10, '24062': 10, '53053': 8,
  '12025': 8, '41002': 7, '71022': 7, '34022': 7, '35013': 6, '58001': 7, '57081': 6, '71016': 6, '46021': 6,
  '63079': 5, '62096': 5, '57096': 5, '36015': 5, '81001': 3, '25112': 3, '25121': 4, '25072': 3, '25014': 3,
  '21004': 16, '21015': 12, '21001': 11, '21009': 9, '21012': 9, '21016': 8,
};
const REGION_SHARE: [string, number][] = [
  [REGION.brussels, 0.18],
  [REGION.flanders, 0.5],
  [REGION.wallonia, 0.32],
];
// German-speaking communes (East Belgium), where listings also speak German.
const GERMAN_COMMUNES = new Set(['63001', '63012', '63013', '63023', '63040', '63048', '63061', '63067', '63087']);
const COLOURS = ['#0b6e4f', '#1d4e89', '#c0392b', '#f39c12', '#8e44ad', '#16a085', '#2c3e50', '#d35400', '#27ae60', '#e84393'];
const OTHER_INFO = {
  fr: ['Parking gratuit devant le bâtiment.', 'Entrée de plain-pied par la rue latérale.', 'Fermé pendant les vacances de Noël.', 'Une rampe d’accès est disponible sur demande.'],
  nl: ['Gratis parking voor het gebouw.', 'Gelijkvloerse ingang via de zijstraat.', 'Gesloten tijdens de kerstvakantie.', 'Een oprijhelling is beschikbaar op vraag.'],
};

function weightedKey<K extends string>(rng: Rng, weights: Partial<Record<K, number>>): K {
  const keys = Object.keys(weights) as K[];
  return rng.weighted(keys, keys.map((k) => weights[k] ?? 0));
}

/** Builds every row in memory (pure and deterministic for given options). */
export function buildSeedData(options: SeedOptions & { passwordHash: string }): SeedData {
  const seed = options.seed ?? DEFAULT_SEED;
  const rng = new Rng(seed);
  // Accessibility facts draw from a stream of their own, so adding them changed none of the other demo data.
  const accessRng = new Rng(seed ^ 0x0a11e55);
  const geo = loadGeo(options.geoDir ?? GEO_DIR);
  const ref = Date.parse(options.referenceDate ?? REFERENCE_DATE);
  const targetAddresses = options.scale ?? Infinity;
  const targetListings = options.scale === undefined ? DEFAULT_LISTINGS : Infinity;
  if (options.scale !== undefined && options.scale < 30) throw new Error('scale must be at least 30 addresses');

  /** An ISO instant between minDays and maxDays before the reference date, to the second. */
  const daysAgo = (minDays: number, maxDays: number): string =>
    new Date(Math.floor((ref - minDays * DAY - rng.next() * (maxDays - minDays) * DAY) / 1000) * 1000).toISOString();
  const between = (fromIso: string, toIso: string): string => {
    const from = Date.parse(fromIso);
    return new Date(Math.floor((from + rng.next() * (Date.parse(toIso) - from)) / 1000) * 1000).toISOString();
  };
  const refIso = new Date(ref).toISOString();

  const data: SeedData = Object.fromEntries(SEED_TABLES.map((t) => [t, []])) as unknown as SeedData;

  // --- geography --------------------------------------------------------------------------
  data.provinces = geo.provinces.map((p) => ({ id: p.id, name_fr: p.name_fr, name_nl: p.name_nl, region_id: p.region_id }));
  data.arrondissements = geo.arrondissements.map((a) => ({
    id: a.id,
    name_fr: a.name_fr,
    name_nl: a.name_nl,
    province_id: a.province_id,
  }));
  data.communes = geo.communes.map((c) => ({
    id: c.id,
    name_fr: c.name_fr,
    name_nl: c.name_nl,
    arrondissement_id: c.arrondissement_id,
    province_id: c.province_id,
  }));
  data.quartiers = geo.quartiers.map((q) => ({ id: q.id, name_fr: q.name_fr, name_nl: q.name_nl, commune_id: q.commune_id }));
  data.localites = geo.localites.map((l) => ({
    postal_code: l.postal_code,
    name_fr: l.name_fr,
    name_nl: l.name_nl,
    commune_id: l.commune_id,
    lon: l.lon,
    lat: l.lat,
  }));
  const placeIds = new Map<string, number>();
  const addPlace = (type: string, ref_id: string, name_fr: string, name_nl: string) => {
    const id = data.places.length + 1;
    placeIds.set(`${type}:${ref_id}`, id);
    data.places.push({ id, type, ref_id, name_fr, name_nl });
  };
  for (const p of geo.provinces) addPlace('province', p.id, p.name_fr, p.name_nl);
  for (const a of geo.arrondissements) addPlace('arrondissement', a.id, a.name_fr, a.name_nl);
  for (const c of geo.communes) addPlace('commune', c.id, c.name_fr, c.name_nl);
  for (const q of geo.quartiers) addPlace('quartier', q.id, q.name_fr, q.name_nl);
  for (const l of geo.localites) addPlace('localite', l.postal_code, l.name_fr, l.name_nl);

  // --- taxonomy -----------------------------------------------------------------------------
  const sectorId = new Map<string, number>();
  SECTORS.forEach((s, i) => {
    sectorId.set(s.slug_fr, i + 1);
    data.sectors.push({ id: i + 1, ...s, position: i + 1 });
  });
  const besoinId = new Map<string, number>();
  const sectorBesoins = new Set<string>();
  const linkSectorBesoin = (sector: string, besoin: number) => {
    const sid = sectorId.get(sector);
    if (sid === undefined) throw new Error(`unknown sector ${sector}`);
    const key = `${sid}:${besoin}`;
    if (sectorBesoins.has(key)) return;
    sectorBesoins.add(key);
    data.sector_besoins.push({ sector_id: sid, besoin_id: besoin });
  };
  BESOINS.forEach((parent, i) => {
    const pid = data.besoins.length + 1;
    besoinId.set(parent.slug_fr, pid);
    const { children, ...fields } = parent;
    data.besoins.push({ id: pid, parent_id: null, ...fields, position: i + 1 });
    children.forEach((c, j) => {
      const cid = data.besoins.length + 1;
      besoinId.set(c.slug_fr, cid);
      const { sectors, ...childFields } = c;
      data.besoins.push({ id: cid, parent_id: pid, ...childFields, position: j + 1 });
      for (const s of sectors) {
        linkSectorBesoin(s, pid);
        linkSectorBesoin(s, cid);
      }
    });
  });
  const tagId = new Map<string, number>();
  TAGS.forEach((t, i) => {
    tagId.set(t.slug, i + 1);
    data.tags.push({ id: i + 1, ...t });
  });
  data.languages = LANGUAGES.map((l) => ({ ...l }));
  const sourceId = new Map<string, number>();
  SOURCES.forEach((s, i) => {
    sourceId.set(s.association, i + 1);
    data.sources.push({ id: i + 1, ...s });
  });
  const idOf = (map: Map<string, number>, key: string): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`unknown reference ${key}`);
    return id;
  };

  // --- demo accounts ---------------------------------------------------------------------
  const demoUsers = [
    { email: 'root@sam.example', first: 'Rachid', last: 'Benali', roles: ['user', 'root'], type: 'sam', verified: true, organisation: 'SAM asbl' },
    { email: 'admin@sam.example', first: 'Anne', last: 'Lambert', roles: ['user', 'admin'], type: 'sam', verified: true, organisation: 'SAM asbl' },
    { email: 'provider@sam.example', first: 'Claire', last: 'Dumont', roles: ['user', 'provider'], type: 'provider', verified: true, organisation: 'Maison médicale du Parc' },
    { email: 'user@sam.example', first: 'Lucas', last: 'Martin', roles: ['user'], type: 'guest', verified: true, organisation: null },
    { email: 'unverified@sam.example', first: 'Nora', last: 'Janssens', roles: ['user'], type: 'guest', verified: false, organisation: null },
  ];
  demoUsers.forEach((u, i) => {
    const id = i + 1;
    const created = daysAgo(30, 400);
    data.users.push({
      id,
      email: u.email,
      password_hash: options.passwordHash,
      name: `${u.first} ${u.last}`,
      locale: 'fr',
      email_verified_at: u.verified ? between(created, refIso) : null,
      adult_confirmed_at: created,
      terms_accepted_at: created,
      created_at: created,
      updated_at: created,
    });
    for (const role of u.roles) data.user_roles.push({ user_id: id, role });
    data.profiles.push({
      id,
      user_id: id,
      first_name: u.first,
      last_name: u.last,
      phone: belgianPhone(rng, REGION.brussels, true),
      organisation: u.organisation,
      user_type: u.type,
      newsletter: i % 2 === 0 ? 1 : 0,
      created_at: created,
      updated_at: created,
    });
  });
  const providerUserId = 3;

  // --- where listings are ----------------------------------------------------------------
  const communeTables = new Map<string, WeightedTable<CommuneInfo>>();
  for (const [region] of REGION_SHARE) {
    const communes = geo.communes.filter((c) => c.region_id === region);
    const weights = communes.map(
      (c) => CITY_WEIGHTS[c.id] ?? (region === REGION.brussels ? 7 : 1.5 + 0.4 * Math.min(c.anchors.length, 12)),
    );
    communeTables.set(region, new WeightedTable(communes, weights));
  }
  const pickCommune = (region?: string): CommuneInfo => {
    const r = region ?? rng.weighted(REGION_SHARE.map(([id]) => id), REGION_SHARE.map(([, w]) => w));
    const table = communeTables.get(r);
    if (!table) throw new Error(`unknown region ${r}`);
    return table.pick(rng);
  };
  const communesByArrondissement = groupBy(geo.communes, (c) => c.arrondissement_id);
  const communesByProvince = groupBy(geo.communes, (c) => c.province_id);
  const communeById = (id: string): CommuneInfo => {
    const c = geo.communeById.get(id);
    if (!c) throw new Error(`unknown commune ${id}`);
    return c;
  };

  const slugs = new SlugRegistry();
  slugs.take('maison-medicale-du-parc');
  slugs.take('centre-de-jour-les-tilleuls');
  const kindTable = new WeightedTable(KINDS, KINDS.map((k) => k.weight));
  const kindByCategorie = new Map(KINDS.map((k) => [k.categorie, k]));
  const onePerCommuneTaken = new Set<string>();
  let addressCount = 0;

  const localeFor = (commune: CommuneInfo): Locale => {
    if (commune.region_id === REGION.brussels) return rng.chance(0.65) ? 'fr' : 'nl';
    if (commune.region_id === REGION.flanders) return rng.chance(0.96) ? 'nl' : 'fr';
    return rng.chance(0.97) ? 'fr' : 'nl';
  };

  const makeAddress = (
    listingId: number,
    commune: CommuneInfo,
    locale: Locale,
    kind: 'head_office' | 'activity_place',
    position: number,
    isVisible: boolean,
    street?: string,
    number?: string,
    near?: [number, number],
  ) => {
    const [lon, lat] = randomPointInCommune(rng, commune, near);
    const localite = nearestLocalite(commune, lon, lat);
    const quartier = commune.region_id === REGION.brussels ? quartierAt(geo, lon, lat) : undefined;
    let streetName = street;
    if (!streetName) {
      if (commune.region_id === REGION.brussels) streetName = rng.pick(STREETS.brussels)[locale === 'fr' ? 0 : 1];
      else if (commune.region_id === REGION.flanders) streetName = rng.pick(STREETS.flanders);
      else streetName = rng.pick(STREETS.wallonia);
    }
    addressCount++;
    data.addresses.push({
      id: data.addresses.length + 1,
      prestataire_id: listingId,
      kind,
      street: streetName,
      number: number ?? String(rng.chance(0.7) ? rng.int(1, 80) : rng.int(81, 350)) + (rng.chance(0.06) ? rng.pick(['A', 'B', 'C']) : ''),
      box: rng.chance(0.12) ? String(rng.chance(0.5) ? rng.int(1, 12) : rng.int(101, 305)) : null,
      postal_code: localite.postal_code,
      locality: locale === 'fr' ? localite.name_fr : localite.name_nl,
      country: 'BE',
      is_visible: isVisible ? 1 : 0,
      lat,
      lon,
      commune_id: commune.id,
      quartier_id: quartier?.id ?? null,
      position,
      // A hidden address is someone's home, no place to visit: no facts.
      ...accessibilityFacts(accessRng, isVisible),
    });
  };

  const activityCommune = (head: CommuneInfo): CommuneInfo => {
    const r = rng.next();
    if (r < 0.45) return head;
    if (r < 0.8) return rng.pick(communesByArrondissement.get(head.arrondissement_id) ?? [head]);
    return rng.pick(communesByProvince.get(head.province_id) ?? [head]);
  };

  interface ListingSpec {
    commune?: CommuneInfo;
    kind?: ProviderKind;
    locale?: Locale;
    title?: string;
    slug?: string;
    type?: ProviderType;
    tarif?: Tarif;
    addressCount?: number;
    forceOnline?: boolean;
    hours?: OpeningSlot[];
    sectors?: string[];
    besoins?: string[];
    tags?: string[];
    languages?: string[];
    sources?: string[];
    headOffice?: { street: string; number: string; near: [number, number] };
    overrides?: Partial<PrestataireRow>;
  }

  const listings: PrestataireRow[] = [];

  const makeListing = (spec: ListingSpec = {}): PrestataireRow => {
    const id = listings.length + 1;
    const commune = spec.commune ?? pickCommune();
    let kind = spec.kind ?? kindTable.pick(rng);
    while (kind.onePerCommune && onePerCommuneTaken.has(`${kind.categorie}:${commune.id}`) && !spec.kind) {
      kind = kindTable.pick(rng);
    }
    if (kind.onePerCommune) onePerCommuneTaken.add(`${kind.categorie}:${commune.id}`);
    const locale = spec.locale ?? localeFor(commune);
    const type = spec.type ?? weightedKey(rng, kind.types);
    const tarif = spec.tarif ?? weightedKey(rng, kind.tarifs);

    // Names: people in Brussels come from both communities.
    const nameLocale: Locale = commune.region_id === REGION.brussels && rng.chance(0.3) ? (locale === 'fr' ? 'nl' : 'fr') : locale;
    const first = rng.pick(FIRST_NAMES[nameLocale]);
    const last = rng.pick(LAST_NAMES[nameLocale]);
    const pattern = rng.pick(kind.names[locale]);
    const title =
      spec.title ??
      fill(pattern, {
        theme: rng.pick(THEMES)[locale],
        commune: locale === 'fr' ? commune.name_fr : commune.name_nl,
        de_commune: deCommune(commune.name_fr),
        first,
        last,
        brand: rng.pick(MUTUALITY_BRANDS)[locale],
      });
    const isPerson = pattern.includes('{first}') || pattern.includes('{last}');
    const slug = spec.slug ?? slugs.take(title);
    const domain = `${shortSlug(slug, 40)}.example`;
    const created = daysAgo(20, 2200);
    const updated = between(created, refIso);

    let active = 1;
    let visible = 1;
    if (!spec.forceOnline) {
      const r = rng.next();
      if (r < 0.015) active = 0;
      else if (r < 0.03) visible = 0;
    }
    const validated = spec.forceOnline || rng.chance(0.9);
    const hours = spec.hours ?? (rng.chance(0.92) ? openingHours(rng, kind.hours) : null);
    const welcome = rng.sample(PHRASES.welcome[locale], rng.int(1, 2)).join(' ');
    const company =
      type === 'association'
        ? locale === 'fr' ? `ASBL ${title}` : `${title} vzw`
        : type === 'entreprise'
          ? `${title} ${locale === 'fr' ? 'SRL' : 'BV'}`
          : type === 'institution' && rng.chance(0.6)
            ? locale === 'fr' ? `ASBL ${title}` : `${title} vzw`
            : null;
    const tagSlugs = spec.tags ?? pickTags(rng, kind);

    const row: PrestataireRow = {
      id,
      slug,
      type,
      categorie: kind.categorie,
      title,
      email: rng.chance(0.95)
        ? isPerson
          ? `${slugify(first)}.${slugify(last)}@${domain}`
          : `${rng.pick(locale === 'fr' ? ['info', 'contact', 'accueil', 'secretariat'] : ['info', 'contact', 'onthaal'])}@${domain}`
        : null,
      last_name: isPerson || type === 'independant' ? last : null,
      first_name: isPerson || type === 'independant' ? first : null,
      company,
      company_number: company || type === 'service_public' || rng.chance(0.5) ? enterpriseNumber(rng) : null,
      inami_number: kind.inami && (type === 'independant' || rng.chance(0.5)) ? inamiNumber(rng) : null,
      member_of: rng.chance(0.3) ? rng.pick(PHRASES.memberOf[locale]) : null,
      target_audience: pickAudience(rng, kind, locale),
      specialisation:
        tagSlugs.length > 0 && rng.chance(0.4)
          ? tagSlugs
              .slice(0, 2)
              .map((s) => TAGS.find((t) => t.slug === s)?.[locale === 'fr' ? 'name_fr' : 'name_nl'] ?? s)
              .join(', ')
          : null,
      access_conditions: rng.pick(PHRASES.access[locale]),
      activity_description: `${kind.description[locale]} ${welcome}`,
      other_activities: rng.chance(0.4) ? rng.sample(PHRASES.other[locale], 2).join(', ') : null,
      phone: rng.chance(0.97) ? belgianPhone(rng, commune.province_id, type === 'independant' && rng.chance(0.5)) : null,
      opening_hours: hours ? JSON.stringify(hours) : null,
      fees: PHRASES.fees[tarif][locale],
      tarif,
      video_url: null,
      website: rng.chance(isPerson ? 0.4 : 0.8) ? `https://www.${domain}` : null,
      other_info: rng.chance(0.15) ? rng.pick(OTHER_INFO[locale]) : null,
      locale,
      active,
      visible,
      validated_at: validated ? between(created, updated) : null,
      validation_requested_at: validated ? null : rng.chance(0.5) ? between(created, refIso) : null,
      primary_color: rng.chance(0.15) ? rng.pick(COLOURS) : null,
      secondary_color: rng.chance(0.1) ? rng.pick(COLOURS) : null,
      network_consent: 0,
      network_consent_at: null,
      is_privileged: rng.chance(0.005) ? 1 : 0,
      created_at: created,
      updated_at: updated,
      ...spec.overrides,
    };
    listings.push(row);

    // Addresses: one head office, then activity places; independents often hide a home address.
    const remaining = targetAddresses - addressCount;
    const wanted = spec.addressCount ?? rng.weighted([1, 2, 3], [0.35, 0.3, 0.35]);
    const n = Math.max(1, Math.min(wanted, remaining));
    const visibility = Array.from({ length: n }, (_, i) =>
      i === 0 ? !(type === 'independant' ? rng.chance(0.25) : rng.chance(0.04)) : !rng.chance(0.05),
    );
    if (!visibility.some(Boolean)) visibility[n - 1] = true;
    const addressCommunes = [commune];
    makeAddress(id, commune, locale, 'head_office', 0, visibility[0], spec.headOffice?.street, spec.headOffice?.number, spec.headOffice?.near);
    for (let i = 1; i < n; i++) {
      const c = activityCommune(commune);
      addressCommunes.push(c);
      makeAddress(id, c, locale, 'activity_place', i, visibility[i]);
    }

    // Coverage zones: home-care and transport services serve a whole area.
    const servesArea = ['aide-a-domicile', 'mobilite', 'soutien-aux-aidants'].includes(kind.sector) ? 0.7 : 0.15;
    if (rng.chance(servesArea)) {
      const zoneType = rng.weighted(['commune', 'arrondissement', 'province'], [0.4, 0.4, 0.2]);
      if (zoneType === 'commune') {
        const neighbours = rng.sample(communesByArrondissement.get(commune.arrondissement_id) ?? [commune], rng.int(2, 5));
        for (const c of neighbours) data.coverage_zones.push({ prestataire_id: id, zone_type: 'commune', zone_id: c.id });
      } else {
        const zoneId = zoneType === 'arrondissement' ? commune.arrondissement_id : commune.province_id;
        data.coverage_zones.push({ prestataire_id: id, zone_type: zoneType, zone_id: zoneId });
      }
    }
    for (const communeId of new Set(addressCommunes.map((c) => c.id))) {
      data.prestataire_places.push({ prestataire_id: id, place_id: idOf(placeIds, `commune:${communeId}`) });
    }

    // Trades and activities (§5: one main sector, then 0-2 secondary ones).
    const sectorSlugs =
      spec.sectors ?? [kind.sector, ...rng.sample(kind.secondary, rng.int(0, Math.min(2, kind.secondary.length)))];
    sectorSlugs.forEach((s, i) =>
      data.prestataire_sectors.push({ prestataire_id: id, sector_id: idOf(sectorId, s), is_main: i === 0 ? 1 : 0 }),
    );
    const besoinSlugs =
      spec.besoins ?? [kind.besoins[0], ...rng.sample(kind.besoins.slice(1), rng.int(0, Math.min(3, kind.besoins.length - 1)))];
    besoinSlugs.forEach((b, i) =>
      data.prestataire_besoins.push({ prestataire_id: id, besoin_id: idOf(besoinId, b), is_main: i === 0 ? 1 : 0 }),
    );
    for (const t of tagSlugs) data.prestataire_tags.push({ prestataire_id: id, tag_id: idOf(tagId, t) });
    for (const code of spec.languages ?? pickLanguages(rng, commune, locale)) {
      data.prestataire_languages.push({ prestataire_id: id, language_code: code });
    }
    for (const s of spec.sources ?? pickSources(rng, commune, kind)) {
      data.prestataire_sources.push({ prestataire_id: id, source_id: idOf(sourceId, s) });
    }
    return row;
  };

  // --- the two fixed listings of provider@sam.example ------------------------------------
  const bruxelles = communeById('21004');
  const parc = makeListing({
    commune: bruxelles,
    kind: kindByCategorie.get('maison_medicale'),
    locale: 'fr',
    title: 'Maison médicale du Parc',
    slug: 'maison-medicale-du-parc',
    type: 'association',
    tarif: 'conventionne',
    addressCount: 2,
    forceOnline: true,
    hours: [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '19:00' })),
      { day: 6, opens: '09:00', closes: '12:00' },
    ],
    sectors: ['sante', 'accompagnement-psychosocial', 'aide-a-domicile'],
    besoins: ['medecin-generaliste', 'soins-infirmiers-a-domicile', 'kinesitherapie-revalidation', 'sante-mentale'],
    tags: ['sans-rendez-vous', 'accessible-pmr', 'remboursement-mutuelle', 'transports-en-commun'],
    languages: ['fr', 'nl', 'en', 'ar'],
    sources: ['SAM'],
    headOffice: { street: 'Rue Haute', number: '152', near: [4.3478, 50.8405] }, // the Marolles, 1000 Bruxelles
    overrides: {
      email: 'accueil@maison-medicale-du-parc.example',
      website: 'https://www.maison-medicale-du-parc.example',
      phone: '+32 2 512 34 56',
      company: 'ASBL Maison médicale du Parc',
      first_name: null,
      last_name: null,
      member_of: 'Fédération des maisons médicales',
      target_audience: 'Tout public',
      access_conditions: 'Inscription au forfait pour les habitants du quartier',
      activity_description:
        'Maison médicale au forfait au cœur de Bruxelles : médecine générale, soins infirmiers, kinésithérapie, ' +
        'accompagnement psychosocial et promotion de la santé. L’équipe coordonne un réseau de partenaires du quartier.',
      other_activities: 'Ateliers santé, groupe de parole pour aidants proches',
      network_consent: 1,
      primary_color: '#0b6e4f',
      secondary_color: '#f39c12',
      active: 1,
      visible: 1,
    },
  });
  parc.network_consent_at = parc.validated_at;

  const namur = communeById('92094');
  const tilleuls = makeListing({
    commune: namur,
    kind: kindByCategorie.get('centre_de_jour'),
    locale: 'fr',
    title: 'Centre de jour Les Tilleuls',
    slug: 'centre-de-jour-les-tilleuls',
    type: 'association',
    tarif: 'variable',
    addressCount: 1,
    forceOnline: true,
    sectors: ['hebergement', 'soutien-aux-aidants'],
    besoins: ['centre-de-jour', 'repit', 'rencontres'],
    tags: ['seniors', 'alzheimer', 'aidants-proches', 'accessible-pmr'],
    languages: ['fr'],
    sources: ['SAM', 'Aidants Proches'],
    overrides: {
      email: 'accueil@centre-de-jour-les-tilleuls.example',
      website: 'https://www.centre-de-jour-les-tilleuls.example',
      company: 'ASBL Centre de jour Les Tilleuls',
      first_name: null,
      last_name: null,
      network_consent: 0,
      active: 1,
      visible: 1,
    },
  });
  for (const listing of [parc, tilleuls]) {
    data.prestataire_users.push({ prestataire_id: listing.id, user_id: providerUserId, role: 'owner' });
  }

  // Affiliates of the Parc network: online listings in Brussels (5 accepted, 1 asking to join).
  const affiliates = Array.from({ length: 6 }, () =>
    makeListing({ commune: pickCommune(REGION.brussels), forceOnline: true, overrides: { active: 1, visible: 1 } }),
  );

  // --- the rest of the directory ---------------------------------------------------------
  while (listings.length < targetListings && addressCount < targetAddresses) makeListing();

  // --- networks ----------------------------------------------------------------------------
  const relationPairs = new Set<string>();
  const giveConsent = (row: PrestataireRow) => {
    if (row.network_consent === 1) return;
    row.network_consent = 1;
    row.network_consent_at = between(row.created_at as string, refIso);
  };
  const addRelation = (parent: PrestataireRow, childRow: PrestataireRow, status: string, initiatedBy: string) => {
    const key = `${parent.id}:${childRow.id}`;
    if (parent.id === childRow.id || relationPairs.has(key)) return;
    relationPairs.add(key);
    const created = between(
      [parent.created_at as string, childRow.created_at as string].sort()[1],
      refIso,
    );
    data.prestataire_relations.push({
      id: data.prestataire_relations.length + 1,
      parent_id: parent.id,
      child_id: childRow.id,
      status,
      initiated_by: initiatedBy,
      created_at: created,
      updated_at: status === 'request_pending' || status === 'invitation_pending' ? created : between(created, refIso),
    });
    if (status === 'accepted') giveConsent(childRow);
  };
  const addNetwork = (parent: PrestataireRow, name: string, description: string, highlighted: number[]) => {
    const created = between(parent.created_at as string, refIso);
    data.networks.push({
      id: data.networks.length + 1,
      prestataire_id: parent.id,
      name,
      description,
      logo_path: null,
      tabs: JSON.stringify(['members', 'map', 'events']),
      highlighted_ids: JSON.stringify(highlighted),
      created_at: created,
      updated_at: created,
    });
  };

  affiliates.slice(0, 5).forEach((a, i) => addRelation(parc, a, 'accepted', i % 2 === 0 ? 'parent' : 'child'));
  addRelation(parc, affiliates[5], 'request_pending', 'child');
  addNetwork(
    parc,
    'Réseau santé du Parc',
    'Les partenaires de la Maison médicale du Parc pour un accompagnement coordonné dans le centre de Bruxelles.',
    affiliates.slice(0, 2).map((a) => a.id),
  );

  // About 1 % of the other listings head a network of 2-8 affiliates.
  const others = listings.slice(affiliates[5].id);
  for (const head of others) {
    if (!rng.chance(0.012) || head.active === 0 || head.type === 'independant') continue;
    giveConsent(head);
    const members: number[] = [];
    const size = rng.int(2, 8);
    for (let k = 0; k < size; k++) {
      const member = listings[rng.int(2, listings.length - 1)];
      const status = rng.weighted(
        ['accepted', 'request_pending', 'invitation_pending', 'refused', 'left'],
        [0.72, 0.1, 0.1, 0.04, 0.04],
      );
      const before = data.prestataire_relations.length;
      addRelation(head, member, status, rng.chance(0.5) ? 'parent' : 'child');
      if (data.prestataire_relations.length > before && status === 'accepted') members.push(member.id);
    }
    const locale = head.locale as Locale;
    addNetwork(
      head,
      locale === 'fr' ? `Réseau ${head.title}` : `Netwerk ${head.title}`,
      locale === 'fr'
        ? 'Un réseau de partenaires qui travaillent ensemble autour des personnes accompagnées.'
        : 'Een netwerk van partners die samenwerken rond de mensen die ze begeleiden.',
      members.slice(0, 2),
    );
  }
  // A few more listings consent to networking without belonging to one yet.
  for (const row of others) if (row.network_consent === 0 && rng.chance(0.05)) giveConsent(row);

  // --- agenda (events-data.ts) -----------------------------------------------------------
  Object.assign(data, buildEventsData({ seed, ref, listings, addresses: data.addresses, communes: geo.communes, owners: data.prestataire_users }));
  // --- annonces and offres (annonces-data.ts) ---------------------------------------------
  Object.assign(data, buildAnnoncesData({ seed, ref, listings, communes: geo.communes, users: data.users }));

  data.prestataires = listings;
  Object.assign(data, buildFaqData()); // fixed editorial content (faq-data.ts)
  Object.assign(data, buildInfosData({ seed, ref })); // useful information (infos-data.ts)
  Object.assign(data, buildConseilsData({ seed, ref, tags: data.tags, besoins: data.besoins })); // advice guides (conseils-data.ts)
  Object.assign(data, buildHomepageData(ref)); // news, guide, adverts, Amis de SAM panels (homepage-data.ts)
  return data;
}

/** The monorepo root: the nearest folder above `start` that holds nx.json (tools/seed → repo). */
export function findRepoRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../..');
  }
}

/** Whole words of a slug, at most `max` characters (for e-mail and web domains). */
/**
 * A visible address's accessibility facts (issue 17), in shares that look like a Belgian care
 * directory: about a third step-free, fewer with an accessible toilet (mostly where the entrance is
 * step-free), few with a hearing loop or sign language. Columns of migration 0009.
 */
function accessibilityFacts(rng: Rng, visible: boolean) {
  const stepFree = rng.chance(0.35);
  if (!visible) return Object.fromEntries(ACCESSIBILITY_FACTS.map((fact) => [fact, 0])) as Record<AccessibilityFact, number>;
  return {
    step_free_entrance: stepFree ? 1 : 0,
    accessible_toilet: rng.chance(stepFree ? 0.55 : 0.05) ? 1 : 0,
    disabled_parking: rng.chance(stepFree ? 0.35 : 0.05) ? 1 : 0,
    hearing_loop: rng.chance(0.06) ? 1 : 0,
    sign_language: rng.chance(0.03) ? 1 : 0,
    easy_read: rng.chance(0.1) ? 1 : 0,
    assistance_dogs: rng.chance(0.3) ? 1 : 0,
  };
}

function shortSlug(slug: string, max: number): string {
  let out = '';
  for (const word of slug.split('-')) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max && out) break;
    out = next;
  }
  return out.slice(0, max);
}

/** Who a listing is for, guided by the kind's tags. */
function pickAudience(rng: Rng, kind: ProviderKind, locale: Locale): string {
  const [all, children, adults, elderly, disabled, carers] = PHRASES.audience[locale];
  const candidates: string[] = [all, disabled];
  if (kind.tags.includes('enfants') || kind.tags.includes('adolescents')) candidates.push(children, children);
  if (kind.tags.includes('seniors')) candidates.push(elderly, elderly);
  if (kind.tags.includes('adultes')) candidates.push(adults, adults);
  if (kind.tags.includes('aidants-proches')) candidates.push(carers, carers);
  return rng.pick(candidates);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function pickTags(rng: Rng, kind: ProviderKind): string[] {
  const tags = rng.sample(kind.tags, rng.int(0, Math.min(4, kind.tags.length)));
  if (rng.chance(0.3)) {
    const extra = rng.pick(TAGS).slug;
    if (!tags.includes(extra)) tags.push(extra);
  }
  return tags;
}

function pickLanguages(rng: Rng, commune: CommuneInfo, locale: Locale): string[] {
  const other: Locale = locale === 'fr' ? 'nl' : 'fr';
  const codes = new Set<string>([locale]);
  const add = (code: string, p: number) => {
    if (rng.chance(p)) codes.add(code);
  };
  if (commune.region_id === REGION.brussels) {
    add(other, 0.6);
    add('en', 0.4);
    for (const code of rng.sample(['ar', 'tr', 'es', 'it', 'pl', 'ro'], rng.int(0, 2))) add(code, 0.5);
  } else if (commune.region_id === REGION.flanders) {
    add('fr', 0.25);
    add('en', 0.4);
    add('de', 0.03);
    add(rng.pick(['tr', 'ar', 'pl']), 0.08);
  } else {
    add('nl', 0.15);
    add('en', 0.3);
    add('de', GERMAN_COMMUNES.has(commune.id) ? 1 : 0.04);
    add(rng.pick(['it', 'es', 'ar', 'tr']), 0.08);
  }
  add('lsfb', 0.03);
  return [...codes];
}

function pickSources(rng: Rng, commune: CommuneInfo, kind: ProviderKind): string[] {
  const sources: string[] = [];
  const add = (association: string, p: number) => {
    if (rng.chance(p)) sources.push(association);
  };
  add('SAM', 0.75);
  if (commune.region_id === REGION.flanders) {
    add('Samana', 0.1);
    add('Vlaams Patiëntenplatform', 0.08);
  } else {
    add('Handicap International', 0.06);
    add('Infor-Homes', kind.categorie === 'maison_de_repos' ? 0.4 : 0);
  }
  add('Aidants Proches', kind.sector === 'soutien-aux-aidants' ? 0.35 : 0.02);
  add('Infor-Handicap', commune.province_id === '80000' ? 0.15 : 0.005);
  add('APF France handicap', ['50000', '90000', '30000'].includes(commune.province_id) ? 0.05 : 0.005);
  add('Ieder(in)', ['70000', '10000'].includes(commune.province_id) ? 0.05 : 0.005);
  if (sources.length === 0) sources.push('SAM');
  return sources;
}

// --- insertion ------------------------------------------------------------------------------

export function isPostgres(db: Kysely<Database>): boolean {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof PostgresAdapter || adapter.constructor.name.startsWith('Postgres');
}

/** Multi-row inserts in chunks under the bound-parameter limit (SQLite 32,766; PostgreSQL 65,535). */
async function insertRows<T extends SeedTable>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  maxParams: number,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const chunk = Math.max(1, Math.floor(maxParams / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

async function countRows(db: Kysely<Database>, table: 'users' | 'prestataires' | 'sectors' | 'provinces'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Seeds an empty, migrated database. Throws if it already holds data (use main.ts --reset). */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const seed = options.seed ?? DEFAULT_SEED;
  for (const table of ['users', 'prestataires', 'sectors', 'provinces'] as const) {
    if ((await countRows(db, table)) > 0) throw new Error(`database is not empty (table ${table} has rows): use --reset to start over, or --if-empty to keep it`);
  }
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const data = buildSeedData({ ...options, seed, passwordHash });
  log(`generated ${data.prestataires.length} listings and ${data.addresses.length} addresses in ${Math.round(performance.now() - started)} ms`);

  const pg = isPostgres(db);
  const maxParams = 30_000; // under SQLite's 32,766 (PostgreSQL allows 65,535; larger chunks were not faster)
  await db.transaction().execute(async (trx) => {
    const timings: string[] = [];
    for (const table of SEED_TABLES) {
      const t0 = performance.now();
      await insertRows(trx, table, data[table], maxParams);
      timings.push(`${table} ${Math.round(performance.now() - t0)}`);
    }
    log(`insert ms per table: ${timings.join(', ')}`);
    if (pg) {
      // Ids were given explicitly: move each serial sequence past them (no query-builder form).
      for (const table of SERIAL_TABLES) {
        if (data[table].length === 0) continue;
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT MAX(id) FROM ${sql.table(table)}))`.execute(trx);
      }
    }
  });

  const counts = Object.fromEntries(SEED_TABLES.map((t) => [t, data[t].length])) as Record<SeedTable, number>;
  const elapsedMs = Math.round(performance.now() - started);
  log(`inserted; ${elapsedMs} ms in all (generation, inserts, commit)`);
  return { seed, counts, elapsedMs };
}
