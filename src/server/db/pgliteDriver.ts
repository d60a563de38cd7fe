// The PGlite back end (no DATABASE_URL): PGlite in a data directory, or in
// memory, behind Kysely. Opening takes the data-directory lock
// (dataDirLock.ts) first and parses results as resultTypes.ts says. Kysely has
// no PGlite dialect of its own, and kysely-pglite's driver is unsafe (see
// pgliteDialect below), so the driver is here: one PGlite session, handed to
// one caller at a time.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { CurrentSchemaIntrospector } from './currentSchemaIntrospector';
import { acquireDataDirLock } from './dataDirLock';
import type { Database } from './database';
import { pgliteParsers } from './resultTypes';
import type { DatabaseSchema } from './schema';

/**
 * Opens PGlite in `dataDir` (created if missing, and locked), or in memory when
 * `dataDir` is undefined. `close` is not idempotent here: openDatabase makes it so.
 */
export async function openPglite(dataDir: string | undefined, schema: string | undefined, initialDataDir?: Blob): Promise<Database> {
  let directory: string | undefined;
  let releaseLock = (): void => {};

  if (dataDir !== undefined) {
    directory = path.resolve(dataDir);
    fs.mkdirSync(directory, { recursive: true });
    releaseLock = acquireDataDirLock(directory);
  }

  let client: PGlite;
  try {
    // In memory: no dataDir at all (PGlite's default is in-memory).
    client = await PGlite.create({ ...(directory ? { dataDir: directory } : {}), ...(initialDataDir ? { loadDataDir: initialDataDir } : {}), parsers: pgliteParsers });
  } catch (error) {
    releaseLock();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open PGlite database in ${directory ?? 'memory'}: ${reason}`, {
      cause: error,
    });
  }

  try {
    if (schema) {
      // PGlite has a single session, so a plain SET lasts for its lifetime.
      await client.exec(`create schema if not exists "${schema}"; set search_path to "${schema}"`);
    }
  } catch (error) {
    await client.close().catch(() => undefined);
    releaseLock();
    throw error;
  }

  const db = new Kysely<DatabaseSchema>({ dialect: pgliteDialect(client) });
  return {
    db,
    dialect: 'pglite',
    close: async () => {
      try {
        await db.destroy(); // closes PGlite through the driver, if a query ever ran
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * Kysely dialect for PGlite. Same parts as kysely-pglite's dialect (Kysely's
 * stock Postgres adapter, introspector and query compiler) with our own driver,
 * because kysely-pglite 0.6.1's driver:
 * - hands the single PGlite session to every caller at once, so statements of
 *   concurrent requests run inside each other's transactions (a rolled-back
 *   transaction's rows were committed by another one's COMMIT);
 * - returns `affectedRows` instead of Kysely's `numAffectedRows`, so
 *   numInserted/Updated/DeletedRows are always 0n;
 * - ignores isolation level / access mode and has no savepoints;
 * - and its constructor calls fs-extra `ensureDir(dataDir)` without awaiting it
 *   (a literal "memory:" folder for 'memory://', and a possible unhandled
 *   rejection).
 *
 * This driver queues connections (like Kysely's own SQLite driver), so a
 * transaction has the session to itself. Consequence: inside
 * `db.transaction().execute(trx => ...)` use `trx`, never `db`; a query on `db`
 * would wait for the transaction to end (deadlock). PGlite cannot stream.
 */
export function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new CurrentSchemaIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createDriver: () => new PGliteDriver(client),
  };
}

class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}

class PGliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex = new ConnectionMutex();

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Same statement as Kysely's PostgresDriver.
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return {
      rows: result.rows,
      ...(typeof result.affectedRows === 'number' ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries.');
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
