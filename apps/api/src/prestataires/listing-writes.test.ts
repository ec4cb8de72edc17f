import { execFileSync } from 'node:child_process';
import {
  listingEditCopySchema,
  listingHistorySchema,
  listingVersionListSchema,
  myListingListSchema,
  prestataireSchema,
  SEARCH_INDEX_NAMES,
  userSchema,
  validationQueueSchema,
  type PrestataireEditInput,
} from '@sam/contracts';
import { LISTING_OWNER } from '../media/repository';
import { expectFieldErrors } from '../testing/expectations';
import { grantRole, insertGeo, insertListing, giveOwnership } from '../testing/fixtures';
import { mailsTo } from '../testing/outbox';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

/**
 * The text of a PDF, read with pdf-parse (v2: new PDFParse({ data }).getText()) in a child Node
 * process: its pdf.js worker is loaded by a dynamic import that jest's module sandbox refuses.
 */
function pdfText(pdf: Buffer): string {
  const script = `const { PDFParse } = require('pdf-parse'); const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  process.stdout.write((await parser.getText()).text); await parser.destroy(); });`;
  return execFileSync(process.execPath, ['-e', script], { input: pdf, encoding: 'utf8' });
}

describe.each(testDialects())('provider listing writes on %s', (dialect) => {
  let t: TestApp;
  let sectorId: number;
  let otherSectorId: number;
  let mainBesoin: number;
  let secondBesoin: number;
  let tagId: number;
  let owner: TestClient;
  let ownerEmail: string;
  let stranger: TestClient;
  let admin: TestClient;
  let unverified: TestClient;
  let visitor: TestClient;

  const address = { street: 'Rue du Bourgmestre', number: '12', postal_code: '1050', locality: 'Ixelles' };
  const createBody = (overrides: Record<string, unknown> = {}) => ({ title: 'Centre de répit Les Glycines', sector_id: sectorId, besoin_id: mainBesoin, address, ...overrides });

  const account = (email: string, { verified = true, locale = 'fr' } = {}) => registeredAccount(t.app, t.db, email, { verified, locale });

  /** objectIDs of the provider index for a text query. */
  const indexed = async (query: string) => {
    const params = new URLSearchParams({ query, hitsPerPage: '50' }).toString();
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.prestataire_addresses}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { objectID: string; title?: string }[] }).hits;
  };

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await owner.post('/api/prestataires', createBody(overrides));
    expect(response.statusCode).toBe(201);
    return listingEditCopySchema.parse(response.json().data);
  };

  const editBody = (values: PrestataireEditInput, overrides: Partial<PrestataireEditInput> = {}): PrestataireEditInput => ({ ...values, ...overrides });

  beforeAll(async () => {
    // Reference data first: the search records need what the indices knew when they were built.
    t = await createTestApp(dialect, {}, {
      seed: async (db) => {
        await insertGeo(db);
        await db.insertInto('localites').values({ postal_code: '1050', name_fr: 'Ixelles', name_nl: 'Elsene', commune_id: '21009', lon: 4.3717, lat: 50.8275 }).execute();
        await db.insertInto('sectors').values([
          { slug_fr: 'soutien-aux-aidants', slug_nl: 'steun-voor-mantelzorgers', titre_fr: 'Soutien aux aidants', titre_nl: 'Steun voor mantelzorgers', position: 1 },
          { slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', position: 2 },
        ]).execute();
        const besoin = (slug: string, titre: string) => ({ parent_id: null, slug_fr: slug, slug_nl: `${slug}-nl`, titre_fr: titre, titre_nl: `${titre} (nl)`, description_fr: null, description_nl: null, position: 0 });
        await db.insertInto('besoins').values([besoin('repit', 'Répit'), besoin('garde-de-nuit', 'Garde de nuit')]).execute();
        await db.insertInto('tags').values({ slug: 'accessible-pmr', name_fr: 'Accessible PMR', name_nl: 'Toegankelijk voor rolstoelgebruikers' }).execute();
        await db.insertInto('languages').values([{ code: 'fr', name_fr: 'Français', name_nl: 'Frans' }, { code: 'nl', name_fr: 'Néerlandais', name_nl: 'Nederlands' }]).execute();
      },
    });
    const idOf = async (table: 'sectors' | 'besoins', slug: string) => (await t.db.selectFrom(table).select('id').where('slug_fr', '=', slug).executeTakeFirstOrThrow()).id;
    sectorId = await idOf('sectors', 'soutien-aux-aidants');
    otherSectorId = await idOf('sectors', 'sante');
    mainBesoin = await idOf('besoins', 'repit');
    secondBesoin = await idOf('besoins', 'garde-de-nuit');
    tagId = (await t.db.selectFrom('tags').select('id').where('slug', '=', 'accessible-pmr').executeTakeFirstOrThrow()).id;

    ownerEmail = 'glycines@example.be';
    owner = (await account(ownerEmail, { locale: 'nl' })).client;
    stranger = (await account('voisin@example.be')).client;
    const team = await account('equipe@example.be');
    admin = team.client;
    await grantRole(t.db, team.id, 'admin');
    unverified = (await account('pas-confirme@example.be', { verified: false })).client;
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a hidden draft owned by its creator, placed in its commune, with a history entry', async () => {
    const copy = await create();
    expect(copy.listing).toMatchObject({ slug: 'centre-de-repit-les-glycines', state: 'draft', validated: false, visible: false });
    expect(copy.source).toBe('edit_copy');
    expect(copy.values.addresses[0]).toMatchObject({ kind: 'head_office', commune_id: '21009', lat: 50.8275, lon: 4.3717 });
    expect(copy.labels.addresses[0].commune).toMatchObject({ name_fr: 'Ixelles', name_nl: 'Elsene' });
    expect(copy.values.besoins).toEqual([{ id: mainBesoin, is_main: true }]);

    const mine = myListingListSchema.parse((await owner.get('/api/prestataires/mine')).json());
    expect(mine.data.map((l) => [l.slug, l.state])).toEqual([['centre-de-repit-les-glycines', 'draft']]);
    const user = userSchema.parse((await owner.get('/api/user')).json());
    expect(user.prestataires[0]).toMatchObject({ slug: copy.listing.slug, validated: false, state: 'draft' });

    // Not public: 404 to visitors and other users; its owner and the team read it.
    expect((await visitor.get(`/api/prestataires/${copy.listing.slug}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/prestataires/${copy.listing.slug}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/prestataires/${copy.listing.slug}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/prestataires/${copy.listing.slug}?edit=1`)).statusCode).toBe(200);
    expect(await indexed('Glycines')).toEqual([]);

    const second = await create();
    expect(second.listing.slug).toBe('centre-de-repit-les-glycines-2');
    const history = listingHistorySchema.parse((await owner.get(`/api/prestataires/${copy.listing.slug}/history`)).json());
    expect(history.data.map((h) => h.action)).toEqual(['created']);
  });

  it('refuses creation to visitors (401) and unverified users (403), and bad bodies with field errors (422)', async () => {
    expect((await visitor.post('/api/prestataires', createBody())).statusCode).toBe(401);
    expect((await unverified.post('/api/prestataires', createBody())).statusCode).toBe(403);
    expectFieldErrors(await owner.post('/api/prestataires', { address: { ...address, postal_code: 'x' } }), ['title', 'sector_id', 'besoin_id', 'address.postal_code']);
    expectFieldErrors(await owner.post('/api/prestataires', createBody({ sector_id: 9999, address: { ...address, postal_code: '9999' } })), ['sector_id', 'address.postal_code']);
    const lost = await owner.post('/api/prestataires', createBody({ address: { ...address, lat: 40, lon: 4 } }));
    expectFieldErrors(lost, ['address.lat']);
  });

  it('deletes a draft with its stored files for its owner; a published listing only for the team (409 for its owner)', async () => {
    const draft = await create({ title: 'Brouillon à jeter' });
    const key = `documents/brouillon-${dialect}`;
    await t.app.storage.put(key, Buffer.from('%PDF-1.4 brouillon'));
    await t.db
      .insertInto('media')
      .values({ owner_type: LISTING_OWNER, owner_id: draft.listing.id, kind: 'document', title: 'Brochure', description: null, external_link: null, file_path: key, mime_type: 'application/pdf', size_bytes: 18 })
      .execute();
    expect((await stranger.delete(`/api/prestataires/${draft.listing.slug}`)).statusCode).toBe(404); // a draft is not revealed
    expect((await visitor.delete(`/api/prestataires/${draft.listing.slug}`)).statusCode).toBe(401);

    expect((await owner.delete(`/api/prestataires/${draft.listing.slug}`)).statusCode).toBe(204);
    expect(await t.db.selectFrom('prestataires').select('id').where('id', '=', draft.listing.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('prestataire_versions').select('id').where('prestataire_id', '=', draft.listing.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('media').select('id').where('owner_id', '=', draft.listing.id).execute()).toEqual([]);
    expect(await t.app.storage.get(key)).toBeNull();
    expect((await owner.get(`/api/prestataires/${draft.listing.slug}?edit=1`)).statusCode).toBe(404);

    const { id: ownerId } = userSchema.parse((await owner.get('/api/user')).json());
    const published = await insertListing(t.db, { slug: 'fiche-publiee-a-garder', title: 'Fiche publiée' });
    await giveOwnership(t.db, published, ownerId);
    const refused = await owner.delete('/api/prestataires/fiche-publiee-a-garder');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Une fiche déjà publiée ne se supprime pas : retirez-la du portail depuis Mes fiches, ou écrivez à l’équipe SAM.');
    expect((await stranger.delete('/api/prestataires/fiche-publiee-a-garder')).statusCode).toBe(403);
    expect((await admin.delete('/api/prestataires/fiche-publiee-a-garder')).statusCode).toBe(204);
    expect((await visitor.get('/api/prestataires/fiche-publiee-a-garder')).statusCode).toBe(404);
  });

  describe('the edit copy, validation and versions', () => {
    let slug: string;
    let listingId: number;
    let base: PrestataireEditInput;

    beforeAll(async () => {
      const copy = await create({ title: 'Service de garde Les Tilleuls' });
      slug = copy.listing.slug;
      listingId = copy.listing.id;
      base = {
        ...copy.values,
        activity_description: 'Garde à domicile de jour comme de nuit.',
        company_number: 'BE 0417.497.106',
        languages: ['fr', 'nl'],
        sectors: [{ id: sectorId, is_main: true }, { id: otherSectorId, is_main: false }],
        besoins: [{ id: mainBesoin, is_main: true }, { id: secondBesoin, is_main: false }],
        tags: [tagId, 'Garde de nuit'],
        coverage_zones: [{ zone_type: 'commune', zone_id: '21009' }],
      };
    });

    it('answers 422 with field errors for the enterprise number, §5 secondary-before-main, addresses and unknown references', async () => {
      expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, editBody(base, { company_number: '0417.497.107' })), ['company_number']);
      expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, editBody(base, { besoins: [{ id: mainBesoin, is_main: false }, { id: secondBesoin, is_main: false }] })), [
        'besoins.0.is_main',
        'besoins.1.is_main',
      ]);
      expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, editBody(base, { addresses: [{ ...address, postal_code: '1234' }, { ...address, street: '', quartier_id: 'X' }] })), [
        'addresses.1.street',
      ]);
      expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, editBody(base, { addresses: [{ ...address, postal_code: '1234' }, { ...address, quartier_id: 'ailleurs' }] })), [
        'addresses.0.postal_code',
        'addresses.1.quartier_id',
      ]);
      expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, editBody(base, { tags: [424242], languages: ['xx'] })), ['tags.0', 'languages.0']);
      const french = await owner.put(`/api/prestataires/${slug}`, editBody(base, { company_number: '123' }), { 'accept-language': 'fr' });
      expect(french.json().errors.company_number[0]).toContain('numéro d’entreprise');
    });

    it('saves the edit copy without changing the public data; commit puts it in the queue with a diff and mails the team', async () => {
      const saved = await owner.put(`/api/prestataires/${slug}`, editBody(base));
      expect(saved.statusCode).toBe(200);
      const copy = listingEditCopySchema.parse(saved.json().data);
      expect(copy.values).toMatchObject({ company_number: '0417.497.106', activity_description: 'Garde à domicile de jour comme de nuit.' });
      const live = await t.db.selectFrom('prestataires').select(['activity_description', 'company_number']).where('id', '=', listingId).executeTakeFirstOrThrow();
      expect(live).toEqual({ activity_description: null, company_number: null });

      const committed = await owner.post('/api/prestataires/commit', { slug });
      expect(committed.statusCode).toBe(200);
      expect(listingEditCopySchema.parse(committed.json().data)).toMatchObject({ listing: { state: 'pending' }, source: 'pending_version', pending_version: { number: 1 } });
      expectFieldErrors(await owner.post('/api/prestataires/commit', { prestataire_id: listingId }), ['prestataire_id']); // nothing new to send
      expect((await mailsTo(t.app, t.app.config.contactEmail)).at(-1)?.subject).toContain('Service de garde Les Tilleuls');

      expect((await owner.get('/api/prestataires/validations')).statusCode).toBe(403);
      const queue = validationQueueSchema.parse((await admin.get('/api/prestataires/validations')).json());
      const item = queue.data.find((i) => i.listing.id === listingId)!;
      expect(item.version.number).toBe(1);
      const byField = Object.fromEntries(item.diff.map((d) => [d.field, d]));
      expect(byField.activity_description).toEqual({ field: 'activity_description', before: null, after: 'Garde à domicile de jour comme de nuit.' });
      expect(byField.besoins.after).toBe('Répit (principal)\nGarde de nuit');
      expect(byField.tags.after).toBe('Accessible PMR\nGarde de nuit');
      expect(byField.title).toBeUndefined();
    });

    it('approval publishes the version: public page, search index, owner mail in the owner’s language', async () => {
      const queue = validationQueueSchema.parse((await admin.get('/api/prestataires/validations')).json());
      const item = queue.data.find((i) => i.listing.id === listingId)!;
      expect((await stranger.post(`/api/prestataires/versions/${item.version.id}/approve`)).statusCode).toBe(403);
      const approved = await admin.post(`/api/prestataires/versions/${item.version.id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({ status: 'approved', number: 1, current: true });

      const page = prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data);
      expect(page).toMatchObject({ validated: true, visible: true, activity_description: 'Garde à domicile de jour comme de nuit.', company_number: '0417.497.106' });
      expect(page.tags.map((tag) => tag.name_fr).sort()).toEqual(['Accessible PMR', 'Garde de nuit']);
      expect(page.besoins.map((b) => b.id)).toEqual([mainBesoin, secondBesoin]);
      expect((await indexed('Tilleuls')).length).toBe(1);
      const mail = (await mailsTo(t.app, ownerEmail)).at(-1)!;
      expect(mail.subject).toBe('Uw fiche “Service de garde Les Tilleuls” werd gevalideerd');
    });

    it('a saved edit copy stays private until approved; rejection mails the reason in the owner’s language', async () => {
      await owner.put(`/api/prestataires/${slug}`, editBody(base, { title: 'Service de garde Les Tilleuls (nouveau nom)', activity_description: 'Texte refusé.' }));
      expect(prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data).title).toBe('Service de garde Les Tilleuls');
      expect(await indexed('nouveau nom')).toEqual([]);
      await owner.post('/api/prestataires/commit', { prestataire_id: listingId });
      expect(myListingListSchema.parse((await owner.get('/api/prestataires/mine')).json()).data.find((l) => l.id === listingId)?.state).toBe('changes_pending');

      const item = validationQueueSchema.parse((await admin.get('/api/prestataires/validations')).json()).data.find((i) => i.listing.id === listingId)!;
      expect(item.diff.map((d) => d.field)).toEqual(['title', 'activity_description']);
      expectFieldErrors(await admin.post(`/api/prestataires/versions/${item.version.id}/reject`, {}), ['reason']);
      const rejected = await admin.post(`/api/prestataires/versions/${item.version.id}/reject`, { reason: 'Le nouveau nom ne correspond pas à l’agrément.' });
      expect(rejected.json().data).toMatchObject({ status: 'rejected', number: 2, reason: 'Le nouveau nom ne correspond pas à l’agrément.' });
      const mail = (await mailsTo(t.app, ownerEmail)).at(-1)!;
      expect(mail.subject).toBe('Uw fiche “Service de garde Les Tilleuls” werd niet gevalideerd');
      const raw = (await t.app.mailer.outbox!.read(mail.id))!.toString('utf8');
      expect(raw).toContain('Reden:');

      const copy = listingEditCopySchema.parse((await owner.get(`/api/prestataires/${slug}?edit=1`)).json().data);
      expect(copy).toMatchObject({ source: 'rejected_version', last_rejection: { reason: 'Le nouveau nom ne correspond pas à l’agrément.' }, listing: { state: 'published' } });
      expect(prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data).title).toBe('Service de garde Les Tilleuls');
    });

    it('applies an earlier version as the edit copy, which the owner commits again', async () => {
      const versions = listingVersionListSchema.parse((await owner.get(`/api/prestataires/${slug}/versions`)).json());
      expect(versions.data.map((v) => [v.number, v.status])).toEqual([[2, 'rejected'], [1, 'approved']]);
      const first = versions.data.find((v) => v.number === 1)!;
      const applied = await owner.post(`/api/prestataires/versions/${first.id}/apply`);
      expect(applied.statusCode).toBe(200);
      expect(listingEditCopySchema.parse(applied.json().data)).toMatchObject({ source: 'edit_copy', values: { title: 'Service de garde Les Tilleuls', activity_description: 'Garde à domicile de jour comme de nuit.' } });
      expect((await owner.post('/api/prestataires/commit', { slug })).statusCode).toBe(200);
    });

    it('gives and withdraws the network consent, unpublishes and publishes again (search follows)', async () => {
      const given = await owner.post(`/api/prestataires/${slug}/give-consent`);
      expect(given.json().data).toMatchObject({ network_consent: true, network_consent_at: expect.any(String) });
      expect((await owner.post(`/api/prestataires/${slug}/give-consent`, { consent: false })).json().data).toEqual({ network_consent: false, network_consent_at: null });

      expect((await owner.post(`/api/prestataires/${slug}/unpublish`)).statusCode).toBe(200);
      expect((await visitor.get(`/api/prestataires/${slug}`)).statusCode).toBe(404);
      expect((await stranger.put(`/api/prestataires/${slug}`, editBody(base))).statusCode).toBe(404);
      expect(await indexed('Tilleuls')).toEqual([]);
      expect(myListingListSchema.parse((await owner.get('/api/prestataires/mine')).json()).data.find((l) => l.id === listingId)?.state).toBe('unpublished');
      expect((await owner.post(`/api/prestataires/${slug}/publish`)).statusCode).toBe(200);
      expect((await indexed('Tilleuls')).length).toBe(1);
    });

    it('exports the history as a PDF with dates in the reader’s locale', async () => {
      const response = await owner.request({ method: 'POST', url: `/api/prestataires/${listingId}/export-history`, headers: { 'accept-language': 'fr' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="history.pdf"');
      const text = pdfText(response.rawPayload);
      // pdf.js gives the no-break spaces back as spaces.
      for (const line of ['Historique de la fiche « Service de garde Les Tilleuls »', 'Fiche créée', 'Modifications enregistrées', 'Envoyée pour validation', 'Validée par l’équipe SAM', 'Refusée par l’équipe SAM', 'Motif : Le nouveau nom ne correspond pas à l’agrément.', 'Version antérieure reprise', 'Consentement réseau donné', 'Consentement réseau retiré', 'Fiche retirée du portail', 'Fiche remise en ligne']) {
        expect(text).toContain(line);
      }
      // Changed fields are named as the editor labels them, never by their API names.
      expect(text).toMatch(/Champs modifiés : .*Nom du service/);
      expect(text).not.toMatch(/Champs modifiés : .*\b(title|activity_description)\b/);
      const year = String(new Date().getFullYear());
      expect(text).toMatch(new RegExp(`\\d{1,2} [a-zéû]+ ${year}`)); // e.g. "14 mai 2026"
      const dutch = await owner.request({ method: 'POST', url: `/api/prestataires/${slug}/export-history`, headers: { 'accept-language': 'nl' } });
      expect(pdfText(dutch.rawPayload)).toContain('Geschiedenis van de fiche');
    });

    it('refuses every write to another user (403), a visitor (401), and keeps the colours call', async () => {
      const versionId = listingVersionListSchema.parse((await owner.get(`/api/prestataires/${slug}/versions`)).json()).data[0].id;
      const calls: [string, string, unknown][] = [
        ['PUT', `/api/prestataires/${slug}`, editBody(base)],
        ['PUT', `/api/prestataires/${slug}`, { primary_color: '#000000', secondary_color: '#ffffff' }],
        ['GET', `/api/prestataires/${slug}?edit=1`, undefined],
        ['GET', `/api/prestataires/${slug}/versions`, undefined],
        ['GET', `/api/prestataires/${slug}/history`, undefined],
        ['POST', '/api/prestataires/commit', { slug }],
        ['POST', `/api/prestataires/versions/${versionId}/apply`, undefined],
        ['POST', `/api/prestataires/${listingId}/export-history`, undefined],
        ['POST', `/api/prestataires/${slug}/give-consent`, { consent: true }],
        ['POST', `/api/prestataires/${slug}/unpublish`, undefined],
        ['POST', `/api/prestataires/${slug}/publish`, undefined],
        ['POST', `/api/prestataires/versions/${versionId}/approve`, undefined],
        ['POST', `/api/prestataires/versions/${versionId}/reject`, { reason: 'Non.' }],
        ['DELETE', `/api/prestataires/${slug}`, undefined],
      ];
      for (const [method, url, payload] of calls) {
        const asStranger = await stranger.request({ method: method as 'GET', url, payload: payload as object });
        expect([method, url, asStranger.statusCode]).toEqual([method, url, 403]);
        const asVisitor = await visitor.request({ method: method as 'GET', url, payload: payload as object });
        expect([method, url, asVisitor.statusCode]).toEqual([method, url, 401]);
      }
      // A hidden listing is a missing page for other users.
      const hidden = await insertListing(t.db, { slug: 'fiche-cachee', title: 'Fiche cachée', visible: false, validated: false });
      expect((await stranger.put('/api/prestataires/fiche-cachee', editBody(base))).statusCode).toBe(404);
      expect((await stranger.post(`/api/prestataires/${hidden}/export-history`)).statusCode).toBe(404);
      expect((await stranger.post('/api/prestataires/commit', { slug: 'fiche-cachee' })).statusCode).toBe(404);

      const colors = await owner.put(`/api/prestataires/${slug}`, { primary_color: '#336699', secondary_color: '#FFFFFF' });
      expect(colors.statusCode).toBe(200);
      expect(prestataireSchema.parse(colors.json().data)).toMatchObject({ primary_color: '#336699', secondary_color: '#FFFFFF' });
      const history = listingHistorySchema.parse((await owner.get(`/api/prestataires/${slug}/history`)).json());
      expect(history.data.at(-1)?.action).toBe('colors_changed');
    });

    it('lets a Bearer API token write without a CSRF token', async () => {
      const { id } = userSchema.parse((await owner.get('/api/user')).json());
      const seeded = await insertListing(t.db, { slug: 'fiche-token', title: 'Fiche token' });
      await giveOwnership(t.db, seeded, id);
      const token = await owner.post('/api/tokens', { title: 'Intégration' });
      expect(token.statusCode).toBe(201);
      const value = token.json().token as string;
      const api = new TestClient(t.app, { authorization: `Bearer ${value}` });
      const response = await api.request({ method: 'POST', url: '/api/prestataires/fiche-token/give-consent', payload: { consent: true }, csrf: false });
      expect(response.statusCode).toBe(200);
    });
  });
});
