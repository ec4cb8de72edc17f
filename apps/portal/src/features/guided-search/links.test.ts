import { NEED_SEARCH_PARAM, needSearchHref } from './links';

describe('needSearchHref', () => {
  it('leads to the search page of the locale with the need path encoded', () => {
    expect(needSearchHref('fr', 'Me soigner > Soins palliatifs')).toBe('/fr/recherche?besoin=Me%20soigner%20%3E%20Soins%20palliatifs');
    expect(needSearchHref('nl', 'Verzorgd worden')).toBe('/nl/zoeken?besoin=Verzorgd%20worden');
  });

  it('round-trips through URLSearchParams, apostrophes and accents included', () => {
    const path = 'Aider un proche > Répit pour l’aidant & sa famille';
    const url = new URL(needSearchHref('fr', path), 'https://sam.example');
    expect(url.searchParams.get(NEED_SEARCH_PARAM)).toBe(path);
    expect([...url.searchParams.keys()]).toEqual(['besoin']);
  });
});
