import { z } from 'zod';
import { faqCategorySchema, faqCategoryWithCountSchema, faqQuestionSchema, glossaryTermSchema, listOf } from '@sam/contracts';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { foldForSearch, glossaryLetter } from './repository';

describe('FAQ text helpers', () => {
  it('folds accents, case, ligatures and apostrophes for searching', () => {
    expect(foldForSearch('  Aidant PROCHE  reconnu ')).toBe('aidant proche reconnu');
    expect(foldForSearch('Ça coûte combien ? L’Œuvre')).toBe("ca coute combien ? l'oeuvre");
    expect(foldForSearch('Ziekenfonds: één')).toBe('ziekenfonds: een');
  });

  it('files glossary terms under their first letter without accents', () => {
    expect(glossaryLetter('Écoute')).toBe('E');
    expect(glossaryLetter('« Aidant »')).toBe('A');
    expect(glossaryLetter('112')).toBe('#');
    expect(glossaryLetter('Ĳzer')).toBe('I');
  });
});

const searchResult = listOf(faqQuestionSchema);
const categoriesResult = z.object({ data: z.array(faqCategoryWithCountSchema) });
const termsResult = z.object({ data: z.array(glossaryTermSchema) });

describe.each(testDialects())('FAQ and glossary on %s', (dialect) => {
  let t: TestApp;
  let droits: number;
  let site: number;
  let empty: number;
  const questionIds: number[] = [];

  const search = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/faq/questions/search', payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const category = (slug_fr: string, slug_nl: string, titre_fr: string, titre_nl: string, position: number) =>
      t.db.insertInto('faq_categories').values({ slug_fr, slug_nl, titre_fr, titre_nl, position }).returning('id').executeTakeFirstOrThrow().then((r) => r.id);
    // Inserted out of display order: the position decides.
    site = await category('le-site', 'de-site', 'Le site', 'De site', 2);
    droits = await category('droits-et-aides', 'rechten-en-steun', 'Droits et aides', 'Rechten en steun', 1);
    empty = await category('vide', 'leeg', 'Vide', 'Leeg', 3);
    const rows = [
      { category_id: droits, position: 2, question_fr: 'Comment obtenir la carte de stationnement ?', question_nl: 'Hoe krijg ik de parkeerkaart?', answer_fr: 'Demandez-la au SPF Sécurité sociale.', answer_nl: 'Vraag ze aan bij de FOD Sociale Zekerheid.' },
      { category_id: droits, position: 1, question_fr: 'Qu’est-ce qu’un aidant proche reconnu ?', question_nl: 'Wat is een erkende mantelzorger?', answer_fr: 'Une reconnaissance délivrée par la mutualité.', answer_nl: 'Een erkenning via het ziekenfonds.' },
      { category_id: site, position: 1, question_fr: 'Comment créer un compte ?', question_nl: 'Hoe maak ik een account aan?', answer_fr: 'Cliquez sur « Inscription » et suivez les étapes (100 % gratuit).', answer_nl: 'Klik op „Registreren” en volg de stappen (100 % gratis).' },
      { category_id: null, position: 1, question_fr: 'Question sans catégorie', question_nl: 'Vraag zonder categorie', answer_fr: 'Réponse.', answer_nl: 'Antwoord.' },
    ];
    for (const row of rows) {
      questionIds.push((await t.db.insertInto('faq_questions').values(row).returning('id').executeTakeFirstOrThrow()).id);
    }
    await t.db
      .insertInto('glossary_terms')
      .values([
        { term_fr: 'Mutualité', term_nl: 'Ziekenfonds', definition_fr: 'Organisme assureur.', definition_nl: 'Verzekeringsinstelling.' },
        { term_fr: 'Écoute', term_nl: 'Luisteren', definition_fr: 'Service d’écoute.', definition_nl: 'Luisterdienst.' },
        { term_fr: 'aidant proche', term_nl: 'Mantelzorger', definition_fr: 'Personne qui aide.', definition_nl: 'Iemand die helpt.' },
        { term_fr: 'Allocation', term_nl: 'Tegemoetkoming', definition_fr: 'Aide financière.', definition_nl: 'Financiële steun.' },
        { term_fr: 'Centre', term_nl: 'Ĳkpunt', definition_fr: 'Lieu.', definition_nl: 'Referentie.' },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/faq/questions/search', () => {
    it('lists every question in category then question order, in the requested locale, without CSRF', async () => {
      const response = await search({ locale: 'nl' });
      expect(response.statusCode).toBe(200);
      const body = searchResult.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 4 });
      const categorised = body.data.filter((q) => q.category !== null);
      expect(categorised.map((q) => q.question)).toEqual(['Wat is een erkende mantelzorger?', 'Hoe krijg ik de parkeerkaart?', 'Hoe maak ik een account aan?']);
      expect(categorised[0]).toEqual({
        id: questionIds[1],
        question: 'Wat is een erkende mantelzorger?',
        answer: 'Een erkenning via het ziekenfonds.',
        category: { id: droits, slug: 'rechten-en-steun', titre: 'Rechten en steun' },
      });
      expect(body.data.find((q) => q.category === null)?.question).toBe('Vraag zonder categorie');
    });

    it('defaults to French and page 1 when the body is empty', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/faq/questions/search' });
      expect(response.statusCode).toBe(200);
      const body = searchResult.parse(response.json());
      expect(body.meta.current_page).toBe(1);
      expect(body.data.map((q) => q.question)).toContain('Comment créer un compte ?');
    });

    it('searches question and answer, accent- and case-insensitively, word by word', async () => {
      const ids = async (payload: Record<string, unknown>) => searchResult.parse((await search(payload)).json()).data.map((q) => q.id);
      expect(await ids({ locale: 'fr', q: 'CARTE de STATIONNEMENT' })).toEqual([questionIds[0]]);
      expect(await ids({ locale: 'fr', q: 'securite sociale' })).toEqual([questionIds[0]]); // in the answer, written with accents
      expect(await ids({ locale: 'fr', q: 'reconnu mutualite' })).toEqual([questionIds[1]]);
      expect(await ids({ locale: 'fr', q: 'qu’est-ce' })).toEqual([questionIds[1]]);
      expect(await ids({ locale: 'fr', q: "qu'est-ce" })).toEqual([questionIds[1]]);
      expect(await ids({ locale: 'nl', q: 'mantelzorger' })).toEqual([questionIds[1]]);
      expect(await ids({ locale: 'fr', q: 'mantelzorger' })).toEqual([]); // only the requested language
      expect(await ids({ locale: 'fr', q: '%' })).toEqual([questionIds[2]]); // "100 %", taken literally
      expect(await ids({ locale: 'fr', q: '_' })).toEqual([]);
      expect(await ids({ locale: 'fr', q: '   ' })).toHaveLength(4);
    });

    it('narrows to a category given by id or by its slug in either language', async () => {
      for (const category of [droits, String(droits), 'droits-et-aides', 'rechten-en-steun']) {
        const body = searchResult.parse((await search({ locale: 'fr', category })).json());
        expect(body.meta.total).toBe(2);
        expect(body.data.every((q) => q.category?.slug === 'droits-et-aides')).toBe(true);
      }
      const combined = searchResult.parse((await search({ locale: 'fr', category: 'le-site', q: 'carte' })).json());
      expect(combined.meta.total).toBe(0);
      const none = searchResult.parse((await search({ locale: 'fr', category: empty })).json());
      expect(none).toEqual({ data: [], meta: { current_page: 1, per_page: 20, total: 0 } });
    });

    it('pages the results', async () => {
      const body = searchResult.parse((await search({ locale: 'fr', page: 2 })).json());
      expect(body).toEqual({ data: [], meta: { current_page: 2, per_page: 20, total: 4 } });
    });

    it('rejects bad input with 422 and field errors', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ locale: 'en' }, 'locale'],
        [{ page: 0 }, 'page'],
        [{ page: 'deux' }, 'page'],
        [{ q: 'x'.repeat(201) }, 'q'],
        [{ q: 42 }, 'q'],
        [{ category: 'Pas Un Slug' }, 'category'],
        [{ category: 0 }, 'category'],
        [{ category: true }, 'category'],
        [{ category: '' }, 'category'],
        [{ category: '0' }, 'category'],
        [{ category: 'inconnue' }, 'category'],
        [{ category: 999_999 }, 'category'],
        [{ category: 99_999_999_999 }, 'category'],
      ];
      for (const [payload, field] of cases) {
        const response = await search(payload);
        expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 422]);
        expect(Object.keys(response.json().errors)).toEqual([field]);
        expect(response.json().status).toBe(422);
      }
    });
  });

  describe('GET /api/faq/questions/:id', () => {
    it('returns one question in the requested locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/faq/questions/${questionIds[2]}?locale=nl` });
      expect(response.statusCode).toBe(200);
      expect(faqQuestionSchema.parse(response.json().data)).toEqual({
        id: questionIds[2],
        question: 'Hoe maak ik een account aan?',
        answer: 'Klik op „Registreren” en volg de stappen (100 % gratis).',
        category: { id: site, slug: 'de-site', titre: 'De site' },
      });
      const fr = await t.app.inject({ method: 'GET', url: `/api/faq/questions/${questionIds[3]}` });
      expect(fr.json().data).toMatchObject({ question: 'Question sans catégorie', category: null });
    });

    it('is 404 for an unknown or malformed id, 422 for an unknown locale', async () => {
      for (const id of ['999999', 'abc', '0', '-1', '99999999999']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/faq/questions/${id}?locale=fr` });
        expect([id, response.statusCode]).toEqual([id, 404]);
        expect(response.json()).toEqual({ message: 'Cette page est introuvable.', status: 404 });
      }
      const badLocale = await t.app.inject({ method: 'GET', url: `/api/faq/questions/${questionIds[0]}?locale=de` });
      expect(badLocale.statusCode).toBe(422);
      expect(Object.keys(badLocale.json().errors)).toEqual(['locale']);
    });
  });

  describe('GET /api/faq/categories', () => {
    it('lists the categories by position with their question counts', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/faq/categories?locale=nl' });
      expect(response.statusCode).toBe(200);
      expect(categoriesResult.parse(response.json()).data).toEqual([
        { id: droits, slug: 'rechten-en-steun', titre: 'Rechten en steun', count: 2 },
        { id: site, slug: 'de-site', titre: 'De site', count: 1 },
        { id: empty, slug: 'leeg', titre: 'Leeg', count: 0 },
      ]);
      const fr = categoriesResult.parse((await t.app.inject({ method: 'GET', url: '/api/faq/categories' })).json());
      expect(fr.data[0]).toMatchObject({ slug: 'droits-et-aides', titre: 'Droits et aides' });
    });

    it('rejects an unknown locale with 422', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/faq/categories?locale=en' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['locale']);
    });
  });

  describe('GET /api/faq/categories/:id', () => {
    it('returns one category in the requested locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/faq/categories/${site}?locale=nl` });
      expect(response.statusCode).toBe(200);
      expect(faqCategorySchema.parse(response.json().data)).toEqual({ id: site, slug: 'de-site', titre: 'De site' });
    });

    it('is 404 for an unknown or malformed id, 422 for an unknown locale', async () => {
      for (const id of ['999999', 'le-site', '1.5']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/faq/categories/${id}` })).statusCode).toBe(404);
      }
      expect((await t.app.inject({ method: 'GET', url: `/api/faq/categories/${site}?locale=xx` })).statusCode).toBe(422);
    });
  });

  describe('GET /api/glossaire/terms', () => {
    it('sorts the terms with the French collator and files them by letter', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/glossaire/terms?locale=fr' });
      expect(response.statusCode).toBe(200);
      const { data } = termsResult.parse(response.json());
      expect(data.map((d) => [d.term, d.letter])).toEqual([
        ['aidant proche', 'A'],
        ['Allocation', 'A'],
        ['Centre', 'C'],
        ['Écoute', 'E'],
        ['Mutualité', 'M'],
      ]);
      expect(data[0]).toEqual({ id: expect.any(Number), term: 'aidant proche', definition: 'Personne qui aide.', letter: 'A' });
    });

    it('answers in Dutch with the Dutch collator', async () => {
      const { data } = termsResult.parse((await t.app.inject({ method: 'GET', url: '/api/glossaire/terms?locale=nl' })).json());
      expect(data.map((d) => [d.term, d.letter])).toEqual([
        ['Ĳkpunt', 'I'],
        ['Luisteren', 'L'],
        ['Mantelzorger', 'M'],
        ['Tegemoetkoming', 'T'],
        ['Ziekenfonds', 'Z'],
      ]);
    });

    it('rejects an unknown locale with 422', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/glossaire/terms?locale=EN' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['locale']);
    });
  });
});
