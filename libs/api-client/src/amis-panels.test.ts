import { amisPanelsApi } from './amis-panels';
import { configureApiClient } from './base';
import { contactApi } from './contact';
import { makeStore } from './store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let panelsStatus: number;
let calls: { method: string; path: string; search: string; xsrf: string | null }[];

beforeEach(() => {
  calls = [];
  panelsStatus = 200;
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, search: url.search, xsrf: request.headers.get('X-XSRF-TOKEN') });
    if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
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
