import { eventCategorySchema, eventDetailSchema, eventSubscriptionStateSchema, eventSummarySchema, listOf, userSchema } from '@sam/contracts';
import type { DB } from '@sam/db';
import { expectBookmarkRefusals, expectBookmarkToggles, expectFieldErrors } from '../testing/expectations';
import { categoryInserter, insertGeo, insertListing } from '../testing/fixtures';
import { readers, type TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { buildIcs, foldLine } from './ics';

const DAY = 86_400_000;
const inDays = (days: number, hour = 14) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const searchResult = listOf(eventSummarySchema);

async function insertEvent(
  db: DB,
  values: { slug: string; title: string; category_id: number | null; starts_at: string; ends_at?: string | null; status?: string; prestataire_id?: number | null; locale?: string },
): Promise<number> {
  const { id } = await db
    .insertInto('events')
    .values({
      slug: values.slug,
      category_id: values.category_id,
      prestataire_id: values.prestataire_id ?? null,
      user_id: null,
      title: values.title,
      description: `Description de ${values.title}, avec une virgule; un point-virgule et une ligne\nde plus.`,
      locale: values.locale ?? 'fr',
      place: 'Maison des associations',
      commune_id: '21009',
      starts_at: values.starts_at,
      ends_at: values.ends_at === undefined ? null : values.ends_at,
      contact_person: 'Marie Dupont',
      website: 'https://example.be/agenda',
      status: values.status ?? 'published',
      created_at: inDays(-30),
      updated_at: inDays(-2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDialects())('events on %s', (dialect) => {
  let t: TestApp;
  let talks: number;
  let workshops: number;
  let user: TestClient;
  let other: TestClient;
  let visitor: TestClient;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertGeo(t.db);
    listingId = await insertListing(t.db, { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' });
    const hidden = await insertListing(t.db, { slug: 'service-cache', title: 'Service caché', visible: false });
    const category = categoryInserter(t.db, 'event_categories');
    talks = await category('conference', 'lezing', 'Conférence', 'Lezing', 1);
    workshops = await category('atelier', 'workshop', 'Atelier', 'Workshop', 2);
    await category('salon', 'beurs', 'Salon', 'Beurs', 3);

    // 33 upcoming talks (two pages), 2 workshops (one ongoing), 2 past, 1 draft, 1 archived.
    for (let i = 1; i <= 33; i++) {
      await insertEvent(t.db, { slug: `conference-${i}`, title: `Conférence n° ${i}`, category_id: talks, starts_at: inDays(i), prestataire_id: i === 1 ? listingId : null });
    }
    await insertEvent(t.db, { slug: 'atelier-en-cours', title: 'Atelier en cours', category_id: workshops, starts_at: inDays(-1), ends_at: inDays(2) });
    await insertEvent(t.db, { slug: 'atelier-langue-des-signes', title: 'Atelier langue des signes', category_id: workshops, starts_at: inDays(40), ends_at: inDays(40, 16), prestataire_id: hidden, locale: 'nl' });
    await insertEvent(t.db, { slug: 'passe-recent', title: 'Passé récent', category_id: talks, starts_at: inDays(-3) });
    await insertEvent(t.db, { slug: 'passe-ancien', title: 'Passé ancien', category_id: null, starts_at: inDays(-60) });
    await insertEvent(t.db, { slug: 'brouillon', title: 'Brouillon', category_id: talks, starts_at: inDays(5), status: 'draft' });
    await insertEvent(t.db, { slug: 'archive', title: 'Archivé', category_id: talks, starts_at: inDays(6), status: 'archived' });

    ({ user, other, visitor } = await readers(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/events/search', () => {
    it('pages over upcoming published events, soonest first, 30 per page', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { locale: 'fr' } });
      expect(response.statusCode).toBe(200);
      const body = searchResult.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 30, total: 35 });
      expect(body.data).toHaveLength(30);
      expect(body.data[0].slug).toBe('atelier-en-cours'); // ongoing: started yesterday, ends later
      expect(body.data[1]).toMatchObject({
        slug: 'conference-1',
        place: 'Maison des associations',
        commune: { id: '21009', name: 'Ixelles' },
        category: { id: talks, slug: 'conference', title: 'Conférence' },
      });
      const starts = body.data.map((e) => e.starts_at);
      expect([...starts].sort()).toEqual(starts);
      const page2 = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { page: 2 } })).json());
      expect(page2.meta.current_page).toBe(2);
      expect(page2.data).toHaveLength(5);
      const slugs = [...body.data, ...page2.data].map((e) => e.slug);
      expect(slugs).not.toContain('brouillon');
      expect(slugs).not.toContain('archive');
      expect(slugs).not.toContain('passe-recent');
    });

    it('filters by category id or slug (in either language), names things in the locale', async () => {
      for (const category of [workshops, 'atelier', 'workshop']) {
        const body = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { category, locale: 'nl' } })).json());
        expect(body.meta.total).toBe(2);
        expect(body.data.map((e) => e.slug)).toEqual(['atelier-en-cours', 'atelier-langue-des-signes']);
        expect(body.data[0].category).toEqual({ id: workshops, slug: 'workshop', title: 'Workshop' });
        expect(body.data[0].commune?.name).toBe('Elsene');
      }
    });

    it('shows past events only when asked, most recent first', async () => {
      const body = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { past: true } })).json());
      expect(body.data.map((e) => e.slug)).toEqual(['passe-recent', 'passe-ancien']);
    });

    it('narrows by text and by dates', async () => {
      const q = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { q: 'SIGNES' } })).json());
      expect(q.data.map((e) => e.slug)).toEqual(['atelier-langue-des-signes']);
      const wildcard = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { q: '%' } })).json());
      expect(wildcard.meta.total).toBe(0);
      const day = inDays(3).slice(0, 10);
      const range = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { from: day, to: day } })).json());
      expect(range.data.map((e) => e.slug)).toEqual(['conference-3']);
    });

    it('rejects bad input with 422 and field errors', async () => {
      for (const [payload, field] of [
        [{ page: 0 }, 'page'],
        [{ locale: 'en' }, 'locale'],
        [{ from: 'demain' }, 'from'],
        [{ past: 'oui' }, 'past'],
        [{ category: 'n-existe-pas' }, 'category'],
        [{ category: 999 }, 'category'],
        [{ from: '2026-12-10', to: '2026-12-01' }, 'to'],
      ] as const) {
        expectFieldErrors(await t.app.inject({ method: 'POST', url: '/api/events/search', payload }), [field]);
      }
    });

    it('answers POST /api/events with params as a list, like the search', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/events', payload: { category: 'atelier' } });
      expect(response.statusCode).toBe(200);
      expect(searchResult.parse(response.json()).meta.total).toBe(2);
    });
  });

  describe('the v2 prefix', () => {
    it('serves the same calls under /api/eventsv2', async () => {
      const search = await t.app.inject({ method: 'POST', url: '/api/eventsv2/search', payload: { category: 'lezing' } });
      expect(searchResult.parse(search.json()).meta.total).toBe(33);
      const list = await t.app.inject({ method: 'POST', url: '/api/eventsv2', payload: { past: true } });
      expect(searchResult.parse(list.json()).meta.total).toBe(2);
      expect((await t.app.inject({ method: 'GET', url: '/api/eventsv2/conference-2?locale=nl' })).json().data.category.slug).toBe('lezing');
      expect((await t.app.inject({ method: 'GET', url: '/api/eventsv2/categories' })).json().data).toHaveLength(3);
      expect((await t.app.inject({ method: 'GET', url: `/api/eventsv2/categories/${talks}` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/eventsv2/conference-2/ics' })).statusCode).toBe(200);
      expect((await user.post('/api/eventsv2/conference-9/bookmark', { bookmarked: true })).json()).toEqual({ bookmarked: true });
      expect((await user.post('/api/eventsv2/conference-9/bookmark', { bookmarked: false })).json()).toEqual({ bookmarked: false });
      expect((await visitor.post('/api/eventsv2/conference-9/subscribe')).statusCode).toBe(401);
    });
  });

  describe('GET /api/events/categories', () => {
    it('lists the categories in order with their upcoming counts, in the locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events/categories?locale=nl' });
      expect(response.statusCode).toBe(200);
      const data = eventCategorySchema.array().parse(response.json().data);
      expect(data.map((c) => [c.slug, c.title, c.upcoming_count])).toEqual([
        ['lezing', 'Lezing', 33],
        ['workshop', 'Workshop', 2],
        ['beurs', 'Beurs', 0],
      ]);
    });

    it('gives one category by id, 404 for an unknown one, 422 for a bad locale', async () => {
      const one = await t.app.inject({ method: 'GET', url: `/api/events/categories/${workshops}?locale=fr` });
      expect(eventCategorySchema.parse(one.json().data)).toMatchObject({ slug: 'atelier', title: 'Atelier', upcoming_count: 2 });
      for (const id of ['999', 'abc']) {
        const missing = await t.app.inject({ method: 'GET', url: `/api/events/categories/${id}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Cette page est introuvable.', status: 404 });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/events/categories?locale=de' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/events/:slug-or-id', () => {
    it('returns the event with its category, commune and public organiser', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events/conference-1?locale=fr' });
      expect(response.statusCode).toBe(200);
      const event = eventDetailSchema.parse(response.json().data);
      expect(event).toMatchObject({
        slug: 'conference-1',
        title: 'Conférence n° 1',
        contact_person: 'Marie Dupont',
        website: 'https://example.be/agenda',
        organiser: { id: listingId, slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' },
        commune: { id: '21009', name: 'Ixelles' },
        subscribed: false,
        bookmarked: false,
        subscribers: 0,
      });
      const byId = eventDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json().data);
      expect(byId.slug).toBe('conference-1');
    });

    it('leaves out an organiser whose listing is hidden', async () => {
      const event = eventDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/events/atelier-langue-des-signes' })).json().data);
      expect(event.organiser).toBeNull();
      expect(event.locale).toBe('nl');
    });

    it('is 404 for unknown, malformed, draft and archived events; 422 for a bad locale', async () => {
      for (const slug of ['nexiste-pas', 'Pas_Un_Slug', 'brouillon', 'archive', '99999']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/events/${slug}` })).statusCode).toBe(404);
      }
      const bad = await t.app.inject({ method: 'GET', url: '/api/events/conference-1?locale=en' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['locale']);
    });
  });

  describe('POST /api/events/:slug/subscribe', () => {
    it('toggles the subscription of the logged-in user and counts subscribers', async () => {
      const first = await user.post('/api/events/conference-4/subscribe');
      expect(first.statusCode).toBe(200);
      expect(eventSubscriptionStateSchema.parse(first.json())).toEqual({ subscribed: true, subscribers: 1 });
      expect((await other.post('/api/events/conference-4/subscribe')).json()).toEqual({ subscribed: true, subscribers: 2 });
      const detail = eventDetailSchema.parse((await user.get('/api/events/conference-4')).json().data);
      expect(detail).toMatchObject({ subscribed: true, subscribers: 2 });
      expect((await user.post('/api/events/conference-4/subscribe')).json()).toEqual({ subscribed: false, subscribers: 1 });
      expect(eventDetailSchema.parse((await user.get('/api/events/conference-4')).json().data).subscribed).toBe(false);
    });

    it('is 401 for a visitor, 404 for an unknown event, 419 without the CSRF token', async () => {
      const response = await visitor.post('/api/events/conference-4/subscribe');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Vous devez être connecté.', status: 401 });
      expect((await user.post('/api/events/nexiste-pas/subscribe')).statusCode).toBe(404);
      expect((await user.post('/api/events/brouillon/subscribe')).statusCode).toBe(404);
      expect((await user.request({ method: 'POST', url: '/api/events/conference-4/subscribe', csrf: false })).statusCode).toBe(419);
    });
  });

  describe('POST /api/events/:slug/bookmark', () => {
    it('toggles without a body, sets the state idempotently with one, and shows in the user', async () => {
      await expectBookmarkToggles(user, other, {
        bookmarkUrl: '/api/events/conference-5/bookmark',
        detailUrl: '/api/events/conference-5',
        detailSchema: eventDetailSchema,
        listed: expect.objectContaining({ type: 'event', slug: 'conference-5', title: 'Conférence n° 5' }),
      });
      expect(userSchema.parse((await user.get('/api/user')).json()).bookmarks).toEqual([]);
    });

    it('is 401 for a visitor, 422 for a bad body, 404 for an unknown event', async () => {
      await expectBookmarkRefusals(user, visitor, '/api/events/conference-5/bookmark', 'oui');
      expect((await user.post('/api/events/nexiste-pas/bookmark', {})).statusCode).toBe(404);
    });
  });

  describe('GET /api/events/:slug/ics', () => {
    it('answers an RFC 5545 calendar with CRLF lines, UTC times, UID and DTSTAMP', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/events/atelier-langue-des-signes/ics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="atelier-langue-des-signes.ics"');
      const body = response.body;
      expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(body.replace(/\r\n/g, '')).not.toContain('\n');
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const unfolded = body.replace(/\r\n /g, '');
      expect(unfolded).toContain('SUMMARY:Atelier langue des signes\r\n');
      expect(unfolded).toMatch(/\r\nUID:event-\d+@localhost\r\n/);
      expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T140000Z\r\nDTEND:\d{8}T160000Z\r\n/);
      expect(unfolded).toContain('DESCRIPTION:Description de Atelier langue des signes\\, avec une virgule\\; un point-virgule et une ligne\\nde plus.');
      expect(unfolded).toContain('LOCATION:Maison des associations\\, Elsene'); // the event's own language
      expect(unfolded).toContain('URL:http://localhost:4200/nl/agenda/atelier-langue-des-signes');
    });

    it('is 404 for an unknown or unpublished event', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/events/brouillon/ics' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/events/nexiste-pas/ics' })).statusCode).toBe(404);
    });
  });
});

describe('iCalendar helpers', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('omits DTEND and LOCATION when unknown', () => {
    const ics = buildIcs({ uid: 'x@y', stamp: '2026-01-01T00:00:00Z', start: '2026-02-01T09:30:00Z', end: null, summary: 'A', description: 'B', location: null, url: null, contact: null });
    expect(ics).toContain('DTSTART:20260201T093000Z\r\n');
    expect(ics).not.toContain('DTEND');
    expect(ics).not.toContain('LOCATION');
  });
});
