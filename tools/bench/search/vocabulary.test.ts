import { buildVocabulary, isolatedWords, tokenize } from './vocabulary';

describe('tokenize', () => {
  it('splits where the engine does, keeping the spelling (lower case, accents kept)', () => {
    expect(tokenize('L’équipe de Sint-Anna, 1000 Bruxelles')).toEqual(['l', 'équipe', 'de', 'sint', 'anna', '1000', 'bruxelles']);
    expect(tokenize('Cœur (24h/24)')).toEqual(['cœur', '24h', '24']);
  });
});

describe('isolatedWords', () => {
  const vocabulary = buildVocabulary([
    { text: 'Accueil chaleureux à domicile', records: 50 },
    { text: 'Accueil et domiciles partagés; équipe mobile', records: 40 },
    { text: 'Equipe mobile de garde', records: 30 },
    { text: 'Revalidation intensive', records: 20 },
    { text: 'Revalidations et garde', records: 10 },
  ]);

  it('counts records per folded word, once per text', () => {
    expect(vocabulary.get('accueil')).toEqual({ forms: new Set(['accueil']), records: 90 });
    expect(vocabulary.get('equipe')?.forms).toEqual(new Set(['équipe', 'equipe']));
  });

  it('keeps frequent words without spelling variants, prefixes, typos or shared stems', () => {
    const words = isolatedWords(vocabulary, { minLength: 5 });
    expect(words).toContain('accueil'); // 90 records, alone
    expect(words).toContain('chaleureux');
    expect(words).not.toContain('domicile'); // domiciles: a plural, a prefix and one typo away
    expect(words).not.toContain('equipe'); // two spellings: the SQL lanes would need both
    expect(words).not.toContain('revalidation'); // revalidations
    expect(words).toContain('partagés'); // queried as written: the SQL lanes do not fold accents
    expect(words.slice(0, 2)).toEqual(['accueil', 'mobile']); // most frequent first
  });

  it('never picks words of the other attributes, and avoids their neighbours', () => {
    const words = isolatedWords(vocabulary, { elsewhere: new Set(['accueil', 'chaleureuse']) });
    expect(words).not.toContain('accueil');
    expect(words).not.toContain('chaleureux'); // two typos from 'chaleureuse', and 10 letters allow two
  });
});
