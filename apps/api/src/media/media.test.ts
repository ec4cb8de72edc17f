import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { listingDocumentSchema, listingPhotoSchema, prestataireSchema, userSchema } from '@sam/contracts';
import { giveOwnership, grantRole, insertListing } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { deleteListingMedia } from './repository';

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sam${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo taken sideways (EXIF orientation 6) with a camera's metadata. */
const photo = (format: 'jpeg' | 'png', width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .toFormat(format)
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Camera', Model: 'SecretPhone' } } })
    .toBuffer();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe.each(testDialects())('listing photos and documents on %s', (dialect) => {
  let t: TestApp;
  let storageDir: string;
  let listingId: number;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let visitor: TestClient;

  const upload = (client: TestClient, url: string, fields: Record<string, string>, file?: FilePart, headers: Record<string, string> = {}) => {
    const body = multipart(fields, file);
    return client.request({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const stored = (...parts: string[]) => join(storageDir, ...parts);

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'sam-api-storage-'));
    t = await createTestApp(dialect, { storageDir });
    listingId = await insertListing(t.db, { slug: 'aide-ixelles', title: 'Aide à domicile Ixelles' });
    await insertListing(t.db, { slug: 'service-masque', title: 'Service masqué', visible: false });
    owner = new TestClient(t.app);
    await giveOwnership(t.db, listingId, userSchema.parse((await owner.register({ email: 'proprietaire@example.be' })).json()).id);
    stranger = new TestClient(t.app);
    await stranger.register({ email: 'inconnu@example.be' });
    admin = new TestClient(t.app);
    await grantRole(t.db, (await admin.register({ email: 'admin@example.be' })).json().id, 'admin');
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('stores a JPEG and a PNG as upright WebP web sizes without EXIF, served with safe headers', async () => {
    const jpeg = await upload(owner, '/api/prestataires/aide-ixelles/photos', { title: 'Accueil', alt_text: 'La salle d’attente, lumineuse' }, { name: 'accueil.jpg', bytes: await photo('jpeg'), type: 'image/jpeg' });
    expect(jpeg.statusCode).toBe(201);
    const first = listingPhotoSchema.parse(jpeg.json().data);
    expect(first).toMatchObject({ title: 'Accueil', alt_text: 'La salle d’attente, lumineuse', position: 0 });
    // Orientation 6: the 1600×900 picture stands upright, 1200 wide at most.
    expect(first.urls.large).toMatch(/^\/storage\/images\/1200\/[a-f0-9]{32}\.webp$/);
    expect([first.width, first.height]).toEqual([900, 1600]);

    for (const [url, width] of [[first.urls.small, 400], [first.urls.large, 900]] as const) {
      const served = await visitor.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }

    const png = await upload(owner, '/api/prestataires/aide-ixelles/photos', {}, { name: 'plan.png', bytes: await photo('png', 300, 200) });
    expect(png.statusCode).toBe(201);
    const second = listingPhotoSchema.parse(png.json().data);
    expect(second.position).toBe(1);
    // A small image is never enlarged.
    expect(await sharp((await visitor.get(second.urls.large)).rawPayload).metadata()).toMatchObject({ width: 200, height: 300 });

    const listing = prestataireSchema.parse((await visitor.get('/api/prestataires/aide-ixelles')).json().data);
    expect(listing.photos.map((p) => p.id)).toEqual([first.id, second.id]);
  });

  it('refuses an HTML page renamed .jpg, and any other non-image, with a localised 422', async () => {
    const html = await upload(owner, '/api/prestataires/aide-ixelles/photos', {}, { name: 'photo.jpg', bytes: HTML, type: 'image/jpeg' }, { 'accept-language': 'fr' });
    expect(html.statusCode).toBe(422);
    expect(html.json()).toEqual({
      message: 'Certaines informations ne sont pas valides.',
      status: 422,
      errors: { file: ['Ce fichier n’est pas une photo acceptée : envoyez une image JPEG, PNG, WebP ou GIF.'] },
    });
    const pdf = await upload(owner, '/api/prestataires/aide-ixelles/photos', {}, { name: 'photo.png', bytes: PDF }, { 'accept-language': 'nl' });
    expect(pdf.json().errors).toEqual({ file: ['Dit bestand is geen aanvaarde foto: stuur een JPEG-, PNG-, WebP- of GIF-afbeelding.'] });
    const none = await upload(owner, '/api/prestataires/aide-ixelles/photos', { title: 'Sans fichier' });
    expect(none.json().errors).toEqual({ file: ['Choisissez un fichier.'] });
    const badLink = await upload(owner, '/api/prestataires/aide-ixelles/photos', { external_link: 'javascript:alert(1)' }, { name: 'a.png', bytes: await photo('png', 50, 50) });
    expect(Object.keys(badLink.json().errors)).toEqual(['external_link']);
  });

  it('refuses files over the limits (10 MB a photo, 20 MB a document, base 1000)', async () => {
    const big = Buffer.alloc(10_000_001, 0x20);
    const tooBig = await upload(owner, '/api/prestataires/aide-ixelles/photos', {}, { name: 'grand.jpg', bytes: big }, { 'accept-language': 'fr' });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: ['Cette photo est trop lourde : 10 Mo au maximum.'] });
    const hugeDocument = await upload(owner, '/api/prestataires/aide-ixelles/documents', {}, { name: 'gros.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(20_000_000)]) }, { 'accept-language': 'nl' });
    expect(hugeDocument.json().errors).toEqual({ file: ['Dit document is te groot: hoogstens 20 MB.'] });
  });

  it('types documents from their bytes with §3 labels; HTML is stored but only ever downloaded', async () => {
    const csv = Buffer.from('nom;commune;telephone\nAide Ixelles;Ixelles;02 123 45 67\nAide Flagey;Ixelles;02 765 43 21\n');
    const cases: [string, Buffer, string][] = [
      ['tarifs 2026.pdf', PDF, 'pdf'],
      ['liste.csv', csv, 'csv'],
      ['page.html', HTML, 'html'],
      ['photo.png', await photo('png', 40, 40), 'image'],
    ];
    const documents = [];
    for (const [name, bytes, type] of cases) {
      const response = await upload(owner, '/api/prestataires/aide-ixelles/documents', { title: `Document ${type}` }, { name, bytes, type: 'application/pdf' });
      expect(response.statusCode).toBe(201);
      const document = listingDocumentSchema.parse(response.json().data);
      expect(document).toMatchObject({ type, size_bytes: bytes.length });
      documents.push(document);
    }
    expect(documents[0]).toMatchObject({ file_name: 'tarifs 2026.pdf', mime_type: 'application/pdf', url: `/storage/documents/${documents[0].id}/tarifs%202026.pdf` });

    const pdf = await visitor.get(documents[0].url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="tarifs 2026.pdf"; filename*=UTF-8''tarifs%202026.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const html = await visitor.get(documents[2].url);
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toMatch(/^attachment; /);
    // Another name for the same id is not the document.
    expect((await visitor.get(`/storage/documents/${documents[0].id}/autre.pdf`)).statusCode).toBe(404);

    // A binary file of no accepted type (an executable's header) is refused.
    const exe = await upload(owner, '/api/prestataires/aide-ixelles/documents', {}, { name: 'setup.pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]) }, { 'accept-language': 'fr' });
    expect(exe.statusCode).toBe(422);
    expect(Object.keys(exe.json().errors)).toEqual(['file']);

    const listing = prestataireSchema.parse((await visitor.get('/api/prestataires/aide-ixelles')).json().data);
    expect(listing.documents.map((d) => d.type)).toEqual(['pdf', 'csv', 'html', 'image']);
  });

  it('lets only owners and admin/root write: 401 visitor, 403 another user, 404 on a hidden listing', async () => {
    const png = { name: 'a.png', bytes: await photo('png', 60, 60) };
    const [created] = (await owner.get('/api/prestataires/aide-ixelles/photos')).json().data;
    const [document] = (await owner.get('/api/prestataires/aide-ixelles/documents')).json().data;
    for (const [client, status] of [[visitor, 401], [stranger, 403]] as const) {
      expect((await upload(client, '/api/prestataires/aide-ixelles/photos', {}, png)).statusCode).toBe(status);
      expect((await upload(client, '/api/prestataires/aide-ixelles/documents', {}, { name: 'a.pdf', bytes: PDF })).statusCode).toBe(status);
      expect((await client.put(`/api/prestataires/aide-ixelles/photos/${created.id}`, { title: 'Pirate' })).statusCode).toBe(status);
      expect((await client.put(`/api/prestataires/aide-ixelles/documents/${document.id}`, { title: 'Pirate' })).statusCode).toBe(status);
      expect((await client.delete(`/api/prestataires/aide-ixelles/photos/${created.id}`)).statusCode).toBe(status);
      expect((await client.delete(`/api/prestataires/aide-ixelles/documents/${document.id}`)).statusCode).toBe(status);
      expect((await client.get('/api/prestataires/aide-ixelles/photos')).statusCode).toBe(status);
    }
    expect((await upload(stranger, '/api/prestataires/service-masque/photos', {}, png)).statusCode).toBe(404);
    // A photo id of another listing is not found under this one.
    expect((await owner.put(`/api/prestataires/service-masque/photos/${created.id}`, { title: 'x' })).statusCode).toBe(404);
    // The SAM team manages every listing, hidden ones included.
    expect((await upload(admin, '/api/prestataires/service-masque/photos', { alt_text: 'Façade' }, png)).statusCode).toBe(201);
  });

  it('edits title, description, alt text and order with PUT', async () => {
    const [first, second] = (await owner.get('/api/prestataires/aide-ixelles/photos')).json().data;
    const edited = await owner.put(`/api/prestataires/aide-ixelles/photos/${second.id}`, { title: 'Le jardin', description: 'Côté rue', alt_text: 'Un jardin fleuri', position: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Le jardin', description: 'Côté rue', alt_text: 'Un jardin fleuri', position: 0 });
    await owner.put(`/api/prestataires/aide-ixelles/photos/${first.id}`, { position: 1 });
    const listing = prestataireSchema.parse((await visitor.get('/api/prestataires/aide-ixelles')).json().data);
    expect(listing.photos.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await owner.put(`/api/prestataires/aide-ixelles/photos/${first.id}`, { position: -1 })).statusCode).toBe(422);
  });

  it('keeps the files of a hidden listing from outsiders', async () => {
    const shown = await admin.get('/api/prestataires/service-masque');
    const [hiddenPhoto] = prestataireSchema.parse(shown.json().data).photos;
    expect((await admin.get(hiddenPhoto.urls.small)).headers['cache-control']).toBe('private, no-store');
    expect((await visitor.get(hiddenPhoto.urls.small)).statusCode).toBe(404);
    expect((await stranger.get(hiddenPhoto.urls.small)).statusCode).toBe(404);
    expect((await visitor.get('/storage/images/400/../../app-key')).statusCode).toBe(404);
    expect((await visitor.get('/storage/images/800/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
  });

  it('removes the stored files with the row, and all of a listing’s with deleteListingMedia', async () => {
    const [photoRow] = (await owner.get('/api/prestataires/aide-ixelles/photos')).json().data;
    const file = photoRow.urls.small.split('/').pop();
    expect(existsSync(stored('images', '400', file))).toBe(true);
    expect((await owner.delete(`/api/prestataires/aide-ixelles/photos/${photoRow.id}`)).statusCode).toBe(204);
    expect(existsSync(stored('images', '400', file))).toBe(false);
    expect(existsSync(stored('images', '1200', file))).toBe(false);
    expect((await visitor.get(photoRow.urls.small)).statusCode).toBe(404);

    const [document] = (await owner.get('/api/prestataires/aide-ixelles/documents')).json().data;
    const row = await t.db.selectFrom('media').select('file_path').where('id', '=', document.id).executeTakeFirstOrThrow();
    expect(existsSync(stored(row.file_path!))).toBe(true);
    expect(await deleteListingMedia(t.db, t.app.storage, listingId)).toBeGreaterThan(1);
    expect(existsSync(stored(row.file_path!))).toBe(false);
    expect(await t.db.selectFrom('media').select('id').where('owner_id', '=', listingId).where('owner_type', '=', 'prestataire').execute()).toEqual([]);
  });

  it('serves a published offer’s attachment as a download, and nothing else under /storage/offres', async () => {
    const { id } = await t.db
      .insertInto('offres')
      .values({ slug: 'offre-test', category_id: null, prestataire_id: null, title_fr: 'Offre', title_nl: 'Aanbod', description_fr: 'x', description_nl: 'x', valid_from: null, valid_until: null, promo_code: 'SAM10', site_url: null, attachment_path: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('offres').set({ attachment_path: `offres/${id}/conditions.pdf` }).where('id', '=', id).execute();
    await t.app.storage.put(`offres/${id}/conditions.pdf`, PDF);
    const served = await visitor.get(`/storage/offres/${id}/conditions.pdf`);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="conditions.pdf"; filename*=UTF-8''conditions.pdf`, 'x-content-type-options': 'nosniff' });
    expect((await visitor.get(`/storage/offres/${id}/autre.pdf`)).statusCode).toBe(404);
    await t.db.updateTable('offres').set({ status: 'draft' }).where('id', '=', id).execute();
    expect((await visitor.get(`/storage/offres/${id}/conditions.pdf`)).statusCode).toBe(404);
  });
});
