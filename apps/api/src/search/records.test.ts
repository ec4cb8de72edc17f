import { buildAnnonceRecords, buildConseilRecords, buildEventRecords, buildInfoRecords, buildPrestataireRecords, type PrestataireRows, type ReferenceData } from './records';

const area = (id: string, name_fr: string, name_nl: string) => ({ id, name_fr, name_nl });

const REF: ReferenceData = {
  sectors: new Map([
    [1, { slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', position: 1 }],
    [2, { slug_fr: 'aide-a-domicile', slug_nl: 'thuishulp', titre_fr: 'Aide à domicile', titre_nl: 'Thuishulp', position: 2 }],
  ]),
  besoins: new Map([
    [1, { parent_id: null, titre_fr: 'Me soigner', titre_nl: 'Verzorgd worden', position: 1 }],
    [2, { parent_id: 1, titre_fr: 'Trouver un médecin généraliste', titre_nl: 'Een huisarts vinden', position: 1 }],
    [3, { parent_id: 1, titre_fr: 'Soins infirmiers à domicile', titre_nl: 'Thuisverpleging', position: 2 }],
    [4, { parent_id: null, titre_fr: 'Vivre à domicile', titre_nl: 'Thuis blijven wonen', position: 2 }],
  ]),
  tags: new Map([
    [1, { name_fr: 'Accessible PMR', name_nl: 'Rolstoeltoegankelijk' }],
    [2, { name_fr: 'Sans rendez-vous', name_nl: 'Zonder afspraak' }],
  ]),
  sources: new Map([[1, { association: 'SAM', country: 'BE' }]]),
  provinces: new Map([['04000', area('04000', 'Région de Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest')]]),
  arrondissements: new Map([['21000', { ...area('21000', 'Arrondissement de Bruxelles-Capitale', 'Arrondissement Brussel-Hoofdstad'), province_id: '04000' }]]),
  communes: new Map([
    ['21004', { ...area('21004', 'Bruxelles', 'Brussel'), arrondissement_id: '21000', province_id: '04000' }],
    ['21015', { ...area('21015', 'Schaerbeek', 'Schaarbeek'), arrondissement_id: '21000', province_id: '04000' }],
  ]),
  quartiers: new Map([['21004-MAROLLES', area('21004-MAROLLES', 'Marolles', 'Marollen')]]),
  postalCodeCommunes: new Map([['1030', '21015']]),
};

const token = (userId: number) => `token-of-${userId}`;
/** An address row without accessibility facts (each test ticks its own). */
const noFacts = { step_free_entrance: 0, accessible_toilet: 0, disabled_parking: 0, hearing_loop: 0, sign_language: 0, easy_read: 0, assistance_dogs: 0 };

describe('search records', () => {
  it('maps a listing to one record per indexable address', () => {
    const rows: PrestataireRows = {
      listings: [
        {
          id: 7,
          slug: 'maison-medicale-du-parc',
          title: 'Maison médicale du Parc',
          type: 'association',
          categorie: 'maison_medicale',
          tarif: 'conventionne',
          activity_description: '  Médecine générale,\n soins infirmiers.  ',
          locale: 'fr',
          phone: '+32 2 512 34 56',
          website: 'https://parc.example',
          validated_at: '2026-01-01T00:00:00.000Z',
        },
      ],
      addresses: [
        { id: 70, prestataire_id: 7, kind: 'head_office', street: 'Rue Haute', number: '152', box: null, postal_code: '1000', locality: 'Bruxelles', lat: 50.8405, lon: 4.3478, commune_id: '21004', quartier_id: '21004-MAROLLES', ...noFacts, step_free_entrance: 1, hearing_loop: 1 },
        // No commune saved: its postal code says Schaerbeek.
        { id: 71, prestataire_id: 7, kind: 'activity_place', street: 'Rue Royale', number: '300', box: '2', postal_code: '1030', locality: 'Schaerbeek', lat: 50.86, lon: 4.37, commune_id: null, quartier_id: null, ...noFacts },
        // Neither commune nor known postal code: left out.
        { id: 72, prestataire_id: 7, kind: 'activity_place', street: 'Nowhere', number: null, box: null, postal_code: '9999', locality: '?', lat: 50, lon: 4, commune_id: null, quartier_id: null, ...noFacts },
      ],
      sectors: [
        { prestataire_id: 7, sector_id: 1, is_main: 0 },
        { prestataire_id: 7, sector_id: 2, is_main: 1 },
      ],
      besoins: [
        { prestataire_id: 7, besoin_id: 3 },
        { prestataire_id: 7, besoin_id: 2 },
        { prestataire_id: 7, besoin_id: 4 },
      ],
      tags: [{ prestataire_id: 7, tag_id: 2 }],
      languages: [
        { prestataire_id: 7, language_code: 'nl' },
        { prestataire_id: 7, language_code: 'fr' },
      ],
      sources: [{ prestataire_id: 7, source_id: 1 }],
      bookmarks: [
        { bookmarkable_id: 7, user_id: 3 },
        { bookmarkable_id: 7, user_id: 12 },
      ],
    };
    const records = buildPrestataireRecords(rows, REF, token);
    expect(records.map((r) => r.objectID)).toEqual(['70', '71']);
    expect(records[0]).toEqual({
      objectID: '70',
      prestataire_id: 7,
      slug: 'maison-medicale-du-parc',
      title: 'Maison médicale du Parc',
      sector_slug: { fr: 'aide-a-domicile', nl: 'thuishulp' },
      description: { fr: 'Médecine générale, soins infirmiers.', nl: 'Médecine générale, soins infirmiers.' },
      text_language: 'fr',
      address: { kind: 'head_office', street: 'Rue Haute', number: '152', box: null, postal_code: '1000', locality: 'Bruxelles' },
      phone: '+32 2 512 34 56',
      website: 'https://parc.example',
      type: 'association',
      categorie: 'maison_medicale',
      category_fr: 'Maison médicale',
      category_nl: 'Wijkgezondheidscentrum',
      tarif: 'conventionne',
      validated: true,
      navbesoinsfr: {
        lvl0: ['Me soigner', 'Vivre à domicile'],
        lvl1: ['Me soigner > Trouver un médecin généraliste', 'Me soigner > Soins infirmiers à domicile'],
      },
      navbesoinsnl: {
        lvl0: ['Verzorgd worden', 'Thuis blijven wonen'],
        lvl1: ['Verzorgd worden > Een huisarts vinden', 'Verzorgd worden > Thuisverpleging'],
      },
      sectors: [
        { slug: { fr: 'aide-a-domicile', nl: 'thuishulp' }, titre: { fr: 'Aide à domicile', nl: 'Thuishulp' } },
        { slug: { fr: 'sante', nl: 'gezondheid' }, titre: { fr: 'Santé', nl: 'Gezondheid' } },
      ],
      tags: { fr: ['Sans rendez-vous'], nl: ['Zonder afspraak'] },
      languages: ['fr', 'nl'],
      accessibility: ['step_free_entrance', 'hearing_loop'],
      provinces: { id: '04000', province: ['Région de Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest'] },
      arrondissements: { id: '21000', arrondissement: ['Arrondissement de Bruxelles-Capitale', 'Arrondissement Brussel-Hoofdstad'] },
      communes: { id: '21004', commune: ['Bruxelles', 'Brussel'] },
      quartiers: { id: '21004-MAROLLES', quartier: ['Marolles', 'Marollen'] },
      sources: [{ association: 'SAM', country: 'BE' }],
      bookmarkers: { titre: ['token-of-12', 'token-of-3'] },
      _geoloc: { lat: 50.8405, lng: 4.3478 },
    });
    expect(records[1]).toMatchObject({ communes: { id: '21015', commune: ['Schaerbeek', 'Schaarbeek'] }, quartiers: null, address: { box: '2', kind: 'activity_place' }, accessibility: [] });
    // The listing's pieces are shared by its records, not copied.
    expect(records[1].navbesoinsfr).toBe(records[0].navbesoinsfr);
    expect(records[1].sectors).toBe(records[0].sectors);
  });

  it('gives a listing without bookmarks no bookmarkers, and an unknown kind a readable category', () => {
    const [record] = buildPrestataireRecords(
      {
        listings: [{ id: 1, slug: 'x', title: 'X', type: 'association', categorie: 'atelier_protege', tarif: 'inconnu', activity_description: null, locale: 'nl', phone: null, website: null, validated_at: null }],
        addresses: [{ id: 1, prestataire_id: 1, kind: 'head_office', street: 'Rue', number: null, box: null, postal_code: '1000', locality: 'Bruxelles', lat: 50.8, lon: 4.3, commune_id: '21004', quartier_id: null, ...noFacts }],
        sectors: [],
        besoins: [],
        tags: [],
        languages: [],
        sources: [],
        bookmarks: [],
      },
      REF,
      token,
    );
    expect(record).not.toHaveProperty('bookmarkers');
    expect(record).toMatchObject({ category_fr: 'Atelier protege', tarif: 'variable', validated: false, sector_slug: { fr: null, nl: null }, description: { fr: '', nl: '' }, text_language: 'nl' });
  });

  it('maps infos, conseils, events and annonces to content records', () => {
    const bookmarks = [{ bookmarkable_id: 1, user_id: 5 }];
    expect(
      buildInfoRecords(
        {
          infos: [{ id: 1, slug_fr: 'allocations', slug_nl: 'kinderbijslag', title_fr: 'Allocations', title_nl: 'Kinderbijslag', summary_fr: null, summary_nl: 'Samenvatting', body_fr: 'Texte complet.', body_nl: 'Volledige tekst.', url: 'https://example.be', category: 'droits', published_at: '2026-01-01T00:00:00.000Z' }],
          bookmarks,
        },
        token,
      ),
    ).toEqual([
      {
        objectID: '1',
        kind: 'info',
        id: 1,
        slug: { fr: 'allocations', nl: 'kinderbijslag' },
        title_fr: 'Allocations',
        title_nl: 'Kinderbijslag',
        summary_fr: 'Texte complet.',
        summary_nl: 'Samenvatting',
        language: null,
        type: 'info',
        categorie: 'droits',
        category_fr: 'droits',
        category_nl: 'droits',
        published_ts: 1_767_225_600,
        url: 'https://example.be',
        bookmarkers: { titre: ['token-of-5'] },
      },
    ]);
    const [conseil] = buildConseilRecords(
      {
        conseils: [{ id: 1, slug_fr: 'retour', slug_nl: 'terugkeer', title_fr: 'Retour', title_nl: 'Terugkeer', summary_fr: null, summary_nl: null, published_at: '2026-01-01T00:00:00.000Z' }],
        contents: [
          { conseil_id: 1, body_fr: 'Premier bloc.', body_nl: 'Eerste blok.' },
          { conseil_id: 1, body_fr: 'Second bloc.', body_nl: 'Tweede blok.' },
        ],
        tags: [{ conseil_id: 1, tag_id: 1 }],
        besoins: [{ conseil_id: 1, besoin_id: 3 }],
        bookmarks: [],
      },
      REF,
      token,
    );
    expect(conseil).toMatchObject({
      kind: 'conseil',
      summary_fr: 'Premier bloc.',
      summary_nl: 'Eerste blok.',
      tags: { fr: ['Accessible PMR'], nl: ['Rolstoeltoegankelijk'] },
      navbesoinsfr: { lvl0: ['Me soigner'], lvl1: ['Me soigner > Soins infirmiers à domicile'] },
    });
    const categories = new Map([[1, { slug_fr: 'ateliers', titre_fr: 'Ateliers', titre_nl: 'Workshops' }]]);
    const [event] = buildEventRecords(
      {
        events: [{ id: 4, slug: 'atelier', title: 'Atelier', description: 'Un atelier.', locale: 'nl', place: null, commune_id: '21004', starts_at: '2026-03-01T10:00:00.000Z', ends_at: null, website: null, category_id: 1 }],
        categories,
        bookmarks: [],
      },
      REF,
      token,
    );
    expect(event).toMatchObject({ objectID: '4', kind: 'event', language: 'nl', title_nl: 'Atelier', categorie: 'ateliers', category_nl: 'Workshops', start_ts: 1_772_359_200, end_ts: 1_772_359_200, locality: 'Brussel' });
    const [annonce] = buildAnnonceRecords(
      {
        annonces: [{ id: 9, slug: 'lit', title: 'Lit', body: 'Un lit médicalisé.', locale: 'fr', price_cents: 5000, commune_id: null, published_at: null, created_at: '2026-01-01T00:00:00.000Z', expires_at: '2026-02-01T00:00:00.000Z', category_id: null }],
        categories: new Map(),
        bookmarks: [],
      },
      REF,
      token,
    );
    expect(annonce).toMatchObject({ kind: 'annonce', published_ts: 1_767_225_600, expires_ts: 1_769_904_000, price_cents: 5000, categorie: null, locality: null });
  });
});
