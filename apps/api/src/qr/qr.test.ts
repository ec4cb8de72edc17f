import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrLinkSchema } from '@sam/contracts';
import { insertListing } from '../testing/fixtures';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { shortLinkUrl } from './routes';

const ORIGIN = 'https://www.example.be';

describe('shortLinkUrl', () => {
  it('builds /{locale}/s/{id}/{code} on the portal origin, in the locale of the page', () => {
    expect(shortLinkUrl('https://www.example.be/', { id: 7, short_code: 'Ab12Cd', url: '/nl/agenda' })).toBe('https://www.example.be/nl/s/7/Ab12Cd');
    expect(shortLinkUrl(ORIGIN, { id: 8, short_code: 'Zz99Yy', url: '/fr' })).toBe('https://www.example.be/fr/s/8/Zz99Yy');
  });
});

describe.each(testDialects())('QR codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { portalOrigin: ORIGIN });
    const listing = await insertListing(t.db, { slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' });
    await insertListing(t.db, { slug: 'fiche-cachee', title: 'Fiche cachée', visible: false });
    const { id: sector } = await t.db.insertInto('sectors').values({ slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', position: 1 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('prestataire_sectors').values({ prestataire_id: listing, sector_id: sector, is_main: 1 }).execute();
    const now = new Date().toISOString();
    await t.db
      .insertInto('events')
      .values(['published', 'draft'].map((status) => ({
        slug: `cafe-des-aidants-${status}`,
        category_id: null,
        prestataire_id: null,
        user_id: null,
        title: `Café des aidants (${status})`,
        description: 'Rencontre mensuelle.',
        locale: 'fr',
        place: null,
        commune_id: null,
        starts_at: now,
        ends_at: null,
        contact_person: null,
        website: null,
        status,
        created_at: now,
        updated_at: now,
      })))
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const link = (payload: object) => t.app.inject({ method: 'POST', url: '/api/qr/links', payload });

  it('makes one short link per page (provider, event, static page) and finds it again', async () => {
    const provider = await link({ type: 'prestataire', id: 'maison-medicale-du-parc', locale: 'nl' });
    expect(provider.statusCode).toBe(200);
    const made = qrLinkSchema.parse(provider.json().data);
    expect(made).toMatchObject({ target: '/nl/zorgverleners/gezondheid/maison-medicale-du-parc', title: 'Maison médicale du Parc' });
    expect(made.short_url).toBe(`${ORIGIN}/nl/s/${made.id}/${made.short_code}`);
    expect(qrLinkSchema.parse((await link({ type: 'prestataire', id: 'maison-medicale-du-parc', locale: 'nl' })).json().data)).toEqual(made);

    const event = qrLinkSchema.parse((await link({ type: 'event', id: 'cafe-des-aidants-published' })).json().data);
    expect(event).toMatchObject({ target: '/fr/agenda/cafe-des-aidants-published', title: 'Café des aidants (published)' });
    const page = qrLinkSchema.parse((await link({ type: 'page', id: 'content-soutenir-asbl-amis-de-sam', locale: 'nl' })).json().data);
    expect(page).toMatchObject({ target: '/nl/steun-de-vzw/vrienden-van-sam', title: null });
    expect(await t.db.selectFrom('short_urls').select('url').orderBy('id').execute()).toEqual([{ url: made.target }, { url: event.target }, { url: page.target }]);
  });

  it('answers 404 for what is not a public page, 422 for a malformed request', async () => {
    for (const payload of [
      { type: 'prestataire', id: 'fiche-cachee' },
      { type: 'prestataire', id: 'inconnue' },
      { type: 'event', id: 'cafe-des-aidants-draft' },
      { type: 'page', id: 'auth-login' },
      { type: 'page', id: 'agenda-slug' },
      { type: 'page', id: 'dashboard-index' },
    ]) {
      expect([payload, (await link(payload)).statusCode]).toEqual([payload, 404]);
    }
    for (const payload of [{ type: 'annonce', id: 'x' }, { type: 'page', id: '/fr/contact' }, { type: 'page' }]) {
      expect([payload, (await link(payload)).statusCode]).toEqual([payload, 422]);
    }
  });

  it('draws the PNG and SVG of a short link as downloads, the PNG decoding to the short link', async () => {
    const made = qrLinkSchema.parse((await link({ type: 'page', id: 'contact' })).json().data);
    const png = await t.app.inject({ method: 'GET', url: `/api/qr/${made.id}/${made.short_code}.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="sam-qr-${made.short_code}.png"`);
    const image = PNG.sync.read(png.rawPayload);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(made.short_url);

    const svg = await t.app.inject({ method: 'GET', url: `/api/qr/${made.id}/${made.short_code}.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    for (const url of [`/api/qr/${made.id}/${made.short_code}.gif`, `/api/qr/${made.id + 1000}/${made.short_code}.png`, `/api/qr/${made.id}/ZZZZZZ.png`, `/api/qr/x/${made.short_code}.png`]) {
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
  }, 30_000); // decoding a 600 px image is slow under jest on a busy machine
});
