import type { AnnonceDetail, ManagedAnnonce } from '@sam/contracts';
import { annoncesApi } from './annonces';
import { configureApiClient } from './base';
import { makeStore } from './store';
import { whenIdle } from './testing/when-idle';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const annonce: AnnonceDetail = {
  id: 7,
  slug: 'fauteuil-roulant-namur',
  title: 'Fauteuil roulant – Namur',
  locale: 'fr',
  excerpt: 'Fauteuil roulant pliable.',
  price_cents: 15_000,
  commune: { id: '92094', name: 'Namur' },
  published_at: '2026-09-20T10:00:00.000Z',
  expires_at: null,
  category: { id: 1, slug: 'materiel-medical', title: 'Matériel médical' },
  body: 'Fauteuil roulant pliable.',
  contact_email: 'marie@example.be',
  phone: null,
  prestataire: null,
  bookmarked: false,
  updated_at: '2026-09-20T10:00:00.000Z',
};

type Handler = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let bodies: Record<string, unknown>;

beforeEach(() => {
  routes = {};
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

describe('annoncesApi', () => {
  it('searches with the filters in the body and unwraps the detail', async () => {
    routes['GET /sanctum/csrf-cookie'] = () => new Response(null, { status: 204 });
    routes['POST /api/annonces/search'] = () => json({ data: [annonce], meta: { current_page: 1, per_page: 30, total: 1 } });
    routes[`GET /api/annonces/${annonce.slug}`] = () => json({ data: annonce });
    const store = makeStore();
    const list = await store.dispatch(annoncesApi.endpoints.searchAnnonces.initiate({ locale: 'fr', category: 'materiel-medical', q: 'fauteuil' }));
    expect(list.data?.meta.total).toBe(1);
    expect(bodies['POST /api/annonces/search']).toEqual({ locale: 'fr', category: 'materiel-medical', q: 'fauteuil' });
    const detail = await store.dispatch(annoncesApi.endpoints.getAnnonce.initiate({ slug: annonce.slug, locale: 'fr' }));
    expect(detail.data).toEqual(annonce);
  });

  it('lists the user’s ads with mine, and refetches the list after each write', async () => {
    const managed: ManagedAnnonce = {
      ...annonce,
      category_id: 1,
      commune_id: '92094',
      status: 'draft',
      prestataire: null,
      created_at: annonce.updated_at,
      visible: false,
    };
    let listed = 0;
    routes['GET /sanctum/csrf-cookie'] = () => new Response(null, { status: 204 });
    routes['POST /api/annonces/search'] = () => {
      listed += 1;
      return json({ data: [managed], meta: { current_page: 1, per_page: 30, total: 1 } });
    };
    routes[`GET /api/annonces/${annonce.slug}`] = (request) =>
      new URL(request.url).searchParams.get('edit') === '1' ? json({ data: managed }) : json({ message: 'Not found', status: 404 }, 404);
    let sent: unknown;
    routes[`PUT /api/annonces/${annonce.id}`] = async (request) => {
      sent = await request.json();
      return json({ data: { ...managed, status: 'published' } });
    };
    routes[`DELETE /api/annonces/${annonce.id}`] = () => new Response(null, { status: 204 });
    const store = makeStore();
    const list = store.dispatch(annoncesApi.endpoints.listMyAnnonces.initiate({ locale: 'fr', page: 1 }));
    await list;
    expect(bodies['POST /api/annonces/search']).toEqual({ locale: 'fr', page: 1, mine: true });
    expect((await store.dispatch(annoncesApi.endpoints.getAnnonceForEditing.initiate(annonce.slug))).data).toEqual(managed);

    const body = {
      title: managed.title,
      body: managed.body,
      locale: 'fr' as const,
      category_id: 1,
      contact_email: managed.contact_email,
      price: 150,
      commune_id: '92094',
      expires_at: '2026-10-20',
      status: 'published' as const,
    };
    const updated = await store.dispatch(annoncesApi.endpoints.updateAnnonce.initiate({ id: annonce.id, annonce: body }));
    expect(updated.data?.status).toBe('published');
    expect(sent).toEqual(body);
    await whenIdle(store);
    expect(listed).toBe(2);
    await store.dispatch(annoncesApi.endpoints.deleteAnnonce.initiate(annonce.id));
    await whenIdle(store);
    expect(listed).toBe(3);
    list.unsubscribe();
  });
});
