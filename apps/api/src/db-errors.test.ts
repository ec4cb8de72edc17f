import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Client, DatabaseError, Pool } from 'pg';
import { databaseFault, isUniqueViolation } from './db-errors';

/** The error `work` throws (fails the test when it throws nothing). */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

const pgError = (code: string, message = 'from the server') => Object.assign(new DatabaseError(message, message.length, 'error'), { code });

describe('databaseFault: errors from the database state become 503/507 (decision 0031)', () => {
  describe('PostgreSQL (node-postgres)', () => {
    it('a refused connection is a 503 with Retry-After', async () => {
      // Port 1 on loopback: nothing listens, the kernel refuses at once.
      const error = await thrown(() => new Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none' }).connect());
      expect(databaseFault(error)).toEqual({ kind: 'unavailable', status: 503, messageKey: 'errors.database_unavailable', retryAfterSeconds: 5 });
    });

    describe('a server that accepts but never answers', () => {
      let server: Server;
      const sockets = new Set<Socket>();
      beforeAll(async () => {
        server = createServer((socket) => sockets.add(socket));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      });
      afterAll(async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => server.close(resolve));
      });

      it('fails after the pool connection timeout, as a 503', async () => {
        const { port } = server.address() as { port: number };
        const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none`, connectionTimeoutMillis: 200 });
        const error = await thrown(() => pool.query('select 1'));
        await pool.end();
        expect((error as Error).message).toMatch(/timeout/);
        expect(databaseFault(error)?.status).toBe(503);
      });
    });

    it.each([
      ['57P01', 'admin_shutdown', 'unavailable'],
      ['57P03', 'the database system is starting up', 'unavailable'],
      ['08006', 'connection_failure', 'unavailable'],
      ['53300', 'too_many_connections', 'unavailable'],
      ['25006', 'cannot execute INSERT in a read-only transaction', 'read_only'],
      ['53100', 'could not extend file: No space left on device', 'storage_full'],
    ])('SQLSTATE %s (%s) is %s', (code, message, kind) => {
      expect(databaseFault(pgError(code, message))?.kind).toBe(kind);
    });

    it('a connection lost mid-query (no SQLSTATE) and a refusal wrapped in an AggregateError are 503s', () => {
      expect(databaseFault(new Error('Connection terminated unexpectedly'))?.status).toBe(503);
      const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
      expect(databaseFault(new AggregateError([refused], ''))?.kind).toBe('unavailable');
    });

    it('the request’s own faults and bugs are not the database’s state', () => {
      expect(databaseFault(pgError('23505', 'duplicate key'))).toBeUndefined();
      expect(databaseFault(pgError('42P01', 'relation does not exist'))).toBeUndefined();
      expect(databaseFault(new Error('connection lost: secret details'))).toBeUndefined();
      expect(databaseFault(new TypeError('x is undefined'))).toBeUndefined();
      expect(databaseFault(undefined)).toBeUndefined();
    });
  });

  describe('SQLite (better-sqlite3)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'sam-db-errors-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('a full database (max_page_count reached) is a 507 without Retry-After', async () => {
      const db = new SQLite(':memory:');
      db.exec('create table t (x text)');
      db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
      const error = await thrown(() => db.prepare('insert into t values (?)').run('x'.repeat(10_000)));
      db.close();
      expect((error as { code: string }).code).toBe('SQLITE_FULL');
      expect(databaseFault(error)).toEqual({ kind: 'storage_full', status: 507, messageKey: 'errors.storage_full' });
    });

    it('a read-only database is a 503 that says so', async () => {
      const file = join(dir, 'read-only.sqlite');
      new SQLite(file).exec('create table t (x text)');
      const db = new SQLite(file, { readonly: true });
      const error = await thrown(() => db.prepare('insert into t values (?)').run('x'));
      db.close();
      expect((error as { code: string }).code).toMatch(/^SQLITE_READONLY/);
      expect(databaseFault(error)).toMatchObject({ kind: 'read_only', status: 503, retryAfterSeconds: 60 });
    });

    it('a database still locked after busy_timeout is a 503', async () => {
      const file = join(dir, 'busy.sqlite');
      const holder = new SQLite(file);
      holder.exec('create table t (x text)');
      holder.exec('begin immediate');
      const waiter = new SQLite(file, { timeout: 0 });
      const error = await thrown(() => waiter.prepare('insert into t values (?)').run('x'));
      holder.exec('rollback');
      holder.close();
      waiter.close();
      expect((error as { code: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(databaseFault(error)?.kind).toBe('unavailable');
    });

    it('a constraint violation is not a database fault', async () => {
      const db = new SQLite(':memory:');
      db.exec('create table t (x text unique)');
      db.prepare('insert into t values (?)').run('x');
      const error = await thrown(() => db.prepare('insert into t values (?)').run('x'));
      db.close();
      expect(isUniqueViolation(error)).toBe(true);
      expect(databaseFault(error)).toBeUndefined();
    });
  });
});
