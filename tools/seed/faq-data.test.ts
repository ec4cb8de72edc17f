import { buildFaqData, FAQ, GLOSSARY } from './faq-data';
import { SEED_TABLES } from './seed';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('FAQ and glossary seed content', () => {
  const data = buildFaqData();

  it('has enough categories, questions and terms, every text filled in both languages', () => {
    expect(data.faq_categories.length).toBeGreaterThanOrEqual(8);
    expect(data.faq_questions.length).toBeGreaterThanOrEqual(45);
    expect(data.glossary_terms.length).toBeGreaterThanOrEqual(65);
    for (const row of [...data.faq_categories, ...data.faq_questions, ...data.glossary_terms]) {
      for (const [key, value] of Object.entries(row)) {
        if (typeof value === 'string') expect([key, value.trim().length > 0]).toEqual([key, true]);
      }
    }
    for (const c of FAQ) expect(c.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('uses valid, unique slugs and unique questions and terms per language', () => {
    for (const locale of ['fr', 'nl'] as const) {
      const slugs = data.faq_categories.map((c) => c[`slug_${locale}`]);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
      expect(new Set(slugs).size).toBe(slugs.length);
      const questions = data.faq_questions.map((q) => q[`question_${locale}`]);
      expect(new Set(questions).size).toBe(questions.length);
      const terms = GLOSSARY.map((t) => t[locale === 'fr' ? 0 : 1].toLowerCase());
      expect(new Set(terms).size).toBe(terms.length);
    }
  });

  it('gives fixed ids, positions from 1 and valid category references', () => {
    expect(data.faq_categories.map((c) => c.id)).toEqual(data.faq_categories.map((_, i) => i + 1));
    expect(data.faq_questions.map((q) => q.id)).toEqual(data.faq_questions.map((_, i) => i + 1));
    const categoryIds = new Set(data.faq_categories.map((c) => c.id));
    for (const q of data.faq_questions) expect(categoryIds.has(q.category_id as number)).toBe(true);
    expect(buildFaqData()).toEqual(data);
  });

  it('covers the site itself and the main Belgian bodies', () => {
    const all = JSON.stringify(data);
    for (const word of ['compte', 'account', 'réseau', 'netwerk', 'cookies', 'INAMI', 'RIZIV', 'AVIQ', 'Iriscare', 'VAPH', 'CPAS', 'OCMW', 'mantelzorger', 'aidant proche', 'carte de stationnement', 'parkeerkaart']) {
      expect([word, all.includes(word)]).toEqual([word, true]);
    }
  });

  it('is part of the seed', () => {
    expect(SEED_TABLES).toEqual(expect.arrayContaining(['faq_categories', 'faq_questions', 'glossary_terms']));
  });
});
