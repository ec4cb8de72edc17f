import type { Place, User } from '@sam/contracts';

type Listing = User['prestataires'][number];

export function listing(overrides: Partial<Listing> = {}): Listing {
  return { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc', network_consent: false, validated: true, parents: [], childrens: [], ...overrides };
}

/** The signed-in account's own fields, which GET /api/user and GET /api/users/{id} both start with. */
export function signedInAccount(): Pick<User, 'id' | 'name' | 'email' | 'locale' | 'email_verified_at' | 'roles'> {
  return { id: 1, name: 'Anne Dupont', email: 'user@sam.example', locale: 'fr', email_verified_at: '2026-01-01T00:00:00.000Z', roles: ['user'] };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    ...signedInAccount(),
    profile: null,
    prestataires: [],
    bookmarks: [],
    search_bookmark_token: '0123456789abcdef',
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

/** A JSON answer of the stubbed API. */
export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One call the page made: method, path and parsed JSON body (if any). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs global fetch with a small API: GET /api/user answers `current`, /sanctum/csrf-cookie 204,
 * `routes` ('METHOD /path' → handler) the rest; anything else 404. `calls` records every request.
 */
export function stubApiRoutes(current: User | null, routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: ApiCall = { method: request.method, path: pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const handler = routes[`${request.method} ${pathname}`];
    if (handler) return handler(call);
    if (pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    if (pathname === '/api/user' && request.method === 'GET') return current ? json(current) : json({ message: 'Unauthenticated.', status: 401 }, 401);
    return json({ message: 'Not found', status: 404 }, 404);
  });
  globalThis.fetch = fetchStub as typeof fetch;
  return { fetchStub, calls };
}

/** A 422 as the API answers it (already translated, spec §8). */
export const unprocessable = (errors: Record<string, string[]>, message = 'Certaines informations ne sont pas valides.') =>
  json({ message, status: 422, errors }, 422);

/** The API's refusals, as it words them. */
export const forbidden = () => json({ message: 'Vous n’avez pas le droit d’effectuer cette action.', status: 403 }, 403);
export const notFound = () => json({ message: 'Cette page est introuvable.', status: 404 }, 404);

/** A page of a list as the API answers it, 30 items a page. */
export const listPage = (data: unknown[], { page = 1, total = data.length } = {}) => json({ data, meta: { current_page: page, per_page: 30, total } });

const commune = (id: number, ref_id: string, name: string): Place => ({ id, type: 'commune', ref_id, name, name_fr: name, name_nl: name });

/** The communes the event and ad forms offer. */
export const communeRoutes = {
  'GET /api/places': () => json({ data: [commune(1, '21004', 'Bruxelles'), commune(2, '21009', 'Ixelles')] }),
};
