import { createRouteRouter, type LocationLike } from './route-router';

function setup(search = '?q=kine') {
  const navigated: string[] = [];
  let listener: ((location: LocationLike) => void) | undefined;
  const router = createRouteRouter({
    initial: { pathname: '/fr/recherche', search },
    navigate: (href) => navigated.push(href),
    subscribe: (l) => {
      listener = l;
      return () => (listener = undefined);
    },
    writeDelay: 400,
  });
  const updates: unknown[] = [];
  router.onUpdate((route) => updates.push(route));
  return { router, navigated, updates, move: (location: LocationLike) => listener?.(location), subscribed: () => Boolean(listener) };
}

describe('InstantSearch router on React Router', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the address and builds links with readable parameters', () => {
    const { router } = setup('?commune=Ixelles&q=kine');
    expect(router.read()).toEqual({ q: 'kine', commune: ['Ixelles'] });
    expect(router.createURL({ q: 'kiné', page: 2 })).toBe('/fr/recherche?q=kin%C3%A9&page=2');
  });

  it('pushes one address per pause in typing, none when nothing changed', () => {
    const { router, navigated } = setup();
    router.write({ q: 'kine' });
    jest.advanceTimersByTime(500);
    expect(navigated).toEqual([]);
    router.write({ q: 'k' });
    router.write({ q: 'ki' });
    router.write({ q: 'kin' });
    jest.advanceTimersByTime(399);
    expect(navigated).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(navigated).toEqual(['/fr/recherche?q=kin']);
  });

  it('ignores its own navigations and hands back/forward to InstantSearch', () => {
    const { router, navigated, updates, move } = setup();
    router.write({ q: 'kine', tarif: ['gratuit'] });
    jest.advanceTimersByTime(400);
    expect(navigated).toEqual(['/fr/recherche?q=kine&tarif=gratuit']);
    move({ pathname: '/fr/recherche', search: '?q=kine&tarif=gratuit' });
    expect(updates).toEqual([]);
    move({ pathname: '/fr/recherche', search: '?q=kine' });
    expect(updates).toEqual([{ q: 'kine' }]);
    expect(router.read()).toEqual({ q: 'kine' });
  });

  it('drops a pending write when the visitor goes back first', () => {
    const { router, navigated, updates, move } = setup();
    router.write({ q: 'kines' });
    move({ pathname: '/fr/recherche', search: '' });
    jest.advanceTimersByTime(1000);
    expect(navigated).toEqual([]);
    expect(updates).toEqual([{}]);
  });

  it('unsubscribes on dispose', () => {
    const { router, subscribed } = setup();
    expect(subscribed()).toBe(true);
    router.dispose();
    expect(subscribed()).toBe(false);
  });

  it('writes nothing once disposed (the language switch mounts a new search)', () => {
    const { router, navigated } = setup();
    router.write({ q: 'kine', tarif: ['gratuit'] });
    router.dispose();
    router.write({});
    jest.advanceTimersByTime(1000);
    expect(navigated).toEqual([]);
  });
});
