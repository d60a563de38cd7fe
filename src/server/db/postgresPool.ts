// The PostgreSQL back end (DATABASE_URL set): a pg.Pool behind Kysely's stock
// PostgresDialect. Opening checks the server once with a plain client (a
// readable error, and the schema created before any pooled connection uses
// it); every pooled session then starts in UTC with the schema as search_path,
// and parses results as resultTypes.ts says. Statements marked as prepared are
// sent by name (preparedStatements.ts). Kept apart from the PGlite back
// end so that each can be read, and changed, on its own.
import { Kysely, PostgresDialect, type DatabaseIntrospector } from 'kysely';
import pg from 'pg';
import type { Database, DatabaseLogger } from './database';
import { CurrentSchemaIntrospector } from './currentSchemaIntrospector';
import { withPreparedStatements } from './preparedStatements';
import { pgTypes } from './resultTypes';
import type { DatabaseSchema } from './schema';

/**
 * Connections per process when DATABASE_POOL_MAX is not set. A submission holds a connection for one
 * statement (one round trip) and most requests for one or two, so a few connections serve many
 * concurrent requests; more than the server's cores can run at once only queue inside PostgreSQL.
 * See docs/operations/database.md, "Connection pool".
 */
export const DEFAULT_POOL_MAX = 10;

/** Opens the pool. `close` is not idempotent here: openDatabase makes it so. */
export async function openPostgres(
  databaseUrl: string,
  schema: string | undefined,
  logger: DatabaseLogger,
  poolMax: number = DEFAULT_POOL_MAX,
): Promise<Database> {
  const startupOptions = ['-c TimeZone=UTC', ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');

  // One-off connection: fail fast with a readable error, and create the schema
  // before any pooled connection tries to use it.
  const setup = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await setup.connect();
    if (schema) await setup.query(`create schema if not exists "${schema}"`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${describeUrl(databaseUrl)}: ${reason}`, {
      cause: error,
    });
  } finally {
    await setup.end().catch(() => undefined);
  }

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    options: startupOptions,
    types: pgTypes,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart, network) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool
  // drops the broken client and the next query opens a new one.
  pool.on('error', (error) => {
    logger.error({ err: error }, `[db] idle PostgreSQL connection error: ${error.message}`);
  });

  const db = new Kysely<DatabaseSchema>({ dialect: new SchemaScopedPostgresDialect({ pool: withPreparedStatements(pool) }) });
  return {
    db,
    dialect: 'postgres',
    // Kysely's PostgresDriver.destroy() ends the pool; db.destroy() is itself
    // idempotent, but it skips the driver if no query ever ran, so end the pool
    // ourselves in that case.
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

/** The stock dialect, with introspection limited to our schema (see currentSchemaIntrospector.ts). */
class SchemaScopedPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`; // never the password
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
