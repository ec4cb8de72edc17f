import type { Kysely } from 'kysely';
import { createDatabase, createScratchDatabase, hashPassword, migrateToLatest, postgresLaneUrl, verifyPassword, type DB, type ScratchDatabase } from '@sam/db';
import { ACCESSIBILITY_FACTS, type AccessibilityFact } from '@sam/contracts';
import { loadGeo, pointInArea, pointInGeometry, pointInRing, type AreaGeometry } from './geo';
import { Rng } from './prng';
import { BESOINS, KINDS, SECTORS, TAGS } from './reference-data';
import { buildSeedData, DEFAULT_LISTINGS, DEMO_PASSWORD, GEO_DIR, SEED_TABLES, seedDatabase, type SeedTable } from './seed';
import { deCommune, enterpriseNumber, slugify } from './text';

jest.setTimeout(120_000);

const SCALE = 200;
const SEED = 4242;
type Row = Record<string, unknown>;
type AnyDb = Kysely<Record<string, Row>>;

let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(DEMO_PASSWORD); // scrypt once for every seeded database
});

async function memoryDatabase(): Promise<DB> {
  const db = await createDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  return db;
}

async function seeded(seed: number): Promise<DB> {
  const db = await memoryDatabase();
  await seedDatabase(db, { scale: SCALE, seed, passwordHash });
  return db;
}

async function rowsOf(db: DB, table: SeedTable): Promise<Row[]> {
  return (db as unknown as AnyDb).selectFrom(table).selectAll().execute();
}

/** Every seeded table as sorted JSON lines, for exact comparisons. */
async function dump(db: DB, omit: string[] = []): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of SEED_TABLES) {
    const rows = await rowsOf(db, table);
    out[table] = rows
      .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !omit.includes(k)))))
      .sort();
  }
  return out;
}

describe('geometry', () => {
  const square = (x: number, y: number, size: number) => [
    [x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y],
  ] as [number, number][];

  it('handles holes and multipolygons', () => {
    const withHole: AreaGeometry = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };
    expect(pointInGeometry(withHole, 1, 1)).toBe(true);
    expect(pointInGeometry(withHole, 5, 5)).toBe(false); // in the hole
    expect(pointInGeometry(withHole, 11, 5)).toBe(false);
    const multi: AreaGeometry = {
      type: 'MultiPolygon',
      coordinates: [[square(0, 0, 1)], [square(5, 5, 1)], [square(10, 10, 10), square(12, 12, 2)]],
    };
    expect(pointInGeometry(multi, 0.5, 0.5)).toBe(true);
    expect(pointInGeometry(multi, 5.5, 5.5)).toBe(true);
    expect(pointInGeometry(multi, 3, 3)).toBe(false);
    expect(pointInGeometry(multi, 13, 13)).toBe(false);
    expect(pointInGeometry(multi, 15, 15)).toBe(true);
  });

  it('puts every postal-code point inside its commune (as the geo README states)', () => {
    const geo = loadGeo(GEO_DIR);
    expect(geo.communes).toHaveLength(581);
    const outside = geo.localites.filter((l) => !pointInArea(geo.communeById.get(l.commune_id)!.area, l.lon, l.lat));
    expect(outside.map((l) => l.postal_code)).toEqual([]);
  });

  it('keeps the Dutch counter-enclaves of Baarle-Hertog out of the commune', () => {
    const geo = loadGeo(GEO_DIR);
    const baarle = geo.communeById.get('13002')!;
    const holes = baarle.area.polygons.flatMap((p) => p.rings.slice(1));
    expect(holes.length).toBeGreaterThan(0);
    const rng = new Rng(7);
    let checked = 0;
    for (const hole of holes) {
      const xs = hole.filter((_, i) => i % 2 === 0);
      const ys = hole.filter((_, i) => i % 2 === 1);
      for (let k = 0; k < 200; k++) {
        const lon = Math.min(...xs) + rng.next() * (Math.max(...xs) - Math.min(...xs));
        const lat = Math.min(...ys) + rng.next() * (Math.max(...ys) - Math.min(...ys));
        if (!pointInRing(lon, lat, hole)) continue;
        expect(pointInArea(baarle.area, lon, lat)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('helpers', () => {
  it('makes accent-free lower-case slugs and French elisions', () => {
    expect(slugify('Maison médicale du Parc')).toBe('maison-medicale-du-parc');
    expect(slugify('Centre d’accueil « L’Œuvre » – Ixelles')).toBe('centre-d-accueil-l-oeuvre-ixelles');
    expect(deCommune('Anvers')).toBe('d’Anvers');
    expect(deCommune('Namur')).toBe('de Namur');
    expect(deCommune('Le Roeulx')).toBe('du Roeulx');
  });

  it('makes enterprise numbers with a valid modulo-97 check', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 50; i++) {
      const digits = enterpriseNumber(rng).replace(/\./g, '');
      expect(digits).toMatch(/^[01]\d{9}$/);
      expect(97 - (Number(digits.slice(0, 8)) % 97)).toBe(Number(digits.slice(8)));
    }
  });

  it('has reference data that hangs together', () => {
    const besoinSlugs = new Set(BESOINS.flatMap((p) => p.children.map((c) => c.slug_fr)));
    const sectorSlugs = new Set(SECTORS.map((s) => s.slug_fr));
    const tagSlugs = new Set(TAGS.map((t) => t.slug));
    for (const kind of KINDS) {
      expect(sectorSlugs.has(kind.sector)).toBe(true);
      kind.secondary.forEach((s) => expect(sectorSlugs.has(s)).toBe(true));
      kind.besoins.forEach((b) => expect(besoinSlugs.has(b)).toBe(true));
      kind.tags.forEach((t) => expect(tagSlugs.has(t)).toBe(true));
    }
  });
});

describe('buildSeedData (default size)', () => {
  it('makes 1,500 listings with ~90 % validated and ~3 % offline', () => {
    const data = buildSeedData({ passwordHash: 'x' });
    const listings = data.prestataires;
    expect(listings).toHaveLength(DEFAULT_LISTINGS);
    const validated = listings.filter((p) => p.validated_at).length / listings.length;
    const offline = listings.filter((p) => p.active === 0 || p.visible === 0).length / listings.length;
    expect(validated).toBeGreaterThan(0.86);
    expect(validated).toBeLessThan(0.94);
    expect(offline).toBeGreaterThan(0.01);
    expect(offline).toBeLessThan(0.06);
    const nl = listings.filter((p) => p.locale === 'nl').length / listings.length;
    expect(nl).toBeGreaterThan(0.35);
    expect(nl).toBeLessThan(0.7);
    // Flemish communes hold mostly Dutch listings, Walloon ones French.
    const headOffices = data.addresses.filter((a) => a.kind === 'head_office');
    const localeOf = new Map(listings.map((p) => [p.id, p.locale]));
    const share = (prefixes: string[], locale: string) => {
      const inRegion = headOffices.filter((a) => prefixes.some((p) => a.commune_id!.startsWith(p)));
      return inRegion.filter((a) => localeOf.get(a.prestataire_id) === locale).length / inRegion.length;
    };
    expect(share(['1', '3', '4', '7', '23', '24'], 'nl')).toBeGreaterThan(0.85);
    expect(share(['25', '5', '6', '8', '9'], 'fr')).toBeGreaterThan(0.85);
  });

  it('gives a realistic share of the visible addresses accessibility facts, and hidden ones none (issue 17)', () => {
    const data = buildSeedData({ scale: 2000, passwordHash: 'x' });
    const visible = data.addresses.filter((a) => a.is_visible === 1);
    const share = (fact: AccessibilityFact) => visible.filter((a) => a[fact] === 1).length / visible.length;
    expect(share('step_free_entrance')).toBeGreaterThan(0.28);
    expect(share('step_free_entrance')).toBeLessThan(0.42);
    expect(share('sign_language')).toBeGreaterThan(0);
    expect(share('sign_language')).toBeLessThan(0.08);
    for (const fact of ACCESSIBILITY_FACTS) expect(share(fact)).toBeLessThan(0.5);
    expect(data.addresses.filter((a) => a.is_visible === 0).every((a) => ACCESSIBILITY_FACTS.every((fact) => a[fact] === 0))).toBe(true);
  });

  it('reaches exactly `scale` addresses with about scale/2 listings', () => {
    const data = buildSeedData({ scale: 2000, passwordHash: 'x' });
    expect(data.addresses).toHaveLength(2000);
    expect(data.prestataires.length).toBeGreaterThan(850);
    expect(data.prestataires.length).toBeLessThan(1150);
  });
});

describe('seedDatabase on SQLite', () => {
  let db: DB;

  beforeAll(async () => {
    db = await seeded(SEED);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('is deterministic: same seed, same rows; another seed, other rows', async () => {
    const again = await seeded(SEED);
    const other = await seeded(SEED + 1);
    try {
      expect(await dump(again)).toEqual(await dump(db));
      const a = await dump(db);
      const b = await dump(other);
      expect(b.prestataires).not.toEqual(a.prestataires);
      expect(b.addresses).not.toEqual(a.addresses);
      expect(b.sectors).toEqual(a.sectors); // the taxonomy itself is fixed
    } finally {
      await again.destroy();
      await other.destroy();
    }
  });

  it('refuses to seed a database that already has data', async () => {
    await expect(seedDatabase(db, { scale: SCALE, seed: SEED, passwordHash })).rejects.toThrow(/not empty/);
  });

  it('reaches the requested number of addresses, 1 to 3 per listing, head office first', async () => {
    const addresses = await db.selectFrom('addresses').selectAll().orderBy('id').execute();
    expect(addresses).toHaveLength(SCALE);
    const byListing = new Map<number, typeof addresses>();
    for (const a of addresses) byListing.set(a.prestataire_id, [...(byListing.get(a.prestataire_id) ?? []), a]);
    const listings = await db.selectFrom('prestataires').select('id').execute();
    expect(byListing.size).toBe(listings.length);
    for (const list of byListing.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(list.map((a) => a.kind)).toEqual(['head_office', ...Array(list.length - 1).fill('activity_place')]);
      expect(list.some((a) => a.is_visible === 1)).toBe(true);
    }
  });

  it('places every address inside its commune polygon, with a postal code of that commune', async () => {
    const geo = loadGeo(GEO_DIR);
    const addresses = await db.selectFrom('addresses').selectAll().execute();
    const locales = new Map((await db.selectFrom('prestataires').select(['id', 'locale']).execute()).map((p) => [p.id, p.locale]));
    for (const a of addresses) {
      const commune = geo.communeById.get(a.commune_id!);
      expect(commune).toBeDefined();
      if (!pointInArea(commune!.area, a.lon!, a.lat!)) throw new Error(`address ${a.id} lies outside commune ${a.commune_id}`);
      const localite = geo.localites.find((l) => l.postal_code === a.postal_code)!;
      expect(localite.commune_ids).toContain(a.commune_id);
      expect(a.locality).toBe(locales.get(a.prestataire_id) === 'nl' ? localite.name_nl : localite.name_fr);
      const brussels = a.commune_id!.startsWith('21');
      if (a.quartier_id) {
        expect(brussels).toBe(true);
        const q = geo.quartiers.find((x) => x.id === a.quartier_id)!;
        expect(pointInArea(q.area, a.lon!, a.lat!)).toBe(true);
      } else if (brussels) {
        expect(geo.quartiers.some((q) => pointInArea(q.area, a.lon!, a.lat!))).toBe(false);
      }
    }
  });

  it('gives every listing exactly one main sector and one main besoin, besoins from the second level', async () => {
    const mains = await db
      .selectFrom('prestataires as p')
      .leftJoin('prestataire_sectors as s', (j) => j.onRef('s.prestataire_id', '=', 'p.id').on('s.is_main', '=', 1))
      .select(['p.id', (eb) => eb.fn.count<number>('s.sector_id').as('n')])
      .groupBy('p.id')
      .execute();
    expect(mains.length).toBeGreaterThan(0);
    expect(mains.filter((m) => Number(m.n) !== 1)).toEqual([]);

    const besoins = await db
      .selectFrom('prestataire_besoins as pb')
      .innerJoin('besoins as b', 'b.id', 'pb.besoin_id')
      .select(['pb.prestataire_id', 'pb.is_main', 'b.parent_id'])
      .execute();
    expect(besoins.every((b) => b.parent_id !== null)).toBe(true);
    const mainBesoins = new Map<number, number>();
    const allBesoins = new Map<number, number>();
    for (const b of besoins) {
      allBesoins.set(b.prestataire_id, (allBesoins.get(b.prestataire_id) ?? 0) + 1);
      if (b.is_main === 1) mainBesoins.set(b.prestataire_id, (mainBesoins.get(b.prestataire_id) ?? 0) + 1);
    }
    expect(allBesoins.size).toBe(mains.length);
    for (const [id, n] of allBesoins) {
      expect(n).toBeLessThanOrEqual(4);
      expect(mainBesoins.get(id)).toBe(1);
    }
  });

  it('gives listings unique lower-case, hyphenated, accent-free slugs', async () => {
    const slugs = (await db.selectFrom('prestataires').select('slug').execute()).map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills both languages of every bilingual table', async () => {
    const bilingual: [SeedTable, string[]][] = [
      ['provinces', ['name_fr', 'name_nl']],
      ['arrondissements', ['name_fr', 'name_nl']],
      ['communes', ['name_fr', 'name_nl']],
      ['quartiers', ['name_fr', 'name_nl']],
      ['localites', ['name_fr', 'name_nl']],
      ['places', ['name_fr', 'name_nl']],
      ['sectors', ['slug_fr', 'slug_nl', 'titre_fr', 'titre_nl']],
      ['besoins', ['slug_fr', 'slug_nl', 'titre_fr', 'titre_nl', 'description_fr', 'description_nl']],
      ['tags', ['slug', 'name_fr', 'name_nl']],
      ['languages', ['name_fr', 'name_nl']],
    ];
    for (const [table, columns] of bilingual) {
      const rows = await rowsOf(db, table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) for (const c of columns) expect(typeof row[c] === 'string' && (row[c] as string).trim() !== '').toBe(true);
    }
    const sectors = await db.selectFrom('sectors').selectAll().execute();
    expect(sectors.length).toBeGreaterThanOrEqual(12);
    expect(sectors.find((s) => s.slug_fr === 'sante')?.slug_nl).toBe('gezondheid');
    for (const s of sectors) {
      expect(s.slug_fr).toMatch(/^[a-z0-9-]+$/);
      expect(s.slug_nl).toMatch(/^[a-z0-9-]+$/);
    }
    const besoins = await db.selectFrom('besoins').selectAll().execute();
    const parents = besoins.filter((b) => b.parent_id === null);
    expect(parents.length).toBeGreaterThanOrEqual(10);
    for (const p of parents) {
      const children = besoins.filter((b) => b.parent_id === p.id).length;
      expect(children).toBeGreaterThanOrEqual(3);
      expect(children).toBeLessThanOrEqual(6);
    }
    const linked = new Set((await db.selectFrom('sector_besoins').select('besoin_id').execute()).map((r) => r.besoin_id));
    expect(besoins.every((b) => linked.has(b.id))).toBe(true);
    const languages = (await db.selectFrom('languages').select('code').execute()).map((l) => l.code).sort();
    expect(languages).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'lsfb', 'nl', 'pl', 'ro', 'tr']);
    expect((await db.selectFrom('tags').select('id').execute()).length).toBeGreaterThanOrEqual(40);
  });

  it('creates the demo accounts with their roles and profiles', async () => {
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const roles = await db.selectFrom('user_roles').selectAll().execute();
    const profiles = await db.selectFrom('profiles').selectAll().execute();
    const expected: Record<string, string[]> = {
      'root@sam.example': ['root', 'user'],
      'admin@sam.example': ['admin', 'user'],
      'provider@sam.example': ['provider', 'user'],
      'user@sam.example': ['user'],
      'unverified@sam.example': ['user'],
    };
    expect(users.map((u) => u.email).sort()).toEqual(Object.keys(expected).sort());
    for (const u of users) {
      expect(roles.filter((r) => r.user_id === u.id).map((r) => r.role).sort()).toEqual(expected[u.email]);
      expect(profiles.filter((p) => p.user_id === u.id)).toHaveLength(1);
      expect(u.email_verified_at === null).toBe(u.email === 'unverified@sam.example');
    }
    expect(profiles.find((p) => p.user_id === users.find((u) => u.email === 'provider@sam.example')!.id)?.user_type).toBe('provider');
    expect(await verifyPassword(DEMO_PASSWORD, users[0].password_hash)).toBe(true);
  });

  it('gives provider@sam.example the two fixed listings, the first heading a network', async () => {
    const provider = await db.selectFrom('users').select('id').where('email', '=', 'provider@sam.example').executeTakeFirstOrThrow();
    const owned = await db
      .selectFrom('prestataire_users as pu')
      .innerJoin('prestataires as p', 'p.id', 'pu.prestataire_id')
      .select(['p.id', 'p.slug', 'pu.role'])
      .where('pu.user_id', '=', provider.id)
      .orderBy('p.id')
      .execute();
    expect(owned.map((o) => [o.slug, o.role])).toEqual([
      ['maison-medicale-du-parc', 'owner'],
      ['centre-de-jour-les-tilleuls', 'owner'],
    ]);

    const first = await db.selectFrom('prestataires').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      slug: 'maison-medicale-du-parc',
      title: 'Maison médicale du Parc',
      locale: 'fr',
      active: 1,
      visible: 1,
      network_consent: 1,
    });
    expect(first.validated_at).not.toBeNull();
    const mainSector = await db
      .selectFrom('prestataire_sectors as ps')
      .innerJoin('sectors as s', 's.id', 'ps.sector_id')
      .select(['s.slug_fr', 's.slug_nl'])
      .where('ps.prestataire_id', '=', first.id)
      .where('ps.is_main', '=', 1)
      .executeTakeFirstOrThrow();
    expect(mainSector).toEqual({ slug_fr: 'sante', slug_nl: 'gezondheid' });
    const headOffice = await db
      .selectFrom('addresses')
      .selectAll()
      .where('prestataire_id', '=', first.id)
      .where('kind', '=', 'head_office')
      .executeTakeFirstOrThrow();
    expect(headOffice.commune_id).toBe('21004');
    expect(headOffice.postal_code).toBe('1000');

    const tilleuls = await db.selectFrom('prestataires').selectAll().where('slug', '=', 'centre-de-jour-les-tilleuls').executeTakeFirstOrThrow();
    expect(tilleuls.network_consent).toBe(0);

    const relations = await db.selectFrom('prestataire_relations').selectAll().where('parent_id', '=', first.id).execute();
    expect(relations.filter((r) => r.status === 'accepted')).toHaveLength(5);
    expect(relations.filter((r) => r.status === 'request_pending')).toHaveLength(1);
    expect(relations).toHaveLength(6);
    const children = await db
      .selectFrom('prestataires')
      .select(['id', 'network_consent', 'active', 'visible'])
      .where('id', 'in', relations.filter((r) => r.status === 'accepted').map((r) => r.child_id))
      .execute();
    expect(children.every((c) => c.network_consent === 1 && c.active === 1 && c.visible === 1)).toBe(true);
    const network = await db.selectFrom('networks').selectAll().where('prestataire_id', '=', first.id).executeTakeFirstOrThrow();
    expect(network.name).toBeTruthy();
    expect(JSON.parse(network.tabs)).toEqual(expect.any(Array));
  });
});

// spec lane (README "PostgreSQL lane"): with DATABASE_URL set, seed a scratch PostgreSQL database too.
const pgUrl = postgresLaneUrl();
(pgUrl ? describe : describe.skip)('seedDatabase on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let db: DB;

  beforeAll(async () => {
    scratch = await createScratchDatabase(pgUrl!, { prefix: 'sam_seed_test' });
    db = await createDatabase({ databaseUrl: scratch.url, sqliteFile: ':memory:' });
    await migrateToLatest(db);
    await seedDatabase(db, { scale: SCALE, seed: SEED, passwordHash });
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('holds the same rows as SQLite for the same seed', async () => {
    const sqlite = await seeded(SEED);
    try {
      // lat/lon are compared apart: a `real` column is single precision on PostgreSQL.
      expect(await dump(db, ['lat', 'lon'])).toEqual(await dump(sqlite, ['lat', 'lon']));
      const pgPoints = await db.selectFrom('addresses').select(['id', 'lat', 'lon']).orderBy('id').execute();
      const litePoints = await sqlite.selectFrom('addresses').select(['id', 'lat', 'lon']).orderBy('id').execute();
      pgPoints.forEach((p, i) => {
        expect(Math.abs(p.lat! - litePoints[i].lat!)).toBeLessThan(1e-4);
        expect(Math.abs(p.lon! - litePoints[i].lon!)).toBeLessThan(1e-4);
      });
    } finally {
      await sqlite.destroy();
    }
  });

  it('moves the id sequences past the seeded ids', async () => {
    const inserted = await db
      .insertInto('sectors')
      .values({ slug_fr: 'test-seq', slug_nl: 'test-seq', titre_fr: 'Test', titre_nl: 'Test', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(SECTORS.length + 1);
  });
});
