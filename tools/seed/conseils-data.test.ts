import { buildConseilsData, CONSEILS } from './conseils-data';
import { BESOINS, TAGS } from './reference-data';
import { buildSeedData, REFERENCE_DATE, SEED_TABLES } from './seed';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('advice-guide seed content', () => {
  const seeded = buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 });
  const data = { conseils: seeded.conseils, conseil_contents: seeded.conseil_contents, conseil_tags: seeded.conseil_tags, conseil_besoins: seeded.conseil_besoins };

  it('has at least 12 guides of 2 to 5 sections, every text filled in French and Dutch', () => {
    expect(data.conseils.length).toBeGreaterThanOrEqual(12);
    for (const conseil of data.conseils) {
      for (const key of ['title_fr', 'title_nl', 'summary_fr', 'summary_nl'] as const) expect(String(conseil[key] ?? '').trim()).not.toBe('');
      const sections = data.conseil_contents.filter((c) => c.conseil_id === conseil.id);
      expect([conseil.slug_fr, sections.length >= 2 && sections.length <= 5]).toEqual([conseil.slug_fr, true]);
      expect(sections.map((s) => s.position)).toEqual(sections.map((_, i) => i + 1));
      for (const s of sections) {
        for (const text of [s.heading_fr, s.heading_nl, s.body_fr, s.body_nl]) expect(String(text ?? '').trim().length).toBeGreaterThan(0);
        expect(s.body_nl).not.toBe(s.body_fr);
        expect(`${s.body_fr}\n${s.body_nl}`).not.toMatch(/^#|lorem|ipsum|TODO/im);
      }
    }
  });

  it('uses valid slugs, each naming one guide in either language', () => {
    const owner = new Map<string, number>();
    data.conseils.forEach((conseil, i) => {
      for (const slug of [conseil.slug_fr, conseil.slug_nl]) {
        expect(slug).toMatch(SLUG);
        expect([slug, owner.get(slug) ?? i]).toEqual([slug, i]);
        owner.set(slug, i);
      }
    });
  });

  it('tags every guide and links it to needs of the tree, by the ids the seed gave them', () => {
    const tagIds = new Map(seeded.tags.map((t) => [t.id, t.slug]));
    const besoinIds = new Map(seeded.besoins.map((b) => [b.id, b.slug_fr]));
    for (const conseil of data.conseils) {
      const tags = data.conseil_tags.filter((t) => t.conseil_id === conseil.id).map((t) => tagIds.get(t.tag_id));
      const besoins = data.conseil_besoins.filter((b) => b.conseil_id === conseil.id).map((b) => besoinIds.get(b.besoin_id));
      const source = CONSEILS.find((c) => c.slug_fr === conseil.slug_fr)!;
      expect(tags).toEqual(source.tags);
      expect(besoins).toEqual(source.besoins);
      expect(tags.length).toBeGreaterThan(0);
      expect(besoins.length).toBeGreaterThan(0);
    }
    // Together the guides reach every level-1 need but two at most.
    const parentOf = new Map(BESOINS.flatMap((p) => p.children.map((c) => [c.slug_fr, p.slug_fr] as const)));
    const reached = new Set(CONSEILS.flatMap((c) => c.besoins.map((b) => parentOf.get(b) ?? b)));
    expect(reached.size).toBeGreaterThanOrEqual(BESOINS.length - 2);
  });

  it('refuses an unknown tag or need', () => {
    const ref = Date.parse(REFERENCE_DATE);
    const besoins = BESOINS.flatMap((p) => [p, ...p.children]).map((b, i) => ({ id: i + 1, slug_fr: b.slug_fr }));
    expect(() => buildConseilsData({ seed: 1, ref, tags: [], besoins })).toThrow(/unknown tag/);
    expect(() => buildConseilsData({ seed: 1, ref, tags: TAGS.map((t, i) => ({ id: i + 1, slug: t.slug })), besoins: [] })).toThrow(/unknown need/);
  });

  it('dates the guides before the reference date, the same for a seed', () => {
    for (const conseil of data.conseils) {
      expect(conseil.published_at! < REFERENCE_DATE).toBe(true);
      expect(conseil.updated_at! >= conseil.published_at!).toBe(true);
    }
    expect(buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 }).conseils).toEqual(data.conseils);
  });

  it('is part of the seed, after the tags and needs it refers to', () => {
    for (const table of ['conseils', 'conseil_contents', 'conseil_tags', 'conseil_besoins'] as const) {
      expect(SEED_TABLES.indexOf(table)).toBeGreaterThan(SEED_TABLES.indexOf('besoins'));
      expect(SEED_TABLES.indexOf(table)).toBeGreaterThanOrEqual(SEED_TABLES.indexOf('conseils'));
    }
  });
});
