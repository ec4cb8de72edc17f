import type { EventDetail } from '@sam/contracts';
import { configureApiClient } from './base';
import { eventsApi } from './events';
import { makeStore } from './store';
import { waitFor } from '@testing-library/react';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const event: EventDetail = {
  id: 7,
  slug: 'groupe-de-parole-namur',
  title: 'Groupe de parole – Namur',
  locale: 'fr',
  place: 'Centre de jour Les Tilleuls',
  commune: { id: '92094', name: 'Namur' },
  starts_at: '2026-12-03T18:30:00.000Z',
  ends_at: '2026-12-03T20:30:00.000Z',
  category: { id: 3, slug: 'groupe-de-parole', title: 'Groupe de parole' },
  description: 'Un espace pour les aidants proches.',
  contact_person: 'Marie Dupont',
  website: null,
  organiser: null,
  subscribers: 2,
  subscribed: false,
  bookmarked: false,
  updated_at: '2026-10-01T08:00:00.000Z',
};

type Handler = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let bodies: Record<string, unknown>;
let release: (() => void) | null;

beforeEach(() => {
  routes = {};
  bodies = {};
  release = null;
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

/** A response held back until `release()`, to look at the cache in between. */
const held = (response: () => Response): Handler => () =>
  new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });

async function storeWithEvent() {
  routes['GET /sanctum/csrf-cookie'] = () => new Response(null, { status: 204 });
  routes[`GET /api/events/${event.slug}`] = () => json({ data: event });
  const store = makeStore();
  const query = store.dispatch(eventsApi.endpoints.getEvent.initiate({ slug: event.slug, locale: 'fr' }));
  await query;
  const cached = () => eventsApi.endpoints.getEvent.select({ slug: event.slug, locale: 'fr' })(store.getState()).data!;
  return { store, cached };
}

/** Waits (testing-library's limit, set for loaded CI machines) until `check` holds. */
const waitUntil = (check: () => boolean) => waitFor(() => expect(check()).toBe(true));

describe('events slice', () => {
  it('flips the subscription at once, then keeps the server answer', async () => {
    const { store, cached } = await storeWithEvent();
    routes[`POST /api/events/${event.slug}/subscribe`] = held(() => json({ subscribed: true, subscribers: 5 }));
    const pending = store.dispatch(eventsApi.endpoints.toggleEventSubscription.initiate({ slug: event.slug, locale: 'fr' }));
    expect(cached()).toMatchObject({ subscribed: true, subscribers: 3 });
    await waitUntil(() => release !== null);
    release!();
    await pending;
    expect(cached()).toMatchObject({ subscribed: true, subscribers: 5 });
  });

  it('undoes the optimistic subscription when the call fails', async () => {
    const { store, cached } = await storeWithEvent();
    routes[`POST /api/events/${event.slug}/subscribe`] = () => json({ message: 'Erreur', status: 500 }, 500);
    const result = await store.dispatch(eventsApi.endpoints.toggleEventSubscription.initiate({ slug: event.slug, locale: 'fr' }));
    expect(result.error).toMatchObject({ status: 500 });
    expect(cached()).toMatchObject({ subscribed: false, subscribers: 2 });
  });
});

describe('the dashboard’s own events', () => {
  const own = (title: string) => ({ ...event, title, status: 'draft' as const });
  const editable = { id: 7, slug: event.slug, status: 'published', title: 'Groupe de parole', description: 'Texte', locale: 'fr', category_id: 3, prestataire: null, place: null, commune_id: null, starts_at: event.starts_at, ends_at: null, contact_person: null, website: null, updated_at: event.updated_at };
  const write = { title: 'Groupe de parole', description: 'Texte', locale: 'fr' as const, category_id: 3, prestataire_id: null, place: null, commune_id: null, starts_at: event.starts_at, ends_at: null, contact_person: null, website: null, status: 'published' as const };

  it('asks for mine, and every write loads the list and the edited event again', async () => {
    let titles = ['Avant'];
    let listCalls = 0;
    let editCalls = 0;
    routes['GET /sanctum/csrf-cookie'] = () => new Response(null, { status: 204 });
    routes['POST /api/events/search'] = () => {
      listCalls += 1;
      return json({ data: titles.map(own), meta: { current_page: 1, per_page: 30, total: titles.length } });
    };
    routes[`GET /api/events/${event.slug}`] = (request) => {
      expect(new URL(request.url).searchParams.get('edit')).toBe('1');
      editCalls += 1;
      return json({ data: editable });
    };
    routes['POST /api/events'] = (request) => {
      expect(request.headers.get('X-XSRF-TOKEN')).toBe('tok');
      return json({ data: editable }, 201);
    };
    routes[`PUT /api/events/${event.slug}`] = () => json({ data: editable });
    routes[`DELETE /api/events/${event.slug}`] = () => new Response(null, { status: 204 });

    const store = makeStore();
    const list = store.dispatch(eventsApi.endpoints.listMyEvents.initiate({ locale: 'fr', page: 1 }));
    const form = store.dispatch(eventsApi.endpoints.getEventForEditing.initiate(event.slug));
    await list;
    await form;
    expect(bodies['POST /api/events/search']).toEqual({ locale: 'fr', page: 1, mine: true });
    const listed = () => eventsApi.endpoints.listMyEvents.select({ locale: 'fr', page: 1 })(store.getState()).data?.data.map((e) => e.title);
    expect(listed()).toEqual(['Avant']);

    titles = ['Avant', 'Nouveau'];
    await store.dispatch(eventsApi.endpoints.createEvent.initiate(write));
    expect(bodies['POST /api/events']).toEqual(write);
    await waitUntil(() => listCalls === 2);
    await waitUntil(() => listed()?.length === 2);
    expect(listed()).toEqual(['Avant', 'Nouveau']);

    await store.dispatch(eventsApi.endpoints.updateEvent.initiate({ slug: event.slug, event: write }));
    await waitUntil(() => listCalls === 3 && editCalls === 2);
    expect([listCalls, editCalls]).toEqual([3, 2]);

    titles = ['Avant'];
    await store.dispatch(eventsApi.endpoints.deleteEvent.initiate(event.slug));
    await waitUntil(() => listed()?.length === 1);
    expect(listCalls).toBe(4);
    list.unsubscribe();
    form.unsubscribe();
  });
});
