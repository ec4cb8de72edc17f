import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createDatabase, migrateToLatest } from '@sam/db';
import { prestataireCategorieLabel } from '@sam/contracts';
import type { BenchQuery } from './query-model';
import { SqliteLane } from './sqlite-lane';

/**
 * The facet mapping of sql.ts on a hand-made database: three records (visible addresses of
 * visible listings) whose counts are worked out by hand.
 */

let dir: string;
let lane: SqliteLane;

const labels = Object.fromEntries(['maison_medicale', 'kinesitherapeute'].map((c) => [c, prestataireCategorieLabel(c)]));

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bench-sql-'));
  const file = path.join(dir, 'fixture.sqlite');
  const kysely = await createDatabase({ sqliteFile: file });
  await migrateToLatest(kysely);
  await kysely.destroy();
  const db = new Database(file);
  db.exec(`
    INSERT INTO provinces (id, name_fr, name_nl, region_id) VALUES ('60000', 'Liège', 'Luik', '03000'), ('70000', 'Limbourg', 'Limburg', '02000');
    INSERT INTO arrondissements (id, name_fr, name_nl, province_id) VALUES ('62000', 'Liège', 'Luik', '60000'), ('71000', 'Hasselt', 'Hasselt', '70000');
    INSERT INTO communes (id, name_fr, name_nl, arrondissement_id, province_id) VALUES ('62063', 'Liège', 'Luik', '62000', '60000'), ('71022', 'Hasselt', 'Hasselt', '71000', '70000');
    INSERT INTO sectors (id, slug_fr, slug_nl, titre_fr, titre_nl) VALUES (1, 'sante', 'gezondheid', 'Santé', 'Gezondheid'), (2, 'mobilite', 'mobiliteit', 'Mobilité', 'Mobiliteit');
    INSERT INTO besoins (id, parent_id, slug_fr, slug_nl, titre_fr, titre_nl) VALUES
      (1, NULL, 'me-soigner', 'verzorgd-worden', 'Me soigner', 'Verzorgd worden'),
      (2, 1, 'soins-palliatifs', 'palliatieve-zorg', 'Soins palliatifs', 'Palliatieve zorg'),
      (3, 1, 'logopedie', 'logopedie', 'Logopédie', 'Logopedie');
    INSERT INTO sources (id, association, country) VALUES (1, 'SAM', 'BE'), (2, 'Samana', 'BE'), (3, 'Ieder(in)', 'NL');
    INSERT INTO prestataires (id, slug, type, categorie, title, activity_description, tarif, active, visible) VALUES
      (1, 'parc', 'association', 'maison_medicale', 'Maison médicale du Parc', 'Soins à domicile et accueil', 'gratuit', 1, 1),
      (2, 'kine', 'independant', 'kinesitherapeute', 'Kine Hasselt', 'Revalidatie aan huis', 'payant', 1, 1),
      (3, 'hidden', 'association', 'maison_medicale', 'Maison médicale cachée', 'Accueil', 'gratuit', 1, 0);
    INSERT INTO addresses (id, prestataire_id, kind, street, postal_code, locality, is_visible, lon, lat, commune_id) VALUES
      (1, 1, 'head_office', 'Rue A', '4000', 'Liège', 1, 5.57, 50.63, '62063'),
      (2, 1, 'activity_place', 'Straat B', '3500', 'Hasselt', 1, 5.33, 50.93, '71022'),
      (3, 1, 'activity_place', 'Rue C', '4000', 'Liège', 0, 5.58, 50.64, '62063'),
      (4, 2, 'head_office', 'Straat D', '3500', 'Hasselt', 1, 5.34, 50.94, '71022'),
      (5, 3, 'head_office', 'Rue E', '4000', 'Liège', 1, 5.56, 50.62, '62063');
    INSERT INTO prestataire_sectors (prestataire_id, sector_id, is_main) VALUES (1, 1, 1), (1, 2, 0), (2, 1, 1), (3, 1, 1);
    INSERT INTO prestataire_besoins (prestataire_id, besoin_id) VALUES (1, 2), (1, 3), (2, 1), (3, 2);
    INSERT INTO prestataire_sources (prestataire_id, source_id) VALUES (1, 1), (1, 2), (2, 3), (3, 1);
  `);
  db.close();
  lane = new SqliteLane(file, labels);
});

afterAll(() => {
  lane.close();
  rmSync(dir, { recursive: true, force: true });
});

const query = (fields: Partial<BenchQuery>): BenchQuery => ({
  id: 'test',
  cls: 'empty_all_facets',
  locale: 'fr',
  query: '',
  words: [],
  facetFilters: [],
  facets: [],
  hitsPerPage: 20,
  ...fields,
});

describe('SQL lane facet mapping', () => {
  it('counts every facet of the records, both names of an area, each record once per value', () => {
    const answer = lane.answer(
      query({
        facets: [
          'navbesoinsfr.lvl0',
          'navbesoinsfr.lvl1',
          'sectors.titre.fr',
          'provinces.province',
          'arrondissements.arrondissement',
          'communes.commune',
          'quartiers.quartier',
          'tarif',
          'sources.association',
          'sources.country',
          'type',
          'categorie',
          'category_nl',
        ],
      }),
    );
    expect(answer.nbHits).toBe(3); // addresses 1, 2 and 4
    expect(answer.hits).toBe(3);
    expect(answer.facets).toEqual({
      'navbesoinsfr.lvl0': { 'Me soigner': 3 }, // listing 1 has two children of it: once per record
      'navbesoinsfr.lvl1': { 'Me soigner > Soins palliatifs': 2, 'Me soigner > Logopédie': 2 },
      'sectors.titre.fr': { Santé: 3, Mobilité: 2 },
      'provinces.province': { Liège: 1, Luik: 1, Limbourg: 2, Limburg: 2 },
      'arrondissements.arrondissement': { Liège: 1, Luik: 1, Hasselt: 2 },
      'communes.commune': { Liège: 1, Luik: 1, Hasselt: 2 },
      'quartiers.quartier': {},
      tarif: { gratuit: 2, payant: 1 },
      'sources.association': { SAM: 2, Samana: 2, 'Ieder(in)': 1 },
      'sources.country': { BE: 2, NL: 1 },
      type: { association: 2, independant: 1 },
      categorie: { maison_medicale: 2, kinesitherapeute: 1 },
      category_nl: { Wijkgezondheidscentrum: 2, Kinesitherapeut: 1 },
    });
  });

  it('filters with AND of OR-groups, negation, either area name and category labels', () => {
    const nbHits = (facetFilters: string[][]) => lane.answer(query({ facetFilters })).nbHits;
    expect(nbHits([['provinces.province:Limburg']])).toBe(2);
    expect(nbHits([['provinces.province:Limbourg'], ['-tarif:payant']])).toBe(1);
    expect(nbHits([['tarif:gratuit', 'tarif:payant']])).toBe(3);
    expect(nbHits([['navbesoinsnl.lvl1:Verzorgd worden > Logopedie']])).toBe(2);
    expect(nbHits([['navbesoinsfr.lvl0:Me soigner'], ['sectors.titre.nl:Mobiliteit']])).toBe(2);
    expect(nbHits([['category_fr:Kinésithérapeute']])).toBe(1);
    expect(nbHits([['sources.country:NL']])).toBe(1);
  });

  it('matches whole words of title and description, and areas', () => {
    expect(lane.answer(query({ words: ['médicale'] })).nbHits).toBe(2);
    expect(lane.answer(query({ words: ['soins', 'accueil'] })).nbHits).toBe(2);
    expect(lane.answer(query({ words: ['medicale'] })).nbHits).toBe(0); // no folding: the bench only queries words with one spelling
    // A square around address 4 ([lat, lng] pairs) and a box around addresses 2 and 4.
    expect(lane.answer(query({ insidePolygon: [[50.935, 5.335, 50.935, 5.345, 50.945, 5.345, 50.945, 5.335]] })).nbHits).toBe(1);
    expect(lane.answer(query({ insideBoundingBox: [[50.95, 5.35, 50.9, 5.3]] })).nbHits).toBe(2);
  });
});
