import { fold, stemKeys, tokens, words } from './words';

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
