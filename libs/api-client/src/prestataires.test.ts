import type { Prestataire } from '@sam/contracts';
import { configureApiClient } from './base';
import { prestatairesApi } from './prestataires';
import { makeStore } from './store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Only what the bookmark mutation reads and patches; the rest of the listing does not matter here.
const listing = { id: 3, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc', bookmarked: false } as Prestataire;

type Handler = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let bodies: Record<string, unknown>;

beforeEach(() => {
  routes = { 'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }) };
  bodies = {};
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (request.method === 'POST') bodies[key] = await request.clone().json().catch(() => null);
    const handler = routes[key];
    return handler ? handler(request) : json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

describe('prestatairesApi bookmark', () => {
  it('posts the wanted state by slug, patches the cached listing and undoes the patch on failure', async () => {
    routes[`GET /api/prestataires/${listing.slug}`] = () => json({ data: listing });
    const store = makeStore();
    await store.dispatch(prestatairesApi.endpoints.getPrestataire.initiate({ slug: listing.slug, locale: 'nl' }));
    const cached = () => prestatairesApi.endpoints.getPrestataire.select({ slug: listing.slug, locale: 'nl' })(store.getState()).data!;

    const key = `POST /api/prestataires/${listing.slug}/bookmark`;
    routes[key] = () => json({ bookmarked: true });
    const saved = await store.dispatch(prestatairesApi.endpoints.setPrestataireBookmark.initiate({ slug: listing.slug, locale: 'nl', bookmarked: true }));
    expect(saved.data).toEqual({ bookmarked: true });
    expect(bodies[key]).toEqual({ bookmarked: true });
    expect(cached().bookmarked).toBe(true);

    routes[key] = () => json({ message: 'Vous devez être connecté.', status: 401 }, 401);
    const failed = await store.dispatch(prestatairesApi.endpoints.setPrestataireBookmark.initiate({ slug: listing.slug, locale: 'nl', bookmarked: false }));
    expect(failed.error).toMatchObject({ status: 401 });
    expect(cached().bookmarked).toBe(true);
  });
});
