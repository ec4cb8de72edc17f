import { matchRoute } from '@sam/i18n-routes';
import { buildHomepageData } from './homepage-data';
import { buildSeedData, REFERENCE_DATE, SEED_TABLES } from './seed';

const REF = Date.parse(REFERENCE_DATE);

/** Internal links must name a real route of the portal (else the API could not translate them). */
const isPortalPage = (url: string) => {
  const match = matchRoute(url);
  return match !== null && match.route.app === 'portal' && match.locale === 'fr';
};

describe('homepage seed content', () => {
  const data = buildHomepageData(REF);

  it('fills every text in both languages', () => {
    for (const row of [...data.homepage_items, ...data.ad_campaigns, ...data.amis_panels]) {
      for (const key of Object.keys(row).filter((k) => /_(fr|nl)$/.test(k))) {
        const value = (row as Record<string, unknown>)[key];
        expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
      }
      const fr = row as { title_fr: string; title_nl: string };
      expect(fr.title_fr).not.toBe(fr.title_nl);
    }
  });

  it('has at least 6 published news items and 4 guide entries leading to portal pages', () => {
    const published = data.homepage_items.filter((i) => i.published_at !== null && i.published_at! <= REFERENCE_DATE);
    const actus = published.filter((i) => i.kind === 'actu');
    const guide = published.filter((i) => i.kind === 'guide');
    expect(actus.length).toBeGreaterThanOrEqual(6);
    expect(guide.length).toBeGreaterThanOrEqual(4);
    expect(data.homepage_items.some((i) => i.published_at === null)).toBe(true); // a draft stays hidden
    for (const item of guide) expect([item.url, isPortalPage(item.url!)]).toEqual([item.url, true]);
    expect(new Set(guide.map((g) => g.position)).size).toBe(guide.length);
    for (const item of actus) expect(item.url!.startsWith('https://') || isPortalPage(item.url!)).toBe(true);
  });

  it('has 3 to 4 campaigns: running at the reference date (one without end), ended and future', () => {
    const campaigns = data.ad_campaigns;
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    expect(campaigns.length).toBeLessThanOrEqual(4);
    const running = campaigns.filter((c) => (c.starts_at ?? '') <= REFERENCE_DATE && (c.ends_at === null || c.ends_at! > REFERENCE_DATE));
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect(running.some((c) => c.ends_at === null)).toBe(true);
    expect(campaigns.some((c) => c.ends_at !== null && c.ends_at! <= REFERENCE_DATE)).toBe(true);
    expect(campaigns.some((c) => c.starts_at! > REFERENCE_DATE)).toBe(true);
    for (const c of campaigns) expect(c.url).toMatch(/^https:\/\/[a-z0-9.-]+\.example\.be$/);
  });

  it('has at least 4 active friends panels for both audiences, leading to portal pages', () => {
    const active = data.amis_panels.filter((p) => p.is_active === 1);
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(new Set(active.map((p) => p.audience))).toEqual(new Set(['amis', 'amis_pro']));
    for (const panel of data.amis_panels) expect([panel.cta_url, isPortalPage(panel.cta_url!)]).toEqual([panel.cta_url, true]);
  });

  it('is part of the seed, deterministic for a reference date', () => {
    for (const table of ['homepage_items', 'ad_campaigns', 'amis_panels'] as const) expect(SEED_TABLES).toContain(table);
    const seeded = buildSeedData({ passwordHash: 'x', scale: 60, seed: 5 });
    expect(seeded.homepage_items).toEqual(data.homepage_items);
    expect(seeded.ad_campaigns).toEqual(buildHomepageData(REF).ad_campaigns);
    expect(seeded.amis_panels).toEqual(data.amis_panels);
  });
});
