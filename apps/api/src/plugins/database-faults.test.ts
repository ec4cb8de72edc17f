import { sql } from 'kysely';
import { Client } from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { EVENT_DESCRIPTION_MAX, userSchema } from '@sam/contracts';
import { postgresLaneUrl } from '@sam/db';
import { categoryInserter } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

/**
 * A read-only or full database answers writes with a clear, localised 503/507 while reads keep
 * working, and nothing is half-written (issue 16, decision 0031). The database is put in that
 * state for real: SQLite's query_only and max_page_count, PostgreSQL's default_transaction_read_only.
 */
describe.each(testDialects())('database faults on %s', (dialect) => {
  let t: TestApp;
  let author: TestClient;
  let category: number;

  // Longer than a page (4 KiB): the insert must allocate new pages.
  const event = (n: number) => ({
    title: `Atelier ${n} des aidants`,
    description: 'Un moment d’échange entre aidants proches. '.repeat(200).slice(0, EVENT_DESCRIPTION_MAX),
    locale: 'fr',
    category_id: category,
    starts_at: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 16),
    status: 'published',
  });
  const counts = async () => ({
    events: Number((await t.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    changes: Number((await t.db.selectFrom('search_changes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const expectReadsWork = async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await author.get('/api/user')).statusCode).toBe(200);
  };
  const expectFault = (response: LightMyRequestResponse, status: number, message: string, retryAfter?: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message, status });
    expect(response.headers['retry-after']).toBe(retryAfter);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = await categoryInserter(t.db, 'event_categories')('atelier', 'workshop', 'Atelier', 'Workshop', 1);
    author = new TestClient(t.app);
    await author.register({ email: 'auteur@example.be' });
    const { id } = userSchema.parse((await author.get('/api/user')).json());
    await t.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', id).execute();
    expect((await author.post('/api/events', event(0))).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  if (dialect === 'sqlite') {
    // better-sqlite3 is one connection: a pragma on the test's handle is the app's.
    it('a read-only SQLite database: writes are 503 with Retry-After in the visitor’s language, reads work', async () => {
      const before = await counts();
      await sql`PRAGMA query_only = ON`.execute(t.db);
      try {
        expectFault(await author.post('/api/events', event(1)), 503, 'Les modifications sont momentanément impossibles : vous pouvez consulter le site, mais rien n’a été enregistré. Réessayez plus tard.', '60');
        expectFault(
          await author.post('/api/events', event(1), { 'accept-language': 'nl-BE' }),
          503,
          'Wijzigingen zijn tijdelijk niet mogelijk: u kunt de site raadplegen, maar er werd niets opgeslagen. Probeer het later opnieuw.',
          '60',
        );
        await expectReadsWork();
      } finally {
        await sql`PRAGMA query_only = OFF`.execute(t.db);
      }
      expect(await counts()).toEqual(before);
      expect((await author.post('/api/events', event(2))).statusCode).toBe(201);
    });

    it('a full SQLite database: the write is a 507, nothing of it is kept, reads work, and writes resume once there is room', async () => {
      await sql`VACUUM`.execute(t.db); // no free pages left to reuse
      const before = await counts();
      const pages = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.db)).rows[0].page_count;
      await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(t.db);
      try {
        expectFault(await author.post('/api/events', event(3)), 507, 'L’espace de stockage du serveur est plein : rien n’a été enregistré. Réessayez plus tard ou prévenez l’équipe SAM.');
        await expectReadsWork();
        expect(await counts()).toEqual(before);
      } finally {
        await sql.raw('PRAGMA max_page_count = 1073741823').execute(t.db);
      }
      expect((await author.post('/api/events', event(4))).statusCode).toBe(201);
      const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(t.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
    });
  } else {
    it('a PostgreSQL database switched to read-only: writes are 503 with Retry-After, reads work, and writes resume when it is switched back', async () => {
      const admin = new Client({ connectionString: postgresLaneUrl() });
      await admin.connect();
      const database = (await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows[0].name;
      // As a failover to a standby does: the setting holds for new sessions, the old ones are ended.
      const switchTo = async (readOnly: boolean) => {
        await admin.query(`alter database "${database}" ${readOnly ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`);
        const ended = await admin.query<{ pid: number }>('select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
        const pids = ended.rows.map((row) => row.pid);
        // Wait for the server to have closed those sessions (their sockets then close in this process).
        while (Number((await admin.query('select count(*) as n from pg_stat_activity where pid = any($1)', [pids])).rows[0].n) > 0);
      };
      try {
        const before = await counts();
        await switchTo(true);
        // The pool may first hand out a session the server just ended: that answer is a 503 too.
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i < 12 && answers.at(-1)?.json().message !== 'Les modifications sont momentanément impossibles : vous pouvez consulter le site, mais rien n’a été enregistré. Réessayez plus tard.'; i++) {
          answers.push(await author.post('/api/events', event(5)));
        }
        for (const answer of answers) expect(answer.statusCode).toBe(503);
        expectFault(answers.at(-1)!, 503, 'Les modifications sont momentanément impossibles : vous pouvez consulter le site, mais rien n’a été enregistré. Réessayez plus tard.', '60');
        await expectReadsWork();
        expect(await counts()).toEqual(before);
        await switchTo(false);
        let resumed: LightMyRequestResponse | undefined;
        for (let i = 0; i < 12 && resumed?.statusCode !== 201; i++) {
          resumed = await author.post('/api/events', event(6));
          expect([201, 503]).toContain(resumed.statusCode);
        }
        expect(resumed?.statusCode).toBe(201);
      } finally {
        await admin.query(`alter database "${database}" reset default_transaction_read_only`);
        await admin.end();
      }
    });
  }
});
