import type { ListingEditCopy, Prestataire } from '@sam/contracts';
import { configureApiClient } from './base';
import { listingEditorApi } from './listing-editor';
import { prestatairesApi } from './prestataires';
import { makeStore } from './store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Only what tells the two answers of GET /api/prestataires/{slug} apart.
const page = { id: 3, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' } as Prestataire;
const editCopy = { listing: { id: 3, slug: page.slug, title: page.title }, source: 'edit_copy', values: { title: page.title } } as unknown as ListingEditCopy;

let calls: { method: string; url: string; body: unknown }[];
let answer: (url: URL) => Response;

beforeEach(() => {
  calls = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    calls.push({ method: request.method, url: url.pathname + url.search, body: await request.clone().json().catch(() => null) });
    return answer(url);
  }) as typeof fetch;
});

describe('listing clients built from the contracts', () => {
  it('reads the page, or with edit=1 the edit copy, of GET /api/prestataires/{slug}', async () => {
    answer = (url) => json({ data: url.searchParams.get('edit') === '1' ? editCopy : page });
    const store = makeStore();
    const read = await store.dispatch(prestatairesApi.endpoints.getPrestataire.initiate({ slug: page.slug, locale: 'nl' }));
    const edit = await store.dispatch(listingEditorApi.endpoints.getListingEditCopy.initiate({ slug: page.slug, locale: 'nl' }));
    expect(read.data).toEqual(page);
    expect(edit.data).toEqual(editCopy);
    expect(calls.map((c) => c.url)).toEqual([`/api/prestataires/${page.slug}?locale=nl`, `/api/prestataires/${page.slug}?edit=1&locale=nl`]);
  });

  it('sends the version, media and history calls to their contracts’ paths', async () => {
    answer = (url) => (url.pathname.endsWith('/export-history') ? new Response('%PDF', { headers: { 'content-disposition': 'attachment; filename="history.pdf"' } }) : json({ data: editCopy }));
    URL.createObjectURL = jest.fn(() => 'blob:history');
    const store = makeStore();
    await store.dispatch(listingEditorApi.endpoints.applyListingVersion.initiate({ id: 12, slug: page.slug }));
    await store.dispatch(listingEditorApi.endpoints.setListingPublished.initiate({ slug: page.slug, published: false }));
    await store.dispatch(listingEditorApi.endpoints.updateListingMedia.initiate({ slug: page.slug, kind: 'documents', id: 4, fields: { title: 'Tarifs' } }));
    const pdf = await store.dispatch(listingEditorApi.endpoints.exportListingHistory.initiate({ id: 3 }));
    expect(pdf.data).toEqual({ url: 'blob:history', fileName: 'history.pdf' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/prestataires/versions/12/apply', null],
      ['POST', `/api/prestataires/${page.slug}/unpublish`, null],
      ['PUT', `/api/prestataires/${page.slug}/documents/4`, { title: 'Tarifs' }],
      ['POST', '/api/prestataires/3/export-history', null],
    ]);
  });
});
