import { brusselsToIso, EVENT_CATEGORIES, EVENT_COUNT } from './events-data';
import { loadGeo } from './geo';
import { buildSeedData, GEO_DIR } from './seed';

const TODAY = '2026-11-23T00:00:00.000Z';

describe('agenda seed data', () => {
  const data = buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 });
  const events = data.events;

  it('has at least eight bilingual categories with unique slugs', () => {
    expect(data.event_categories.length).toBeGreaterThanOrEqual(8);
    expect(data.event_categories).toHaveLength(EVENT_CATEGORIES.length);
    for (const c of data.event_categories) {
      for (const value of [c.slug_fr, c.slug_nl, c.titre_fr, c.titre_nl]) expect(value.trim()).not.toBe('');
      expect(c.slug_fr).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.slug_nl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(data.event_categories.flatMap((c) => [c.slug_fr, c.slug_nl])).size).toBe(data.event_categories.length * 2);
  });

  it('makes about 120 events with unique slugs, mostly ahead of today and some past', () => {
    expect(events).toHaveLength(EVENT_COUNT);
    const slugs = events.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const upcoming = events.filter((e) => e.starts_at > TODAY).length;
    expect(upcoming / events.length).toBeGreaterThan(0.7);
    expect(events.length - upcoming).toBeGreaterThan(5);
    for (const e of events) {
      expect(Date.parse(e.ends_at!)).toBeGreaterThan(Date.parse(e.starts_at));
      expect(e.created_at! <= '2026-10-01T08:00:00.000Z').toBe(true);
    }
    const published = events.filter((e) => e.status === 'published').length;
    expect(published / events.length).toBeGreaterThan(0.9);
  });

  it('has most events organised by online listings, in their commune and language', () => {
    const geo = loadGeo(GEO_DIR);
    const listings = new Map(data.prestataires.map((p) => [p.id, p]));
    const organised = events.filter((e) => e.prestataire_id !== null);
    expect(organised.length / events.length).toBeGreaterThan(0.75);
    for (const e of events) {
      expect(geo.communeById.has(e.commune_id!)).toBe(true);
      if (e.prestataire_id === null) continue;
      const listing = listings.get(e.prestataire_id!)!;
      expect(listing).toMatchObject({ active: 1, visible: 1 });
      expect(e.locale).toBe(listing.locale);
      const office = data.addresses.find((a) => a.prestataire_id === listing.id && a.kind === 'head_office')!;
      expect(e.commune_id).toBe(office.commune_id);
    }
    expect(events.filter((e) => e.prestataire_id === 1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(events.map((e) => e.category_id)).size).toBe(EVENT_CATEGORIES.length);
  });

  it('is deterministic for a seed', () => {
    expect(buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 }).events).toEqual(events);
  });

  it('converts Brussels wall-clock times across the summer-time switches', () => {
    expect(brusselsToIso(2026, 11, 3, 19, 30)).toBe('2026-12-03T18:30:00.000Z');
    expect(brusselsToIso(2027, 5, 12, 10, 0)).toBe('2027-06-12T08:00:00.000Z');
    expect(brusselsToIso(2026, 9, 24, 14, 0)).toBe('2026-10-24T12:00:00.000Z'); // the day before the switch back
    expect(brusselsToIso(2026, 9, 25, 14, 0)).toBe('2026-10-25T13:00:00.000Z');
    expect(brusselsToIso(2027, 2, 28, 14, 0)).toBe('2027-03-28T12:00:00.000Z');
  });
});
