import { createStateMapping, formatSearchQuery, parseSearchQuery, ROOT_INDEX_ID, translateRouteState, type SearchRouteState } from './url-state';

const translate = (level: string, name: string) => (level === 'commune' && name === 'Elsene' ? 'Ixelles' : name);

describe('search URL ↔ route state', () => {
  it('reads the readable parameters and writes them back in a fixed order', () => {
    const query =
      'q=kin%C3%A9&besoin=Soins+%3E+Kin%C3%A9sith%C3%A9rapie&commune=Ixelles&commune=Anderlecht&tarif=gratuit&favoris=1&carte=1&zone=communes:21009&adresse=1050+Ixelles&page=2';
    const state = parseSearchQuery(query);
    expect(state).toEqual({
      q: 'kiné',
      besoin: 'Soins > Kinésithérapie',
      commune: ['Ixelles', 'Anderlecht'],
      tarif: ['gratuit'],
      favoris: true,
      carte: true,
      zone: 'communes:21009',
      adresse: '1050 Ixelles',
      page: 2,
    });
    // Lists sorted, ':' kept readable, spaces as '+'.
    expect(formatSearchQuery(state)).toBe(
      'q=kin%C3%A9&besoin=Soins+%3E+Kin%C3%A9sith%C3%A9rapie&commune=Anderlecht&commune=Ixelles&tarif=gratuit&favoris=1&carte=1&zone=communes:21009&adresse=1050+Ixelles&page=2',
    );
    expect(parseSearchQuery(formatSearchQuery(state))).toEqual({ ...state, commune: ['Anderlecht', 'Ixelles'] });
  });

  it('drops what it cannot use: page 1, bad pages, unknown layers, a polygon beside a zone, empty values', () => {
    expect(parseSearchQuery('page=1&q=+&zone=planets:1&commune=&favoris=yes')).toEqual({});
    expect(parseSearchQuery('page=-3')).toEqual({});
    expect(parseSearchQuery('page=2.5')).toEqual({});
    expect(parseSearchQuery('zone=communes:21004&polygone=50.8,4.3,50.9,4.3,50.9,4.4')).toEqual({ zone: 'communes:21004' });
    expect(parseSearchQuery('polygone=50.8,4.3,50.9,4.3,50.9,4.4')).toEqual({ polygone: '50.8,4.3,50.9,4.3,50.9,4.4' });
    expect(parseSearchQuery('polygone=50.8,4.3,50.9')).toEqual({});
  });
});

describe('InstantSearch state mapping', () => {
  const directory = createStateMapping({ locale: 'fr', indexName: 'prestataire_addresses_index', translateArea: translate, bookmarkToken: 'tok' });

  it('maps the directory refinements to their URL keys and back', () => {
    const uiState = {
      [ROOT_INDEX_ID]: { query: 'aide' },
      prestataire_addresses_index: {
        page: 3,
        hierarchicalMenu: { 'navbesoinsfr.lvl0': ['Se soigner', 'Médecin généraliste'] },
        refinementList: {
          'sectors.titre.fr': ['Santé'],
          'provinces.province': ['Région de Bruxelles-Capitale'],
          'communes.commune': ['Ixelles'],
          tarif: ['gratuit', 'conventionne'],
          accessibility: ['step_free_entrance'],
          'sources.association': ['SAM'],
          'sources.country': ['BE'],
          type: ['association'],
          category_fr: ['Maison médicale'],
        },
        bookmarks: true,
        map: { show: true, zone: 'communes:21009', address: '1050' },
      },
    };
    const route = directory.stateToRoute(uiState);
    expect(route).toEqual({
      q: 'aide',
      page: 3,
      besoin: 'Se soigner > Médecin généraliste',
      secteur: ['Santé'],
      province: ['Région de Bruxelles-Capitale'],
      commune: ['Ixelles'],
      tarif: ['gratuit', 'conventionne'],
      acces: ['step_free_entrance'],
      association: ['SAM'],
      pays: ['BE'],
      type: ['association'],
      categorie: ['Maison médicale'],
      favoris: true,
      carte: true,
      zone: 'communes:21009',
      adresse: '1050',
    });
    expect(directory.routeToState(route)).toEqual(uiState);
  });

  it('accepts a link from the guided search (?besoin=Parent or Parent > Child) and ?q=', () => {
    expect(directory.routeToState(parseSearchQuery('besoin=Se+soigner'))).toEqual({
      [ROOT_INDEX_ID]: {},
      prestataire_addresses_index: { hierarchicalMenu: { 'navbesoinsfr.lvl0': ['Se soigner'] } },
    });
    expect(directory.routeToState(parseSearchQuery('q=repit'))).toEqual({ [ROOT_INDEX_ID]: { query: 'repit' } });
  });

  it('writes area names in the page locale whichever locale the link used', () => {
    expect(directory.routeToState({ commune: ['Elsene', 'Ixelles'] })).toEqual({
      [ROOT_INDEX_ID]: {},
      prestataire_addresses_index: { refinementList: { 'communes.commune': ['Ixelles'] } },
    });
  });

  it('keeps the agenda tab on past events (?passes=1) only on the agenda', () => {
    const agenda = createStateMapping({ locale: 'fr', indexName: 'events' });
    const uiState = { [ROOT_INDEX_ID]: { query: 'aidants' }, events: { pastEvents: true, page: 2 } };
    expect(formatSearchQuery(agenda.stateToRoute(uiState))).toBe('q=aidants&passes=1&page=2');
    expect(agenda.routeToState(parseSearchQuery('q=aidants&passes=1&page=2'))).toEqual(uiState);
    expect(directory.routeToState(parseSearchQuery('passes=1'))).toEqual({ [ROOT_INDEX_ID]: {} });
  });

  it('ignores the bookmarks filter without a bookmark token (logged out)', () => {
    const anonymous = createStateMapping({ locale: 'nl', indexName: 'prestataire_addresses_index' });
    expect(anonymous.routeToState({ favoris: true })).toEqual({ [ROOT_INDEX_ID]: {} });
  });

  it('uses the Dutch attributes on a Dutch page with the same keys', () => {
    const nl = createStateMapping({ locale: 'nl', indexName: 'prestataire_addresses_index' });
    const route: SearchRouteState = { besoin: 'Verzorging > Huisarts', secteur: ['Gezondheid'], categorie: ['Wijkgezondheidscentrum'] };
    expect(nl.routeToState(route)).toEqual({
      [ROOT_INDEX_ID]: {},
      prestataire_addresses_index: {
        hierarchicalMenu: { 'navbesoinsnl.lvl0': ['Verzorging', 'Huisarts'] },
        refinementList: { 'sectors.titre.nl': ['Gezondheid'], category_nl: ['Wijkgezondheidscentrum'] },
      },
    });
  });

  it('gives the content tabs their own keys (category and language) and no map', () => {
    const events = createStateMapping({ locale: 'fr', indexName: 'events' });
    const uiState = { [ROOT_INDEX_ID]: { query: 'répit' }, events: { page: 2, refinementList: { category_fr: ['Conférence'], language: ['nl'] } } };
    expect(events.stateToRoute(uiState)).toEqual({ q: 'répit', page: 2, categorie: ['Conférence'], langue: ['nl'] });
    expect(events.routeToState(events.stateToRoute(uiState))).toEqual(uiState);
    expect(events.routeToState({ zone: 'communes:21004', commune: ['Ixelles'] })).toEqual({ [ROOT_INDEX_ID]: {} });
  });
});

describe('the same search in the other locale', () => {
  const dictionary = {
    besoin: [
      { fr: 'Logement', nl: 'Huisvesting' },
      { fr: 'Logement > Maison de repos', nl: 'Huisvesting > Rusthuis' },
    ],
    secteur: [{ fr: 'Santé', nl: 'Gezondheid' }],
    categorie: [{ fr: 'Conférence', nl: 'Lezing' }],
  };

  it('names needs, sectors and categories in the target locale and keeps the rest', () => {
    const route = parseSearchQuery('q=kine&besoin=Logement+>+Maison+de+repos&secteur=Santé&categorie=Conférence&commune=Ixelles&carte=1');
    expect(translateRouteState(route, 'nl', dictionary)).toEqual({
      ...route,
      besoin: 'Huisvesting > Rusthuis',
      secteur: ['Gezondheid'],
      categorie: ['Lezing'],
    });
  });

  it('leaves values already in the target locale, and unknown ones, as they are', () => {
    const route: SearchRouteState = { besoin: 'Huisvesting', secteur: ['Gezondheid', 'Onbekend'] };
    expect(translateRouteState(route, 'nl', dictionary)).toEqual(route);
    expect(translateRouteState({ secteur: ['Gezondheid'] }, 'fr', dictionary)).toEqual({ secteur: ['Santé'] });
  });
});
