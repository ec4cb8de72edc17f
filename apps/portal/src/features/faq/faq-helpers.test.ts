import type { GlossaryTerm } from '@sam/contracts';
import { faqHref, faqJsonLd, groupByLetter, jsonForScript, letterAnchor, paragraphsOf, questionIdFromHash, readFaqFilters } from './faq-helpers';

describe('FAQ helpers', () => {
  it('builds shareable FAQ URLs in each language', () => {
    expect(faqHref('fr')).toBe('/fr/faq');
    expect(faqHref('nl', { category: 'mantelzorgers' })).toBe('/nl/faq?categorie=mantelzorgers');
    expect(faqHref('fr', { category: 'aidants-proches', q: ' carte  ' })).toBe('/fr/faq?categorie=aidants-proches&q=carte');
    expect(faqHref('fr', { q: 'l’été & co' })).toBe('/fr/faq?q=l%E2%80%99%C3%A9t%C3%A9+%26+co');
    expect(faqHref('nl', { question: 12 })).toBe('/nl/faq?question=12#question-12');
  });

  it('reads filters from a URL, dropping what is malformed', () => {
    expect(readFaqFilters(new URL('http://x/fr/faq?categorie=aidants-proches&q=%20carte%20%20de%20stationnement%20&question=7'))).toEqual({
      category: 'aidants-proches',
      q: 'carte de stationnement',
      question: 7,
    });
    expect(readFaqFilters(new URL('http://x/fr/faq?categorie=&question=abc'))).toEqual({ category: null, q: '', question: null });
    expect(readFaqFilters(new URL('http://x/fr/faq?question=0')).question).toBeNull();
    expect(readFaqFilters(new URL(`http://x/fr/faq?q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('reads the question id of a deep link hash', () => {
    expect(questionIdFromHash('#question-42')).toBe(42);
    expect(questionIdFromHash('question-42')).toBe(42);
    expect(questionIdFromHash('#question-')).toBeNull();
    expect(questionIdFromHash('#letter-A')).toBeNull();
    expect(questionIdFromHash('')).toBeNull();
  });

  it('splits answers into paragraphs', () => {
    expect(paragraphsOf('Un.\n\nDeux\nsuite.\n \nTrois. ')).toEqual(['Un.', 'Deux\nsuite.', 'Trois.']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('describes the page as a schema.org FAQPage', () => {
    expect(faqJsonLd([{ question: 'Q ?', answer: 'R.' }], 'nl')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'nl-BE',
      mainEntity: [{ '@type': 'Question', name: 'Q ?', acceptedAnswer: { '@type': 'Answer', text: 'R.' } }],
    });
  });

  it('serialises JSON that cannot escape its script element', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script> & \u2028' });
  });

  it('groups glossary terms by letter, A–Z then the rest, keeping their order', () => {
    const term = (id: number, t: string, letter: string): GlossaryTerm => ({ id, term: t, definition: 'd', letter });
    const groups = groupByLetter([term(1, '112', '#'), term(2, 'Aidant', 'A'), term(3, 'Allocation', 'A'), term(4, 'Écoute', 'E')]);
    expect(groups.map((g) => [g.letter, g.terms.map((t) => t.id)])).toEqual([
      ['A', [2, 3]],
      ['E', [4]],
      ['#', [1]],
    ]);
    expect(letterAnchor('A')).toBe('letter-A');
    expect(letterAnchor('#')).toBe('letter-other');
  });
});
