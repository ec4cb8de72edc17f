import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { annonceDay, type AnyEndpoint } from '@sam/contracts';
import { nowIso, type Dialect } from '@sam/db';
import { categoryInserter, giveOwnership, grantRole, insertGeo, insertListing } from '../../testing/fixtures';
import { TestClient, validRegistration } from '../../testing/test-client';
import { createTestApp, type TestApp } from '../../testing/test-database';
import type { EndpointSetup } from './cases';

const DAY = 86_400_000;
const localMoment = (days: number, time: string) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${time}`;

export interface BadInputApp {
  t: TestApp;
  /** A verified administrator who manages the fixtures: access rules and guards let every case reach validation. */
  user: TestClient;
  /** A visitor holding the CSRF cookie, for the anonymous sample. */
  visitor: TestClient;
  setupOf(endpoint: AnyEndpoint): EndpointSetup;
  close(): Promise<void>;
}

/**
 * The app on a fresh database with one listing, event, annonce and profile managed by the signed-in
 * administrator. Rate limits are lifted (factor 1000) so that validation, not a 429, answers.
 */
export async function createBadInputApp(dialect: Dialect): Promise<BadInputApp> {
  const storageDir = mkdtempSync(join(tmpdir(), 'sam-bad-input-storage-'));
  const t = await createTestApp(dialect, { storageDir, rateLimitFactor: 1000 });
  await insertGeo(t.db);
  const eventCategory = await categoryInserter(t.db, 'event_categories')('conference', 'lezing', 'Conférence', 'Lezing', 1);
  const annonceCategory = await categoryInserter(t.db, 'annonce_categories')('materiel-medical', 'medisch-materiaal', 'Matériel médical', 'Medisch materiaal', 1);
  const listingSlug = 'fiche-bad-input';
  const listingId = await insertListing(t.db, { slug: listingSlug, title: 'Fiche des cas invalides' });

  const user = new TestClient(t.app);
  const email = 'bad.input.admin@example.be';
  expect((await user.register({ email })).statusCode).toBe(201);
  const { id: userId } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ email_verified_at: nowIso() }).where('id', '=', userId).execute();
  await grantRole(t.db, userId, 'admin');
  await giveOwnership(t.db, listingId, userId);

  const event = {
    title: 'Café des aidants', description: 'Un moment d’échange.', locale: 'fr', category_id: eventCategory, prestataire_id: listingId,
    place: 'Maison de quartier', commune_id: '21009', starts_at: localMoment(10, '18:30'), ends_at: localMoment(10, '20:30'),
    contact_person: 'Marie Dupont', website: 'https://example.be/cafe', status: 'published',
  };
  const annonce = {
    title: 'Fauteuil roulant pliable', body: 'Très bon état.', locale: 'fr', category_id: annonceCategory, contact_email: 'marie@example.be',
    phone: '0470 12 34 56', price: '12,50', commune_id: '21009', expires_at: annonceDay(Date.now() + 30 * DAY), status: 'published',
  };
  const created = async (url: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const response = await user.post(url, body);
    if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  const eventSlug = String((await created('/api/events', event)).slug);
  const eventV2Slug = String((await created('/api/eventsv2', { ...event, title: 'Atelier mémoire' })).slug);
  const annonceSlug = String((await created('/api/annonces', annonce)).slug);
  const profileId = String((await t.db.selectFrom('profiles').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id);

  const visitor = new TestClient(t.app);
  await visitor.csrfCookie();

  /** Bodies the endpoints accept, where a made-up one would fail for another reason than the case's. */
  const validBodies: Record<string, Record<string, unknown>> = {
    'events.createOrSearch': event,
    'events.update': event,
    'eventsV2.createOrSearch': event,
    'eventsV2.update': event,
    'annonces.create': annonce,
    'annonces.update': annonce,
    'auth.register': validRegistration({ email: 'nouveau@example.be' }),
    'auth.login': { email, password: 'un mot de passe solide' },
    'profiles.create': { first_name: 'Jean' },
    'profiles.update': { first_name: 'Jean' },
  };
  const slugOf = (endpoint: AnyEndpoint) =>
    endpoint.path.startsWith('/api/eventsv2') ? eventV2Slug : endpoint.path.startsWith('/api/events') ? eventSlug : endpoint.path.startsWith('/api/annonces') ? annonceSlug : listingSlug;

  return {
    t,
    user,
    visitor,
    setupOf: (endpoint) => ({
      params: {
        slug: slugOf(endpoint),
        ref: slugOf(endpoint),
        id: endpoint.id.startsWith('profiles.') ? profileId : endpoint.path.includes('export-history') ? String(listingId) : '1',
        action: 'accept',
        indexName: endpoint.id === 'search.multipleQueries' ? '*' : 'prestataire_addresses_index',
        facetName: 'categorie',
        objectID: '1',
      },
      validBody: validBodies[endpoint.id],
    }),
    async close() {
      await t.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
