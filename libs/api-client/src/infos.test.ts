import type { ConseilDetail, InfoDetail } from '@sam/contracts';
import { besoinsApi } from './besoins';
import { configureApiClient } from './base';
import { conseilsApi } from './conseils';
import { infosApi } from './infos';
import { makeStore } from './store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const info: InfoDetail = {
  id: 3, slug: 'carte-de-stationnement', slug_fr: 'carte-de-stationnement', slug_nl: 'parkeerkaart', title: 'La carte de stationnement',
  summary: 'La carte européenne bleue.', category: { key: 'mobilite', slug: 'mobilite-et-transport', title: 'Mobilité et transport' },
  url: 'https://handicap.belgium.be', published_at: '2026-01-10T10:00:00.000Z', updated_at: '2026-02-10T10:00:00.000Z', body: '## Qui ?\n\nTexte.', bookmarked: false,
};
const conseil: ConseilDetail = {
  id: 2, slug: 'souffler', slug_fr: 'souffler', slug_nl: 'op-adem-komen', title: 'Souffler', summary: null, published_at: null, updated_at: '2026-02-10T10:00:00.000Z',
  tags: [], contents: [], besoins: [], bookmarked: true,
};

type Handler = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let requests: string[];

beforeEach(() => {
  routes = { 'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }) };
  requests = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

describe('infosApi', () => {
  it('lists with query parameters, searches with a body and unwraps the detail and related infos', async () => {
    routes['GET /api/infos'] = () => json({ data: [info], meta: { current_page: 2, per_page: 20, total: 21 } });
    routes['POST /api/infos/search'] = async (request) => json({ data: (await request.json()).query === 'carte' ? [info] : [], meta: { current_page: 1, per_page: 20, total: 1 } });
    routes[`GET /api/infos/${info.slug}`] = () => json({ data: info });
    routes[`GET /api/infos/${info.slug}/related`] = () => json({ data: [info] });
    const store = makeStore();
    expect((await store.dispatch(infosApi.endpoints.listInfos.initiate({ locale: 'nl', page: 2, category: 'mobilite' }))).data?.meta.total).toBe(21);
    expect(requests).toContain('GET /api/infos?locale=nl&page=2&category=mobilite');
    expect((await store.dispatch(infosApi.endpoints.searchInfos.initiate({ locale: 'fr', query: 'carte' }))).data?.data).toEqual([info]);
    expect((await store.dispatch(infosApi.endpoints.getInfo.initiate({ slug: info.slug, locale: 'fr' }))).data).toEqual(info);
    expect((await store.dispatch(infosApi.endpoints.getRelatedInfos.initiate({ slug: info.slug, locale: 'fr' }))).data).toEqual([info]);
  });
});

describe('conseilsApi and besoinsApi', () => {
  it('unwraps a guide and fetches the needs tree', async () => {
    routes[`GET /api/conseils/${conseil.slug}`] = () => json({ data: conseil });
    routes['POST /api/besoins/search'] = () => json({ data: [], meta: { current_page: 1, per_page: 100, total: 0 } });
    routes['GET /api/besoins/repit'] = () => json({ data: { id: 9 } });
    const store = makeStore();
    expect((await store.dispatch(conseilsApi.endpoints.getConseil.initiate({ slug: conseil.slug, locale: 'fr' }))).data).toEqual(conseil);
    expect((await store.dispatch(besoinsApi.endpoints.searchBesoins.initiate({ locale: 'fr', parent_id: null }))).data?.meta.per_page).toBe(100);
    expect((await store.dispatch(besoinsApi.endpoints.getBesoin.initiate({ id: 'repit', locale: 'nl' }))).data).toEqual({ id: 9 });
    expect(requests).toContain('GET /api/besoins/repit?locale=nl');
  });
});
