import type { User } from '@sam/contracts';

type Listing = User['prestataires'][number];

export function listing(overrides: Partial<Listing> = {}): Listing {
  return { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc', network_consent: false, validated: true, parents: [], childrens: [], ...overrides };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Anne Dupont',
    email: 'user@sam.example',
    locale: 'fr',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    roles: ['user'],
    profile: null,
    prestataires: [],
    bookmarks: [],
    ...overrides,
  };
}

/** Stubs global fetch: GET /api/user answers `current` (null: 401), any other call 404. */
export function stubApi(current: User | null | 'error') {
  const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchStub = jest.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL((input as Request).url);
    if (pathname === '/api/user') {
      if (current === 'error') return json({ message: 'Server Error', status: 500 }, 500);
      return current ? json(current, 200) : json({ message: 'Unauthenticated.', status: 401 }, 401);
    }
    return json({ message: 'Not found', status: 404 }, 404);
  });
  globalThis.fetch = fetchStub as typeof fetch;
  return fetchStub;
}
