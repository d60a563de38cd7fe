// The database entry point: openDatabase picks the back end (PostgreSQL when a
// URL is given, else PGlite on disk or in memory) and hands back one Database
// object that the rest of the server uses without caring which it is. The
// parts live beside it: resultTypes.ts (same JavaScript values from both back
// ends), postgresPool.ts (the PostgreSQL pool), pgliteDriver.ts (PGlite and its
// Kysely driver) and dataDirLock.ts (one process per PGlite data directory).
// Importers outside this folder need only this file.
import type { Kysely } from 'kysely';
import { openPglite } from './pgliteDriver';
import { openPostgres } from './postgresPool';
import type { DatabaseSchema } from './schema';

export { DATA_DIR_LOCK_FILE, DataDirInUseError } from './dataDirLock';

/** The part of a pino (or Fastify) logger the database uses. */
export interface DatabaseLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DatabaseConfig {
  /** PostgreSQL connection string. When set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing), or `'memory://'` for an in-memory database. */
  dataDir?: string;
  /** Schema to use as search_path (created if missing). Used by tests to isolate runs. */
  schema?: string;
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's
   * `dumpDataDir`) instead of running initdb, which takes 2-5 s. The tests
   * dump one empty cluster per run (tests/storage/pgliteTemplate.ts).
   */
  initialDataDir?: Blob;
  /** PostgreSQL only: most connections the pool opens (default DEFAULT_POOL_MAX, postgresPool.ts). */
  poolMax?: number;
  /** Where the database logs (e.g. an idle PostgreSQL connection lost). Default: messages on stderr. */
  logger?: DatabaseLogger;
}

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: 'pglite' | 'postgres';
  /** Closes the pool / PGlite instance. Safe to call more than once. */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = './data/pglite';
export const MEMORY_DATA_DIR = 'memory://';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** The default logger: each message on its own line on stderr; details left out. */
const writeToStderr = (_details: object, message: string): void => {
  process.stderr.write(`${message}\n`);
};
const stderrLogger: DatabaseLogger = { warn: writeToStderr, error: writeToStderr };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.schema !== undefined && !SCHEMA_NAME.test(config.schema)) {
    throw new Error(
      `Invalid database schema name ${JSON.stringify(config.schema)}: ` +
        'use lower-case letters, digits and underscores, not starting with a digit.',
    );
  }
  const dataDir = config.dataDir ?? DEFAULT_DATA_DIR;
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.schema, config.logger ?? stderrLogger, config.poolMax)
    : await openPglite(dataDir === MEMORY_DATA_DIR ? undefined : dataDir, config.schema, dataDir === MEMORY_DATA_DIR ? config.initialDataDir : undefined);
  return { ...database, close: once(database.close) };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let promise: Promise<void> | undefined;
  return () => (promise ??= fn());
}
