import type { BookmarkType, User } from '@sam/contracts';
import { configureApiClient } from './base';
import { bookmarksApi } from './bookmarks';
import { sessionApi } from './session';
import { makeStore } from './store';
import { whenIdle } from './testing/when-idle';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let posted: { key: string; body: unknown }[];

beforeEach(() => {
  routes = { 'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }) };
  posted = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (request.method === 'POST') posted.push({ key, body: await request.clone().json() });
    const handler = routes[key];
    return handler ? handler(request) : json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

describe('setBookmark', () => {
  it('posts the wanted state to the path of each type of item', async () => {
    const store = makeStore();
    const calls: [BookmarkType, string | number, string][] = [
      ['prestataire', 'maison-medicale-du-parc', '/api/prestataires/maison-medicale-du-parc/bookmark'],
      ['event', 'groupe-de-parole-namur', '/api/events/groupe-de-parole-namur/bookmark'],
      ['annonce', 7, '/api/annonces/7/bookmark'],
      ['info', 'carte-de-stationnement', '/api/infos/carte-de-stationnement/bookmark'],
      ['conseil', 21, '/api/conseils/21/bookmark'],
    ];
    for (const [type, ref, path] of calls) {
      routes[`POST ${path}`] = () => json({ bookmarked: true });
      const saved = await store.dispatch(bookmarksApi.endpoints.setBookmark.initiate({ type, ref, bookmarked: true }));
      expect(saved.data).toEqual({ bookmarked: true });
    }
    expect(posted.filter((p) => p.key !== 'GET /sanctum/csrf-cookie')).toEqual(calls.map(([, , path]) => ({ key: `POST ${path}`, body: { bookmarked: true } })));
  });

  it('reloads the user (the bookmark list) after a change, not after a failure', async () => {
    let users = 0;
    routes['GET /api/user'] = () => {
      users += 1;
      return json({ id: 7, bookmarks: [] } as Partial<User>);
    };
    const store = makeStore();
    const subscription = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await whenIdle(store);
    expect(users).toBe(1);

    routes['POST /api/events/groupe-de-parole-namur/bookmark'] = () => json({ message: 'Vous devez être connecté.', status: 401 }, 401);
    const failed = await store.dispatch(bookmarksApi.endpoints.setBookmark.initiate({ type: 'event', ref: 'groupe-de-parole-namur', bookmarked: false }));
    expect(failed.error).toMatchObject({ status: 401 });
    await whenIdle(store);
    expect(users).toBe(1);

    routes['POST /api/events/groupe-de-parole-namur/bookmark'] = () => json({ bookmarked: false });
    await store.dispatch(bookmarksApi.endpoints.setBookmark.initiate({ type: 'event', ref: 'groupe-de-parole-namur', bookmarked: false }));
    await whenIdle(store);
    expect(users).toBe(2);
    subscription.unsubscribe();
  });
});
