import { resolve } from 'node:path';
import { databaseConfigFromEnv, describeDatabase } from './environment';

describe('databaseConfigFromEnv', () => {
  it('reads DATABASE_URL, else DATABASE_FILE (from the working directory), else the default file', () => {
    expect(databaseConfigFromEnv({ DATABASE_URL: ' postgres://u:secret@db:5432/sam ' }, '/repo/data/sam.sqlite')).toEqual({
      databaseUrl: 'postgres://u:secret@db:5432/sam',
      sqliteFile: '/repo/data/sam.sqlite',
    });
    expect(databaseConfigFromEnv({ DATABASE_URL: ' ', DATABASE_FILE: 'tmp/x.sqlite' }, '/repo/data/sam.sqlite')).toEqual({ databaseUrl: undefined, sqliteFile: resolve('tmp/x.sqlite') });
    expect(databaseConfigFromEnv({ DATABASE_FILE: ':memory:' }, '/repo/data/sam.sqlite').sqliteFile).toBe(':memory:');
    expect(databaseConfigFromEnv({}, '/repo/data/sam.sqlite')).toEqual({ databaseUrl: undefined, sqliteFile: '/repo/data/sam.sqlite' });
  });

  it('names the database for a log line without its password', () => {
    expect(describeDatabase({ databaseUrl: 'postgres://u:secret@db:5432/sam', sqliteFile: '' })).toBe('PostgreSQL postgres://u:***@db:5432/sam');
    expect(describeDatabase({ sqliteFile: '/repo/data/sam.sqlite' })).toBe('SQLite /repo/data/sam.sqlite');
  });
});
