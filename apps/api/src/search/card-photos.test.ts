import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SEARCH_INDEX_NAMES, userSchema, type PrestataireAddressRecord } from '@sam/contracts';
import { grantRole } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { testDialects, type TestApp } from '../testing/test-database';
import { cardPhoto } from './records';
import { createSearchTestApp, FIXTURE_IDS } from './test-fixtures';

/** Issue 15: a search card shows the listing's first photo, kept in step with its photos. */

function multipartPhoto(bytes: Buffer, fields: Record<string, string>) {
  const boundary = `----sam${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();

describe('cardPhoto', () => {
  it('gives the small web size, its height in proportion, and an empty alternative text when none is set', () => {
    expect(cardPhoto({ prestataire_id: 1, file_path: 'abc.webp', alt_text: null, width: 1200, height: 900 })).toEqual({ url: '/storage/images/400/abc.webp', width: 400, height: 300, alt: '' });
    expect(cardPhoto({ prestataire_id: 1, file_path: 'abc.webp', alt_text: 'La façade', width: null, height: null })).toEqual({ url: '/storage/images/400/abc.webp', width: 400, height: null, alt: 'La façade' });
  });
});

describe.each(testDialects())('search cards’ photos on %s', (dialect) => {
  let t: TestApp;
  let storageDir: string;
  let admin: TestClient;

  /** The Parc's records as the search page receives them. */
  const parcRecords = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      payload: { requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, params: `query=${encodeURIComponent('Maison médicale du Parc')}&hitsPerPage=20` }] },
    });
    expect(response.statusCode).toBe(200);
    const hits = (response.json() as { results: { hits: PrestataireAddressRecord[] }[] }).results[0].hits.filter((hit) => hit.prestataire_id === FIXTURE_IDS.parc);
    expect(hits.length).toBeGreaterThan(0);
    return hits;
  };

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'sam-api-storage-'));
    t = await createSearchTestApp(dialect, { storageDir });
    admin = new TestClient(t.app);
    await grantRole(t.db, userSchema.parse((await admin.register({ email: 'equipe.photos@example.be' })).json()).id, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('follows the listing’s first photo through upload, reordering and deletion', async () => {
    const slug = 'maison-medicale-du-parc';
    for (const hit of await parcRecords()) expect(hit.photo).toBeUndefined();

    const upload = (bytes: Buffer, fields: Record<string, string>) => {
      const body = multipartPhoto(bytes, fields);
      return admin.request({ method: 'POST', url: `/api/prestataires/${slug}/photos`, payload: body.payload, headers: body.headers });
    };
    const first = await upload(await png(1200, 800), { alt_text: 'La salle d’attente' });
    expect(first.statusCode).toBe(201);
    const second = await upload(await png(600, 600), {});
    expect(second.statusCode).toBe(201);
    const [firstPhoto, secondPhoto] = [first.json().data, second.json().data] as { id: number; urls: { small: string } }[];

    // Every address's card shows the first photo, 400 wide, with its own alternative text.
    for (const hit of await parcRecords()) expect(hit.photo).toEqual({ url: firstPhoto.urls.small, width: 400, height: 267, alt: 'La salle d’attente' });

    // Moved after the other one, it gives way; deleted, the other stays.
    expect((await admin.put(`/api/prestataires/${slug}/photos/${firstPhoto.id}`, { position: 5 })).statusCode).toBe(200);
    for (const hit of await parcRecords()) expect(hit.photo).toEqual({ url: secondPhoto.urls.small, width: 400, height: 400, alt: '' });
    expect((await admin.delete(`/api/prestataires/${slug}/photos/${secondPhoto.id}`)).statusCode).toBe(204);
    for (const hit of await parcRecords()) expect(hit.photo?.url).toBe(firstPhoto.urls.small);
    expect((await admin.delete(`/api/prestataires/${slug}/photos/${firstPhoto.id}`)).statusCode).toBe(204);
    for (const hit of await parcRecords()) expect(hit.photo).toBeUndefined();
  });
});
