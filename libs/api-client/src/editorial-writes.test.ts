import type { ConseilDetail, ConseilEditable, ConseilWrite, InfoDetail, InfoEditable, InfoWrite } from '@sam/contracts';
import { configureApiClient } from './base';
import { conseilsApi } from './conseils';
import { infosApi } from './infos';
import { makeStore } from './store';
import { whenIdle } from './testing/when-idle';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const infoWrite: InfoWrite = {
  slug_fr: 'carte-de-stationnement', slug_nl: 'parkeerkaart', title_fr: 'La carte de stationnement', title_nl: 'De parkeerkaart',
  summary_fr: null, summary_nl: null, body_fr: 'Texte.', body_nl: 'Tekst.', category: 'mobilite', url: null, related_ids: [4], published_at: null,
};
const infoCopy: InfoEditable = { id: 3, ...infoWrite, updated_at: '2026-02-10T10:00:00.000Z' };
const infoDetail: InfoDetail = {
  id: 3, slug: 'carte-de-stationnement', slug_fr: 'carte-de-stationnement', slug_nl: 'parkeerkaart', title: 'La carte de stationnement', summary: null,
  category: null, url: null, published_at: '2026-01-10T10:00:00.000Z', updated_at: '2026-02-10T10:00:00.000Z', body: 'Texte.', bookmarked: false,
};
const conseilCopy: ConseilEditable = {
  id: 2, slug_fr: 'souffler', slug_nl: 'op-adem-komen', title_fr: 'Souffler', title_nl: 'Op adem komen', summary_fr: null, summary_nl: null,
  published_at: '2026-01-10T10:00:00.000Z', updated_at: '2026-02-10T10:00:00.000Z',
  contents: [{ id: 8, position: 1, heading_fr: null, heading_nl: null, body_fr: 'Texte.', body_nl: 'Tekst.' }], tag_ids: [1], besoin_ids: [],
};
const conseilWrite: ConseilWrite = {
  slug_fr: 'souffler', slug_nl: 'op-adem-komen', title_fr: 'Souffler', title_nl: 'Op adem komen', summary_fr: null, summary_nl: null,
  published_at: '2026-01-10T10:00:00.000Z', contents: [{ heading_fr: null, heading_nl: null, body_fr: 'Texte.', body_nl: 'Tekst.' }], tag_ids: [1], besoin_ids: [],
};
const conseilDetail: ConseilDetail = {
  id: 2, slug: 'souffler', slug_fr: 'souffler', slug_nl: 'op-adem-komen', title: 'Souffler', summary: null, published_at: null, updated_at: '2026-02-10T10:00:00.000Z',
  tags: [], contents: [], besoins: [], bookmarked: false,
};

type Handler = (request: Request) => Response | Promise<Response>;
let routes: Record<string, Handler>;
/** Each call as "METHOD path?query", and the body and CSRF header of the writes. */
let calls: string[];
let sent: { body: unknown; xsrf: string | null }[];

beforeEach(() => {
  routes = { 'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }) };
  calls = [];
  sent = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method !== 'GET') sent.push({ body: await request.clone().json(), xsrf: request.headers.get('x-xsrf-token') });
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

const count = (call: string) => calls.filter((c) => c === call).length;

describe('infosApi edit copy and update', () => {
  it('reads the edit copy with edit=1, PUTs the whole info and refetches its public views; a refused write refetches nothing', async () => {
    routes['GET /api/infos/3'] = (request) => json({ data: new URL(request.url).searchParams.get('edit') === '1' ? infoCopy : infoDetail });
    routes['GET /api/infos'] = () => json({ data: [], meta: { current_page: 1, per_page: 20, total: 0 } });
    routes['PUT /api/infos/3'] = () => json({ data: { ...infoCopy, title_fr: 'Nouveau titre' } });
    const store = makeStore();
    const copy = store.dispatch(infosApi.endpoints.getInfoForEditing.initiate(3));
    const detail = store.dispatch(infosApi.endpoints.getInfo.initiate({ slug: '3', locale: 'fr' }));
    const list = store.dispatch(infosApi.endpoints.listInfos.initiate({ locale: 'fr' }));
    expect((await copy).data).toEqual(infoCopy);
    await detail;
    await list;
    expect(calls).toContain('GET /api/infos/3?edit=1');

    const updated = await store.dispatch(infosApi.endpoints.updateInfo.initiate({ id: 3, info: { ...infoWrite, title_fr: 'Nouveau titre' } }));
    expect(updated.data?.title_fr).toBe('Nouveau titre');
    expect(sent).toEqual([{ body: { ...infoWrite, title_fr: 'Nouveau titre' }, xsrf: 'tok' }]);
    await whenIdle(store);
    expect([count('GET /api/infos/3?edit=1'), count('GET /api/infos/3?locale=fr'), count('GET /api/infos?locale=fr')]).toEqual([2, 2, 2]);

    routes['PUT /api/infos/3'] = () => json({ message: 'Certaines informations ne sont pas valides.', status: 422, errors: { slug_fr: ['Cet identifiant est déjà utilisé par une autre page.'] } }, 422);
    const refused = await store.dispatch(infosApi.endpoints.updateInfo.initiate({ id: 3, info: infoWrite }));
    expect(refused.error).toMatchObject({ status: 422, errors: { slug_fr: ['Cet identifiant est déjà utilisé par une autre page.'] } });
    await whenIdle(store);
    expect(count('GET /api/infos/3?edit=1')).toBe(2);
    [copy, detail, list].forEach((subscription) => subscription.unsubscribe());
  });
});

describe('conseilsApi edit copy and update', () => {
  it('sends the update as POST with _method PUT (§7) and refetches the guide', async () => {
    routes['GET /api/conseils/souffler'] = (request) => json({ data: new URL(request.url).searchParams.get('edit') === '1' ? conseilCopy : conseilDetail });
    routes['POST /api/conseils/2'] = () => json({ data: conseilCopy });
    routes['GET /api/conseils/2'] = () => json({ data: conseilDetail });
    const store = makeStore();
    const copy = store.dispatch(conseilsApi.endpoints.getConseilForEditing.initiate('souffler'));
    expect((await copy).data).toEqual(conseilCopy);
    expect(calls).toContain('GET /api/conseils/souffler?edit=1');

    const updated = await store.dispatch(conseilsApi.endpoints.updateConseil.initiate({ id: 2, conseil: conseilWrite }));
    expect(updated.data).toEqual(conseilCopy);
    expect(sent).toEqual([{ body: { ...conseilWrite, _method: 'PUT' }, xsrf: 'tok' }]);
    await whenIdle(store);
    expect(count('GET /api/conseils/souffler?edit=1')).toBe(2);
    copy.unsubscribe();
  });
});
