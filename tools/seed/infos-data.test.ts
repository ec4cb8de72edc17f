import { INFO_CATEGORIES } from '@sam/contracts';
import { buildInfosData, INFOS } from './infos-data';
import { buildSeedData, REFERENCE_DATE, SEED_TABLES } from './seed';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ref = Date.parse(REFERENCE_DATE);

describe('useful-information seed content', () => {
  const data = buildInfosData({ seed: 2026, ref });

  it('has at least 30 infos, every text filled in French and Dutch, with a multi-paragraph Markdown body', () => {
    expect(data.infos.length).toBeGreaterThanOrEqual(30);
    for (const info of data.infos) {
      for (const key of ['title_fr', 'title_nl', 'summary_fr', 'summary_nl', 'body_fr', 'body_nl'] as const) {
        expect([info.slug_fr, key, String(info[key] ?? '').trim().length > 0]).toEqual([info.slug_fr, key, true]);
      }
      for (const body of [info.body_fr, info.body_nl]) {
        expect(body.split(/\n{2,}/).length).toBeGreaterThanOrEqual(4);
        expect(body).toMatch(/^## /m); // sections, under the page's own h1
        expect(body).not.toMatch(/^# /m);
        expect(body).not.toMatch(/lorem|ipsum|TODO/i);
      }
      // The two languages are written, not copied.
      expect(info.body_nl).not.toBe(info.body_fr);
      expect(info.title_nl).not.toBe(info.title_fr);
    }
  });

  it('uses valid slugs, each naming one info in either language', () => {
    const owner = new Map<string, number>();
    data.infos.forEach((info, i) => {
      for (const slug of [info.slug_fr, info.slug_nl]) {
        expect(slug).toMatch(SLUG);
        expect([slug, owner.get(slug) ?? i]).toEqual([slug, i]);
        owner.set(slug, i);
      }
    });
  });

  it('files every info under a known category and fills every category', () => {
    const keys = INFO_CATEGORIES.map((c) => c.key as string);
    for (const info of data.infos) expect(keys).toContain(info.category);
    for (const key of keys) expect([key, data.infos.filter((i) => i.category === key).length >= 3]).toEqual([key, true]);
  });

  it('links every info to related ones that exist, never to itself, never twice', () => {
    const ids = new Set(data.infos.map((i) => i.id));
    const pairs = new Set<string>();
    for (const link of data.info_related) {
      expect(ids.has(link.info_id)).toBe(true);
      expect(ids.has(link.related_id)).toBe(true);
      expect(link.info_id).not.toBe(link.related_id);
      const key = `${link.info_id}:${link.related_id}`;
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
    }
    for (const info of data.infos) expect([info.slug_fr, data.info_related.some((l) => l.info_id === info.id)]).toEqual([info.slug_fr, true]);
    expect(INFOS.every((info) => info.related.length >= 2)).toBe(true);
  });

  it('has official links over https and publication dates before the reference date, the same for a seed', () => {
    for (const info of data.infos) {
      if (info.url !== null) expect(info.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
      expect(info.published_at! < REFERENCE_DATE).toBe(true);
      expect(info.updated_at! >= info.published_at!).toBe(true);
      expect(info.updated_at! <= REFERENCE_DATE).toBe(true);
    }
    expect(data.infos.filter((i) => i.url !== null).length).toBeGreaterThan(10);
    expect(buildInfosData({ seed: 2026, ref })).toEqual(data);
    expect(buildInfosData({ seed: 7, ref }).infos.map((i) => i.published_at)).not.toEqual(data.infos.map((i) => i.published_at));
  });

  it('covers the rights, allowances and bodies people ask about', () => {
    const all = JSON.stringify(data.infos);
    for (const word of ['allocation d’intégration', 'integratietegemoetkoming', 'carte de stationnement', 'parkeerkaart', 'congé d’aidant proche', 'mantelzorgverlof', 'budget d’assistance personnelle', 'persoonsvolgend budget', 'AVIQ', 'VAPH', 'Iriscare', 'PHARE', 'mutualité', 'ziekenfonds', 'transport adapté', 'aangepast vervoer', 'aide technique', 'répit', 'soins palliatifs', 'palliatieve zorg', 'administrateur', 'bewindvoerder']) {
      expect([word, all.toLowerCase().includes(word.toLowerCase())]).toEqual([word, true]);
    }
  });

  it('is part of the seed', () => {
    expect(SEED_TABLES).toEqual(expect.arrayContaining(['infos', 'info_related']));
    expect(SEED_TABLES.indexOf('info_related')).toBeGreaterThan(SEED_TABLES.indexOf('infos'));
    const seeded = buildSeedData({ passwordHash: 'x', scale: 300, seed: 77 });
    expect(seeded.infos).toHaveLength(INFOS.length);
    expect(seeded.info_related).toHaveLength(data.info_related.length);
  });
});
