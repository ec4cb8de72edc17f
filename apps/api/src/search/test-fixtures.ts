import type { DB, Dialect } from '@sam/db';
import { BLANK_LISTING_COLUMNS } from '../prestataires/listing-writes';
import type { ApiConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-database';

/**
 * A small, hand-checked directory for the search tests: four communes in three provinces, a
 * two-level need hierarchy, listings in French and Dutch (some offline, one without
 * coordinates) and content of every kind, published or not.
 */

const NOW = Date.now();
const DAY = 86_400_000;
export const inDays = (days: number) => new Date(NOW + days * DAY).toISOString();

export const FIXTURE_IDS = {
  parc: 1,
  dubois: 2,
  schelde: 3,
  aideNamur: 4,
  tilleulsInactive: 5,
  glycinesHidden: 6,
  collardNoPoint: 7,
  zuid: 8,
} as const;

/** Address ids: 11-12 Parc (13 hidden), 21 Dubois, 31 Schelde, 41-42 Aide Namur, 51, 61, 71 (no point), 81 Zuid. */
export const ADDRESS_IDS = { parcHead: 11, parcIxelles: 12, parcHidden: 13, dubois: 21, schelde: 31, aideNamur: 41, aideBruxelles: 42, zuid: 81 } as const;

type Listing = {
  id: number;
  slug: string;
  title: string;
  categorie: string;
  type: string;
  tarif: string;
  locale: string;
  description: string;
  active?: number;
  visible?: number;
  validated?: boolean;
  sectors: number[];
  besoins: number[];
  tags: number[];
  languages: string[];
  sources: number[];
  addresses: { id: number; kind: string; street: string; number: string; postal_code: string; locality: string; commune_id: string | null; quartier_id?: string; lat: number | null; lon: number | null; visible?: number }[];
};

const LISTINGS: Listing[] = [
  {
    id: 1,
    slug: 'maison-medicale-du-parc',
    title: 'Maison médicale du Parc',
    categorie: 'maison_medicale',
    type: 'association',
    tarif: 'conventionne',
    locale: 'fr',
    description: 'Médecine générale, soins infirmiers et kinésithérapie au cœur des Marolles.',
    sectors: [1, 2],
    besoins: [2, 3],
    tags: [1, 2],
    languages: ['fr', 'nl', 'en'],
    sources: [1],
    addresses: [
      { id: 11, kind: 'head_office', street: 'Rue Haute', number: '152', postal_code: '1000', locality: 'Bruxelles', commune_id: '21004', quartier_id: '21004-MAROLLES', lat: 50.8405, lon: 4.3478 },
      { id: 12, kind: 'activity_place', street: 'Chaussée d’Ixelles', number: '10', postal_code: '1050', locality: 'Ixelles', commune_id: '21009', lat: 50.833, lon: 4.367 },
      { id: 13, kind: 'activity_place', street: 'Rue de Fer', number: '3', postal_code: '5000', locality: 'Namur', commune_id: '92094', lat: 50.466, lon: 4.867, visible: 0 },
    ],
  },
  {
    id: 2,
    slug: 'cabinet-de-kinesitherapie-dubois',
    title: 'Cabinet de kinésithérapie Dubois',
    categorie: 'kinesitherapeute',
    type: 'independant',
    tarif: 'payant',
    locale: 'fr',
    description: 'Kinésithérapie respiratoire et revalidation après une opération, à domicile ou au cabinet.',
    sectors: [1],
    besoins: [2],
    tags: [3],
    languages: ['fr'],
    sources: [1],
    addresses: [{ id: 21, kind: 'head_office', street: 'Rue de Fer', number: '20', postal_code: '5000', locality: 'Namur', commune_id: '92094', lat: 50.4669, lon: 4.8675 }],
  },
  {
    id: 3,
    slug: 'thuisverpleging-de-schelde',
    title: 'Thuisverpleging De Schelde',
    categorie: 'soins_infirmiers',
    type: 'association',
    tarif: 'gratuit',
    locale: 'nl',
    validated: false,
    description: 'Ervaren verpleegkundigen voor thuisverpleging en wondzorg, ook in het weekend.',
    sectors: [2],
    besoins: [3],
    tags: [1, 3],
    languages: ['nl', 'fr'],
    sources: [1, 2],
    addresses: [{ id: 31, kind: 'head_office', street: 'Meir', number: '5', postal_code: '2000', locality: 'Antwerpen', commune_id: '11002', lat: 51.2194, lon: 4.4025 }],
  },
  {
    id: 4,
    slug: 'aide-et-soins-a-domicile-namur',
    title: 'Aide et soins à domicile Namur',
    categorie: 'aide_aux_familles',
    type: 'service_public',
    tarif: 'variable',
    locale: 'fr',
    description: 'Aides familiales et soin à domicile pour les personnes âgées.',
    sectors: [2],
    besoins: [5],
    tags: [3],
    languages: ['fr'],
    sources: [2],
    addresses: [
      { id: 41, kind: 'head_office', street: 'Avenue Prince de Liège', number: '91', postal_code: '5000', locality: 'Namur', commune_id: '92094', lat: 50.455, lon: 4.86 },
      // Saved without a commune: the postal code finds it.
      { id: 42, kind: 'activity_place', street: 'Boulevard Anspach', number: '1', postal_code: '1000', locality: 'Bruxelles', commune_id: null, lat: 50.8503, lon: 4.3517 },
    ],
  },
  {
    id: 5,
    slug: 'centre-de-jour-les-tilleuls',
    title: 'Centre de jour Les Tilleuls',
    categorie: 'centre_de_jour',
    type: 'association',
    tarif: 'variable',
    locale: 'fr',
    active: 0,
    description: 'Accueil de jour pour personnes âgées.',
    sectors: [3],
    besoins: [5],
    tags: [],
    languages: ['fr'],
    sources: [1],
    addresses: [{ id: 51, kind: 'head_office', street: 'Rue de Bruxelles', number: '1', postal_code: '5000', locality: 'Namur', commune_id: '92094', lat: 50.465, lon: 4.86 }],
  },
  {
    id: 6,
    slug: 'residence-les-glycines',
    title: 'Résidence Les Glycines',
    categorie: 'maison_de_repos',
    type: 'institution',
    tarif: 'payant',
    locale: 'fr',
    visible: 0,
    description: 'Maison de repos et de soins.',
    sectors: [3],
    besoins: [5],
    tags: [],
    languages: ['fr'],
    sources: [1],
    addresses: [{ id: 61, kind: 'head_office', street: 'Rue Haute', number: '3', postal_code: '1000', locality: 'Bruxelles', commune_id: '21004', lat: 50.84, lon: 4.35 }],
  },
  {
    id: 7,
    slug: 'dr-anne-collard',
    title: 'Dr Anne Collard',
    categorie: 'medecin_generaliste',
    type: 'independant',
    tarif: 'conventionne',
    locale: 'fr',
    description: 'Médecine générale et visites à domicile.',
    sectors: [1],
    besoins: [2],
    tags: [],
    languages: ['fr'],
    sources: [1],
    addresses: [{ id: 71, kind: 'head_office', street: 'Rue du Bailli', number: '7', postal_code: '1050', locality: 'Ixelles', commune_id: '21009', lat: null, lon: null }],
  },
  {
    id: 8,
    slug: 'huisartsenpraktijk-zuid',
    title: 'Huisartsenpraktijk Zuid',
    categorie: 'medecin_generaliste',
    type: 'association',
    tarif: 'conventionne',
    locale: 'nl',
    description: 'Huisartsen en verpleegkundige voor het hele gezin.',
    sectors: [1],
    besoins: [2],
    tags: [2],
    languages: ['nl', 'en'],
    sources: [1],
    addresses: [{ id: 81, kind: 'head_office', street: 'Volkstraat', number: '40', postal_code: '2000', locality: 'Antwerpen', commune_id: '11002', lat: 51.2087, lon: 4.3931 }],
  },
];

export async function seedSearchFixtures(db: DB): Promise<void> {
  const now = inDays(0);
  await db
    .insertInto('provinces')
    .values([
      { id: '04000', name_fr: 'Région de Bruxelles-Capitale', name_nl: 'Brussels Hoofdstedelijk Gewest', region_id: '04000' },
      { id: '10000', name_fr: 'Province d’Anvers', name_nl: 'Provincie Antwerpen', region_id: '02000' },
      { id: '90000', name_fr: 'Province de Namur', name_nl: 'Provincie Namen', region_id: '03000' },
    ])
    .execute();
  await db
    .insertInto('arrondissements')
    .values([
      { id: '21000', name_fr: 'Arrondissement de Bruxelles-Capitale', name_nl: 'Arrondissement Brussel-Hoofdstad', province_id: '04000' },
      { id: '11000', name_fr: 'Arrondissement d’Anvers', name_nl: 'Arrondissement Antwerpen', province_id: '10000' },
      { id: '92000', name_fr: 'Arrondissement de Namur', name_nl: 'Arrondissement Namen', province_id: '90000' },
    ])
    .execute();
  await db
    .insertInto('communes')
    .values([
      { id: '21004', name_fr: 'Bruxelles', name_nl: 'Brussel', arrondissement_id: '21000', province_id: '04000' },
      { id: '21009', name_fr: 'Ixelles', name_nl: 'Elsene', arrondissement_id: '21000', province_id: '04000' },
      { id: '11002', name_fr: 'Anvers', name_nl: 'Antwerpen', arrondissement_id: '11000', province_id: '10000' },
      { id: '92094', name_fr: 'Namur', name_nl: 'Namen', arrondissement_id: '92000', province_id: '90000' },
    ])
    .execute();
  await db.insertInto('quartiers').values({ id: '21004-MAROLLES', name_fr: 'Marolles', name_nl: 'Marollen', commune_id: '21004' }).execute();
  await db
    .insertInto('localites')
    .values([
      { postal_code: '1000', name_fr: 'Bruxelles', name_nl: 'Brussel', commune_id: '21004', lon: 4.35, lat: 50.85 },
      { postal_code: '1050', name_fr: 'Ixelles', name_nl: 'Elsene', commune_id: '21009', lon: 4.37, lat: 50.83 },
      { postal_code: '2000', name_fr: 'Anvers', name_nl: 'Antwerpen', commune_id: '11002', lon: 4.40, lat: 51.22 },
      { postal_code: '5000', name_fr: 'Namur', name_nl: 'Namen', commune_id: '92094', lon: 4.87, lat: 50.47 },
    ])
    .execute();
  await db
    .insertInto('sectors')
    .values([
      { id: 1, slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', position: 1 },
      { id: 2, slug_fr: 'aide-a-domicile', slug_nl: 'thuishulp', titre_fr: 'Aide à domicile', titre_nl: 'Thuishulp', position: 2 },
      { id: 3, slug_fr: 'hebergement', slug_nl: 'huisvesting', titre_fr: 'Hébergement', titre_nl: 'Huisvesting', position: 3 },
    ])
    .execute();
  await db
    .insertInto('besoins')
    .values([
      { id: 1, parent_id: null, slug_fr: 'me-soigner', slug_nl: 'verzorgd-worden', titre_fr: 'Me soigner', titre_nl: 'Verzorgd worden', description_fr: null, description_nl: null, position: 1 },
      { id: 2, parent_id: 1, slug_fr: 'medecin-generaliste', slug_nl: 'huisarts', titre_fr: 'Trouver un médecin généraliste', titre_nl: 'Een huisarts vinden', description_fr: null, description_nl: null, position: 1 },
      { id: 3, parent_id: 1, slug_fr: 'soins-infirmiers', slug_nl: 'thuisverpleging', titre_fr: 'Soins infirmiers à domicile', titre_nl: 'Thuisverpleging', description_fr: null, description_nl: null, position: 2 },
      { id: 4, parent_id: null, slug_fr: 'vivre-a-domicile', slug_nl: 'thuis-wonen', titre_fr: 'Vivre à domicile', titre_nl: 'Thuis blijven wonen', description_fr: null, description_nl: null, position: 2 },
      { id: 5, parent_id: 4, slug_fr: 'aide-familiale', slug_nl: 'gezinszorg', titre_fr: 'Aide familiale', titre_nl: 'Gezinszorg', description_fr: null, description_nl: null, position: 1 },
    ])
    .execute();
  await db
    .insertInto('tags')
    .values([
      { id: 1, slug: 'accessible-pmr', name_fr: 'Accessible PMR', name_nl: 'Rolstoeltoegankelijk' },
      { id: 2, slug: 'sans-rendez-vous', name_fr: 'Sans rendez-vous', name_nl: 'Zonder afspraak' },
      { id: 3, slug: 'a-domicile', name_fr: 'À domicile', name_nl: 'Aan huis' },
      { id: 4, slug: 'aidants-proches', name_fr: 'Aidants proches', name_nl: 'Mantelzorgers' },
    ])
    .execute();
  await db
    .insertInto('languages')
    .values([
      { code: 'fr', name_fr: 'Français', name_nl: 'Frans' },
      { code: 'nl', name_fr: 'Néerlandais', name_nl: 'Nederlands' },
      { code: 'en', name_fr: 'Anglais', name_nl: 'Engels' },
    ])
    .execute();
  await db
    .insertInto('sources')
    .values([
      { id: 1, association: 'SAM', country: 'BE' },
      { id: 2, association: 'Infor-Handicap', country: 'LU' },
    ])
    .execute();

  for (const listing of LISTINGS) {
    await db
      .insertInto('prestataires')
      .values({
        id: listing.id,
        slug: listing.slug,
        type: listing.type,
        categorie: listing.categorie,
        title: listing.title,
        ...BLANK_LISTING_COLUMNS,
        email: `${listing.slug}@example.be`,
        activity_description: listing.description,
        phone: '+32 2 512 34 56',
        tarif: listing.tarif,
        website: `https://www.${listing.slug}.example`,
        locale: listing.locale,
        active: listing.active ?? 1,
        visible: listing.visible ?? 1,
        validated_at: listing.validated === false ? null : now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const [position, address] of listing.addresses.entries()) {
      await db
        .insertInto('addresses')
        .values({
          id: address.id,
          prestataire_id: listing.id,
          kind: address.kind,
          street: address.street,
          number: address.number,
          box: null,
          postal_code: address.postal_code,
          locality: address.locality,
          country: 'BE',
          is_visible: address.visible ?? 1,
          lat: address.lat,
          lon: address.lon,
          commune_id: address.commune_id,
          quartier_id: address.quartier_id ?? null,
          position,
        })
        .execute();
    }
    for (const [i, sector] of listing.sectors.entries()) {
      await db.insertInto('prestataire_sectors').values({ prestataire_id: listing.id, sector_id: sector, is_main: i === 0 ? 1 : 0 }).execute();
    }
    for (const [i, besoin] of listing.besoins.entries()) {
      await db.insertInto('prestataire_besoins').values({ prestataire_id: listing.id, besoin_id: besoin, is_main: i === 0 ? 1 : 0 }).execute();
    }
    for (const tag of listing.tags) await db.insertInto('prestataire_tags').values({ prestataire_id: listing.id, tag_id: tag }).execute();
    for (const code of listing.languages) await db.insertInto('prestataire_languages').values({ prestataire_id: listing.id, language_code: code }).execute();
    for (const source of listing.sources) await db.insertInto('prestataire_sources').values({ prestataire_id: listing.id, source_id: source }).execute();
  }

  await db.insertInto('event_categories').values({ id: 1, slug_fr: 'ateliers', slug_nl: 'workshops', titre_fr: 'Ateliers', titre_nl: 'Workshops', position: 1 }).execute();
  await db.insertInto('annonce_categories').values({ id: 1, slug_fr: 'materiel-medical', slug_nl: 'medisch-materiaal', titre_fr: 'Matériel médical', titre_nl: 'Medisch materiaal', position: 1 }).execute();
  const event = (id: number, slug: string, title: string, startsInDays: number, status = 'published', locale = 'fr') => ({
    id,
    slug,
    category_id: 1,
    prestataire_id: 1,
    user_id: null,
    title,
    description: `${title} : un moment d’échange pour les aidants proches et les familles.`,
    locale,
    place: null,
    commune_id: '21004',
    starts_at: inDays(startsInDays),
    ends_at: inDays(startsInDays + 0.1),
    contact_person: null,
    website: null,
    status,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('events')
    .values([
      event(1, 'atelier-aidants-proches', 'Atelier pour aidants proches', 10),
      event(2, 'infosessie-mantelzorg', 'Infosessie mantelzorg', -20, 'published', 'nl'),
      event(3, 'brouillon-atelier', 'Atelier en préparation', 30, 'draft'),
    ])
    .execute();
  const annonce = (id: number, slug: string, title: string, publishedInDays: number | null, expiresInDays: number | null) => ({
    id,
    slug,
    category_id: 1,
    prestataire_id: null,
    user_id: null,
    title,
    body: `${title}, en bon état, à venir chercher à Bruxelles.`,
    locale: 'fr',
    contact_email: 'contact@example.be',
    phone: null,
    price_cents: 12_500,
    commune_id: '21004',
    status: 'published',
    published_at: publishedInDays === null ? null : inDays(publishedInDays),
    expires_at: expiresInDays === null ? null : inDays(expiresInDays),
    created_at: inDays(-60),
    updated_at: now,
  });
  await db
    .insertInto('annonces')
    .values([
      annonce(1, 'fauteuil-roulant-leger', 'Fauteuil roulant léger', -3, 30),
      annonce(2, 'lit-medicalise', 'Lit médicalisé', -40, -1),
      annonce(3, 'deambulateur', 'Déambulateur pliable', 5, 60),
    ])
    .execute();
  await db
    .insertInto('infos')
    .values([
      { id: 1, slug_fr: 'allocations-familiales', slug_nl: 'kinderbijslag', title_fr: 'Allocations familiales majorées', title_nl: 'Verhoogde kinderbijslag', summary_fr: null, summary_nl: null, body_fr: 'Un enfant atteint d’une affection peut recevoir un supplément.', body_nl: 'Een kind met een aandoening kan een toeslag krijgen.', url: null, category: 'droits', published_at: inDays(-10), updated_at: now },
      { id: 2, slug_fr: 'brouillon-info', slug_nl: 'ontwerp-info', title_fr: 'Brouillon', title_nl: 'Ontwerp', summary_fr: null, summary_nl: null, body_fr: 'Pas encore publié.', body_nl: 'Nog niet gepubliceerd.', url: null, category: null, published_at: null, updated_at: now },
    ])
    .execute();
  await db
    .insertInto('conseils')
    .values({ id: 1, slug_fr: 'preparer-retour-domicile', slug_nl: 'terugkeer-naar-huis', title_fr: 'Préparer le retour à domicile', title_nl: 'De terugkeer naar huis voorbereiden', summary_fr: null, summary_nl: null, published_at: inDays(-5), updated_at: now })
    .execute();
  await db
    .insertInto('conseil_contents')
    .values({ conseil_id: 1, position: 1, heading_fr: null, heading_nl: null, body_fr: 'Avant la sortie de l’hôpital, organisez les soins infirmiers.', body_nl: 'Regel de thuisverpleging voor het ontslag uit het ziekenhuis.' })
    .execute();
  await db.insertInto('conseil_tags').values({ conseil_id: 1, tag_id: 3 }).execute();
  await db.insertInto('conseil_besoins').values({ conseil_id: 1, besoin_id: 3 }).execute();
}

/** The app over a fresh database holding the fixtures (seeded before the indices are built). */
export function createSearchTestApp(dialect: Dialect, overrides: Partial<ApiConfig> = {}): Promise<TestApp> {
  return createTestApp(dialect, overrides, { seed: seedSearchFixtures });
}
