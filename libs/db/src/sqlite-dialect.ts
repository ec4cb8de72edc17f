import { SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';

/** What the dialect needs to know of the better-sqlite3 handle. */
interface TransactionState {
  readonly inTransaction: boolean;
}

/**
 * Kysely's SQLite dialect, except that a transaction SQLite has already rolled back by itself
 * (it does on SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY and SQLITE_NOMEM) is not rolled back again:
 * that second ROLLBACK fails with "no transaction is active", and its error would replace the
 * one that says what happened (a full disk must answer 507, decision 0031).
 */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(
    private readonly handle: TransactionState,
    private readonly dialectConfig: SqliteDialectConfig,
  ) {
    super(dialectConfig);
  }

  override createDriver(): SqliteDriver {
    const handle = this.handle;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (handle.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.dialectConfig);
  }
}
