/** True when a write broke a UNIQUE constraint, on SQLite (better-sqlite3) or PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * A database that cannot serve the request right now, as the errors plugin answers it
 * (issue 16, decision 0031): never a 500 nor a hang, a localised message and, when waiting
 * helps, a Retry-After in seconds.
 */
export interface DatabaseFault {
  kind: 'unavailable' | 'read_only' | 'storage_full';
  status: 503 | 507;
  messageKey: string;
  retryAfterSeconds?: number;
}

const FAULTS: Record<DatabaseFault['kind'], DatabaseFault> = {
  // A server restart takes seconds; the pool reconnects on the next request.
  unavailable: { kind: 'unavailable', status: 503, messageKey: 'errors.database_unavailable', retryAfterSeconds: 5 },
  // Maintenance or a read-only file system: reads still work, writes wait for an operator.
  read_only: { kind: 'read_only', status: 503, messageKey: 'errors.database_read_only', retryAfterSeconds: 60 },
  // RFC 4918's 507: the server cannot store what was sent; nothing was written.
  storage_full: { kind: 'storage_full', status: 507, messageKey: 'errors.storage_full' },
};

/** PostgreSQL SQLSTATEs (appendix A) that say the database, not the request, is at fault. */
const PG_STATES: Record<string, DatabaseFault['kind']> = {
  '25006': 'read_only', // read_only_sql_transaction (default_transaction_read_only, a hot standby)
  '53100': 'storage_full', // disk_full
  '53200': 'unavailable', // out_of_memory
  '53300': 'unavailable', // too_many_connections
  '57P01': 'unavailable', // admin_shutdown: the server is stopping
  '57P02': 'unavailable', // crash_shutdown
  '57P03': 'unavailable', // cannot_connect_now: starting up or shutting down
};

/** Socket errors while reaching the PostgreSQL server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres and pg-pool report a lost or impossible connection with these messages and no code. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function sqliteKind(code: string): DatabaseFault['kind'] | undefined {
  if (code === 'SQLITE_FULL') return 'storage_full';
  if (code.startsWith('SQLITE_READONLY')) return 'read_only';
  // Still locked after busy_timeout, an I/O failure, a file that cannot be opened.
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return 'unavailable';
  return undefined;
}

function kindOf(error: unknown, depth: number): DatabaseFault['kind'] | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (code in PG_STATES) return PG_STATES[code];
    // The whole connection_exception class (08xxx): the server went away mid-session.
    if (/^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
    if (NETWORK_CODES.has(code)) return 'unavailable';
    if (code.startsWith('SQLITE_')) return sqliteKind(code);
  }
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return 'unavailable';
  // Node reports a refused connection to every address of a host as an AggregateError.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const kind = kindOf(inner, depth + 1);
      if (kind) return kind;
    }
  }
  return kindOf(cause, depth + 1);
}

/** How to answer an error that comes from the database's state; undefined for anything else (a bug: 500). */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  const kind = kindOf(error, 0);
  return kind ? FAULTS[kind] : undefined;
}
