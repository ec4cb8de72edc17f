import { userSchema } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { insertListing } from '../testing/fixtures';
import { readers, type TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDialects())('bookmarks of items no longer public on %s', (dialect) => {
  let t: TestApp;
  let user: TestClient;
  let other: TestClient;
  let ids: { listing: number; event: number; info: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ user, other } = await readers(t.app));
    const listing = await insertListing(t.db, { slug: 'ancien-service', title: 'Ancien service', visible: false });
    const event = await t.db
      .insertInto('events')
      .values({ slug: 'atelier-retire', title: 'Atelier retiré', description: 'Plus au programme.', starts_at: inDays(5), status: 'draft' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const info = await t.db
      .insertInto('infos')
      .values({
        slug_fr: 'page-a-venir',
        slug_nl: 'pagina-later',
        title_fr: 'Page à venir',
        title_nl: 'Pagina later',
        body_fr: 'Bientôt.',
        body_nl: 'Binnenkort.',
        category: 'Aides',
        published_at: inDays(10),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids = { listing, event: event.id, info: info.id };
    // Bookmarked while they were public.
    for (const client of [user, other]) {
      const userId = userSchema.parse((await client.get('/api/user')).json()).id;
      for (const [type, id] of [['prestataire', listing], ['event', event.id], ['info', info.id]] as const) {
        await t.db.insertInto('bookmarks').values({ user_id: userId, bookmarkable_type: type, bookmarkable_id: id, created_at: nowIso() }).execute();
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const bookmarkedTypes = async (client: TestClient) => userSchema.parse((await client.get('/api/user')).json()).bookmarks.map((b) => b.type).sort();

  it('stay in the favourites, cannot be bookmarked or toggled, 404 as before', async () => {
    expect(await bookmarkedTypes(user)).toEqual(['event', 'info', 'prestataire']);
    for (const url of ['/api/prestataires/ancien-service/bookmark', `/api/events/${ids.event}/bookmark`, '/api/infos/page-a-venir/bookmark']) {
      expect((await user.post(url, { bookmarked: true })).statusCode).toBe(404);
      expect((await user.post(url, {})).statusCode).toBe(404);
    }
    expect(await bookmarkedTypes(user)).toEqual(['event', 'info', 'prestataire']);
  });

  it('can be taken back by id or by slug, for this user only', async () => {
    for (const url of ['/api/prestataires/ancien-service/bookmark', '/api/eventsv2/atelier-retire/bookmark', `/api/infos/${ids.info}/bookmark`]) {
      const response = await user.post(url, { bookmarked: false });
      expect([response.statusCode, response.json()]).toEqual([200, { bookmarked: false }]);
    }
    expect(await bookmarkedTypes(user)).toEqual([]);
    expect(await bookmarkedTypes(other)).toEqual(['event', 'info', 'prestataire']);
    // Unknown items are still 404, and logged-out visitors 401.
    expect((await user.post('/api/events/n-existe-pas/bookmark', { bookmarked: false })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/infos/${ids.info}/bookmark`, payload: { bookmarked: false } })).statusCode).not.toBe(200);
  });
});
