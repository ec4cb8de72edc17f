import { ANNONCE_CATEGORIES, ANNONCE_COUNT, OFFRE_CATEGORIES, OFFRE_COUNT } from './annonces-data';
import { loadGeo } from './geo';
import { buildSeedData, GEO_DIR, REFERENCE_DATE } from './seed';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('annonces and offres seed data', () => {
  const data = buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 });

  it('has bilingual categories with unique slugs', () => {
    expect(data.annonce_categories).toHaveLength(ANNONCE_CATEGORIES.length);
    expect(data.annonce_categories.length).toBeGreaterThanOrEqual(6);
    expect(data.offre_categories.length).toBeGreaterThanOrEqual(5);
    for (const list of [data.annonce_categories, data.offre_categories]) {
      for (const c of list) {
        expect(c.slug_fr).toMatch(SLUG);
        expect(c.slug_nl).toMatch(SLUG);
        expect(c.titre_fr.trim()).not.toBe('');
        expect(c.titre_nl.trim()).not.toBe('');
      }
      expect(new Set(list.flatMap((c) => [c.slug_fr, c.slug_nl])).size).toBe(list.length * 2);
    }
    expect(OFFRE_CATEGORIES.length).toBe(data.offre_categories.length);
  });

  it('makes about 60 ads in French and Dutch, in every category, some free, some expired', () => {
    const geo = loadGeo(GEO_DIR);
    const ads = data.annonces;
    expect(ads).toHaveLength(ANNONCE_COUNT);
    expect(new Set(ads.map((a) => a.slug)).size).toBe(ads.length);
    for (const a of ads) {
      expect(a.slug).toMatch(SLUG);
      expect(['fr', 'nl']).toContain(a.locale);
      expect(geo.communeById.has(a.commune_id!)).toBe(true);
      expect(a.published_at! < REFERENCE_DATE).toBe(true);
      if (a.price_cents !== null) expect(a.price_cents! % 100).toBe(0);
    }
    expect(ads.filter((a) => a.locale === 'nl').length).toBeGreaterThan(20);
    expect(ads.filter((a) => a.locale === 'fr').length).toBeGreaterThan(20);
    expect(new Set(ads.map((a) => a.category_id)).size).toBe(ANNONCE_CATEGORIES.length);
    expect(ads.some((a) => a.price_cents === 0)).toBe(true);
    expect(ads.some((a) => a.price_cents === null)).toBe(true);
    expect(ads.some((a) => (a.price_cents ?? 0) > 0)).toBe(true);
    const expired = ads.filter((a) => a.expires_at! < REFERENCE_DATE).length;
    expect(expired).toBeGreaterThan(2);
    expect(expired).toBeLessThan(ads.length / 3);
  });

  it('makes about 25 offers from online listings with promo codes and validity', () => {
    const listings = new Map(data.prestataires.map((p) => [p.id, p]));
    expect(data.offres).toHaveLength(OFFRE_COUNT);
    for (const o of data.offres) {
      expect(o.slug).toMatch(SLUG);
      expect(o.promo_code).toMatch(/^SAM\d+-[A-Z]*\d+$/);
      expect(o.valid_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (o.valid_until !== null) expect(o.valid_until! >= o.valid_from! || o.valid_until! < REFERENCE_DATE).toBe(true);
      expect(listings.get(o.prestataire_id!)).toMatchObject({ active: 1, visible: 1 });
    }
    expect(new Set(data.offres.map((o) => o.slug)).size).toBe(data.offres.length);
    expect(new Set(data.offres.map((o) => o.category_id)).size).toBe(OFFRE_CATEGORIES.length);
  });

  it('is deterministic for a seed', () => {
    const again = buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 });
    expect(again.annonces).toEqual(data.annonces);
    expect(again.offres).toEqual(data.offres);
  });
});
