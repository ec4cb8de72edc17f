import { amisPanelsApi } from './amis-panels';
import { configureApiClient } from './base';
import { contactApi } from './contact';
import { makeStore } from './store';
import { whenIdle } from './testing/when-idle';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let panelsStatus: number;
let calls: { method: string; path: string; search: string; xsrf: string | null; body: unknown }[];

beforeEach(() => {
  calls = [];
  panelsStatus = 200;
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path: url.pathname, search: url.search, xsrf: request.headers.get('X-XSRF-TOKEN'), body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    if (url.pathname.startsWith('/api/sam/amis/panels/') && request.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname.startsWith('/api/sam/amis/panels') && request.method === 'POST') return json({ data: { id: 2, title_fr: 'Nouveau' } }, 201);
    if (url.pathname === '/api/sam/amis/panels') {
      return panelsStatus === 200 ? json({ data: [{ id: 1, title: 'Devenez Ami de SAM' }] }) : json({ message: 'Erreur', status: panelsStatus }, panelsStatus);
    }
    if (url.pathname === '/api/contact') return json({ received: true }, 201);
    return json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

describe('friends panels slice', () => {
  it('lists the panels of a locale', async () => {
    const store = makeStore();
    const result = await store.dispatch(amisPanelsApi.endpoints.getAmisPanels.initiate({ locale: 'nl' }));
    expect(result.data).toEqual([{ id: 1, title: 'Devenez Ami de SAM' }]);
    expect(calls[0]).toMatchObject({ path: '/api/sam/amis/panels', search: '?locale=nl' });
  });

  it('yields an empty list when the list fails (spec §8)', async () => {
    panelsStatus = 500;
    const store = makeStore();
    const result = await store.dispatch(amisPanelsApi.endpoints.getAmisPanels.initiate({ locale: 'fr' }));
    expect(result.isError).toBe(false);
    expect(result.data).toEqual([]);
  });

  it('lists every panel of an audience for the SAM team, empty when that fails', async () => {
    const store = makeStore();
    const result = await store.dispatch(amisPanelsApi.endpoints.listManagedAmisPanels.initiate({ audience: 'amis_pro' }));
    expect(calls[0]).toMatchObject({ path: '/api/sam/amis/panels', search: '?audience=amis_pro&manage=1' });
    expect(result.data).toEqual([{ id: 1, title: 'Devenez Ami de SAM' }]);
    panelsStatus = 403;
    const failed = await store.dispatch(amisPanelsApi.endpoints.listManagedAmisPanels.initiate({ audience: 'amis' }));
    expect([failed.isError, failed.data]).toEqual([false, []]);
  });

  it('writes with the CSRF token (update as POST with _method PUT) and refreshes the lists', async () => {
    const store = makeStore();
    const list = store.dispatch(amisPanelsApi.endpoints.getAmisPanels.initiate({ locale: 'fr', audience: 'amis' }));
    await list;
    const panel = { audience: 'amis' as const, title_fr: 'Nouveau', title_nl: 'Nieuw', position: 1, active: true };
    await store.dispatch(amisPanelsApi.endpoints.createAmisPanel.initiate(panel)).unwrap();
    await store.dispatch(amisPanelsApi.endpoints.updateAmisPanel.initiate({ id: 2, panel })).unwrap();
    await store.dispatch(amisPanelsApi.endpoints.deleteAmisPanel.initiate(2)).unwrap();
    await whenIdle(store);
    const writes = calls.filter((call) => call.path !== '/sanctum/csrf-cookie' && call.method !== 'GET');
    expect(writes.map(({ method, path, xsrf }) => [method, path, xsrf])).toEqual([
      ['POST', '/api/sam/amis/panels', 'tok'],
      ['POST', '/api/sam/amis/panels/2', 'tok'],
      ['DELETE', '/api/sam/amis/panels/2', 'tok'],
    ]);
    expect(writes[1].body).toEqual({ ...panel, _method: 'PUT' });
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/sam/amis/panels').length).toBeGreaterThan(1);
    list.unsubscribe();
    await whenIdle(store);
  });
});

describe('contact slice', () => {
  it('sends the message after fetching the CSRF cookie, with the token header', async () => {
    const store = makeStore();
    const receipt = await store
      .dispatch(contactApi.endpoints.sendContactMessage.initiate({ name: 'A', email: 'a@b.be', subject: 'S', message: 'M', consent: true }))
      .unwrap();
    expect(receipt).toEqual({ received: true });
    expect(calls.map((c) => c.path)).toEqual(['/sanctum/csrf-cookie', '/api/contact']);
    expect(calls[1]).toMatchObject({ method: 'POST', xsrf: 'tok' });
  });
});
