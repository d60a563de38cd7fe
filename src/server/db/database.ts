import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';

export interface DatabaseConfig {
  /** PostgreSQL connection string. When set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing), or `'memory://'` for an in-memory database. */
  dataDir?: string;
  /** Schema to use as search_path (created if missing). Used by tests to isolate runs. */
  schema?: string;
}

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: 'pglite' | 'postgres';
  /** Closes the pool / PGlite instance. Safe to call more than once. */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = './data/pglite';
export const MEMORY_DATA_DIR = 'memory://';
/** Lock file written inside a PGlite data directory while a process has it open. */
export const DATA_DIR_LOCK_FILE = 'portal-server.lock';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;
const POOL_MAX = 10;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.schema !== undefined && !SCHEMA_NAME.test(config.schema)) {
    throw new Error(
      `Invalid database schema name ${JSON.stringify(config.schema)}: ` +
        'use lower-case letters, digits and underscores, not starting with a digit.',
    );
  }
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.schema)
    : openPglite(config.dataDir ?? DEFAULT_DATA_DIR, config.schema);
}

// ---------------------------------------------------------------------------
// Result types: make both back ends return the same JavaScript values.
//
//   type          node-postgres default        PGlite default      both, here
//   bigint (int8) string                       number              number
//   int8[]        string[]                     number[]            number[]
//   date          Date at *local* midnight     Date at UTC midnight 'YYYY-MM-DD'
//   interval      PostgresInterval object      string              string
//
// Sessions also run in UTC on both (PGlite always does).
// ---------------------------------------------------------------------------

const OID = { int8: 20, int8Array: 1016, date: 1082, dateArray: 1182, interval: 1186, intervalArray: 1187 } as const;
const OID_INT4_ARRAY = 1007;
const OID_TEXT_ARRAY = 1009;

type PgTypeId = Parameters<typeof pg.types.getTypeParser>[0];
const builtinParser = (oid: number, format: 'text' | 'binary' = 'text'): unknown =>
  pg.types.getTypeParser(oid as PgTypeId, format);
const identity = (value: string): string => value;
const toNumber = (value: string): number => Number(value);

const pgliteParsers: NonNullable<PGliteOptions['parsers']> = {
  [OID.date]: identity,
};

function pgTypeParser(oid: number, format?: string): unknown {
  if (format === 'binary') return builtinParser(oid, 'binary');
  switch (oid) {
    case OID.int8:
      return toNumber;
    case OID.int8Array:
      return builtinParser(OID_INT4_ARRAY);
    case OID.date:
    case OID.interval:
      return identity;
    case OID.dateArray:
    case OID.intervalArray:
      return builtinParser(OID_TEXT_ARRAY);
    default:
      return builtinParser(oid);
  }
}
const pgTypes = { getTypeParser: pgTypeParser } as unknown as pg.CustomTypesConfig;

// ---------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------

async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<Database> {
  const startupOptions = ['-c TimeZone=UTC', ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');

  // One-off connection: fail fast with a readable error, and create the schema
  // before any pooled connection tries to use it.
  const setup = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await setup.connect();
    if (schema) await setup.query(`create schema if not exists "${schema}"`);
  } catch (error) {
    throw new Error(`Cannot connect to PostgreSQL at ${describeUrl(databaseUrl)}: ${errorMessage(error)}`, {
      cause: error,
    });
  } finally {
    await setup.end().catch(() => undefined);
  }

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_MAX,
    options: startupOptions,
    types: pgTypes,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart, network) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool
  // drops the broken client and the next query opens a new one.
  pool.on('error', (error) => {
    console.error(`[db] idle PostgreSQL connection error: ${error.message}`);
  });

  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    // Kysely's PostgresDriver.destroy() ends the pool; db.destroy() is itself
    // idempotent, but it skips the driver if no query ever ran, so end the pool
    // ourselves in that case.
    close: once(async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    }),
  };
}

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`; // never the password
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

// ---------------------------------------------------------------------------
// PGlite
// ---------------------------------------------------------------------------

async function openPglite(dataDir: string, schema: string | undefined): Promise<Database> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  let directory: string | undefined;
  let releaseLock = (): void => {};

  if (!inMemory) {
    directory = path.resolve(dataDir);
    fs.mkdirSync(directory, { recursive: true });
    releaseLock = acquireDataDirLock(directory);
  }

  let client: PGlite;
  try {
    // In memory: no dataDir at all (PGlite's default is in-memory).
    client = await PGlite.create({ ...(directory ? { dataDir: directory } : {}), parsers: pgliteParsers });
  } catch (error) {
    releaseLock();
    throw new Error(`Cannot open PGlite database in ${directory ?? 'memory'}: ${errorMessage(error)}`, {
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
    close: once(async () => {
      try {
        await db.destroy(); // closes PGlite through the driver, if a query ever ran
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    }),
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
function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
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

// ---------------------------------------------------------------------------
// Data directory lock.
//
// PGlite itself does NOT stop two processes from opening the same directory
// (it writes a postmaster.pid but never checks it), and two writers corrupt
// the database. So we keep our own lock file in the directory: created
// atomically (link), naming the owner's pid and start time. A lock whose owner
// is gone (crash, kill -9, container restart) is taken over automatically.
// Best effort: two processes starting at the same instant over a *stale* lock
// could both take it over, and it cannot see processes on other hosts.
// ---------------------------------------------------------------------------

interface LockOwner {
  pid: number;
  startTime?: string;
  hostname?: string;
  since?: string;
}

const heldLocks = new Map<string, string>(); // directory -> lock file
let exitHookInstalled = false;

export class DataDirInUseError extends Error {
  constructor(
    readonly directory: string,
    owner: LockOwner | undefined,
    lockFile: string,
    sameProcess = false,
  ) {
    super(
      sameProcess
        ? `PGlite data directory "${directory}" is in use: it is already open in this process (pid ${process.pid}). ` +
            'Open it once and share the Database object.'
        : `PGlite data directory "${directory}" is in use by another process` +
            (owner
              ? ` (pid ${owner.pid}${owner.hostname ? ` on ${owner.hostname}` : ''}${owner.since ? `, since ${owner.since}` : ''})`
              : '') +
            `. Only one process can open it at a time: stop the other process, or if none is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function acquireDataDirLock(directory: string): () => void {
  const lockFile = path.join(directory, DATA_DIR_LOCK_FILE);
  if (heldLocks.has(directory)) throw new DataDirInUseError(directory, undefined, lockFile, true);

  const me: LockOwner = {
    pid: process.pid,
    ...optional('startTime', processStartTime(process.pid)),
    hostname: os.hostname(),
    since: new Date().toISOString(),
  };
  // Write the whole record first, then link it into place: link() fails if the
  // lock exists, and readers never see a half-written file.
  const temp = `${lockFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(temp, lockFile);
        heldLocks.set(directory, lockFile);
        installExitHook();
        let released = false;
        return () => {
          if (released) return;
          released = true;
          heldLocks.delete(directory);
          fs.rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readLockOwner(lockFile);
      if (owner && isAlive(owner)) throw new DataDirInUseError(directory, owner, lockFile);
      fs.rmSync(lockFile, { force: true }); // stale: owner has gone
    }
    throw new DataDirInUseError(directory, readLockOwner(lockFile), lockFile);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readLockOwner(lockFile: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? (parsed as LockOwner) : undefined;
  } catch {
    return undefined; // missing or unreadable: treat as stale
  }
}

function isAlive(owner: LockOwner): boolean {
  // Our own pid, but not in heldLocks: a previous incarnation (e.g. pid 1 in a
  // restarted container).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid exists; on Linux, make sure it is the same process, not a reuse.
  const startTime = processStartTime(owner.pid);
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

/** Linux: process start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // If the process exits without closing the database (process.exit, uncaught
  // error) drop our locks; stale ones left by kill -9 are detected anyway.
  process.once('exit', () => {
    for (const lockFile of heldLocks.values()) fs.rmSync(lockFile, { force: true });
    heldLocks.clear();
  });
}

// ---------------------------------------------------------------------------

function once(fn: () => Promise<void>): () => Promise<void> {
  let promise: Promise<void> | undefined;
  return () => (promise ??= fn());
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
