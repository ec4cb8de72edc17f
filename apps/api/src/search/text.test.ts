import { allowedTypos, editDistance, fold, stemKeys, tokens, Vocabulary, words } from './text';

describe('folding and words', () => {
  it('folds case, accents and ligatures', () => {
    expect(fold('Médicale')).toBe('medicale');
    expect(fold('KINÉSITHÉRAPIE')).toBe('kinesitherapie');
    expect(fold('Œuvre')).toBe('oeuvre');
    expect(fold('Patiëntenvereniging')).toBe('patientenvereniging');
  });

  it('splits on anything but letters and digits, keeping offsets', () => {
    expect(words("L'équipe d’aide — soins à domicile (24h/24)")).toEqual(['l', 'equipe', 'd', 'aide', 'soins', 'a', 'domicile', '24h', '24']);
    expect(tokens('Rue Haute 152')).toEqual([
      { start: 0, end: 3, folded: 'rue' },
      { start: 4, end: 9, folded: 'haute' },
      { start: 10, end: 13, folded: '152' },
    ]);
  });

  it('stems in French and in Dutch; numbers stay whole', () => {
    expect(stemKeys('soins')).toEqual(stemKeys('soin'));
    expect(stemKeys('verpleegkundigen')[1]).toBe(stemKeys('verpleegkundige')[1]);
    expect(stemKeys('1000')).toEqual(['=1000']);
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('medicale', 'medicale', 2)).toBe(0);
    expect(editDistance('medicael', 'medicale', 2)).toBe(1);
    expect(editDistance('medcale', 'medicale', 2)).toBe(1);
    expect(editDistance('medicole', 'medicale', 2)).toBe(1);
    expect(editDistance('mdicole', 'medicale', 2)).toBe(2);
    expect(editDistance('hopital', 'medicale', 2)).toBe(3); // stops past the bound
  });

  it('allows typos by word length like Algolia, none on numbers', () => {
    const options = { enabled: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };
    expect(allowedTypos('soin', options)).toBe(1);
    expect(allowedTypos('aid', options)).toBe(0);
    expect(allowedTypos('medicale', options)).toBe(2);
    expect(allowedTypos('12345678', options)).toBe(0);
    expect(allowedTypos('medicale', { ...options, enabled: false })).toBe(0);
  });
});

describe('vocabulary', () => {
  const vocabulary = new Vocabulary();
  for (const word of ['medicale', 'medical', 'medecin', 'maison', 'maisons', 'pale', 'palle', 'soins', 'soin', 'verpleegkundigen', 'verpleegkundige', 'kinesitherapie']) vocabulary.intern(word);
  const named = (ids: number[]) => ids.map((id) => vocabulary.words[id]).sort();

  it('matches a word and the words sharing its stem, without merging distinct words', () => {
    expect(named(vocabulary.exact('maisons'))).toEqual(['maison', 'maisons']);
    expect(named(vocabulary.exact('soin'))).toEqual(['soin', 'soins']);
    expect(named(vocabulary.exact('verpleegkundigen'))).toEqual(['verpleegkundige', 'verpleegkundigen']);
    expect(named(vocabulary.exact('pale'))).toEqual(['pale']); // FlexSearch's default charset encodes 'palle' as 'pale' too
  });

  it('expands prefixes', () => {
    expect(named(vocabulary.prefixed('med'))).toEqual(['medecin', 'medical', 'medicale']);
    expect(named(vocabulary.prefixed('kin'))).toEqual(['kinesitherapie']);
  });

  it('finds words one or two typos away', () => {
    expect(vocabulary.typos('medicael', 1).map((m) => vocabulary.words[m.id]).sort()).toEqual(['medical', 'medicale']);
    expect(vocabulary.typos('kinesiterapie', 1)).toEqual([{ id: vocabulary.idOf('kinesitherapie'), typos: 1 }]);
    expect(vocabulary.typos('kinesitarapie', 2)).toEqual([{ id: vocabulary.idOf('kinesitherapie'), typos: 2 }]);
    expect(vocabulary.typos('maisom', 0)).toEqual([]);
  });
});
