import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';

/** Which back end the storage suite runs against. */
export const testBackend: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabaseOptions {
  /**
   * On PGlite, start from the run's migrated and seeded cluster rather than
   * the empty one, for a caller that migrates and seeds straight away (an API
   * test's app): the same database, without running every migration again.
   * On PostgreSQL the schema is empty either way, and the caller migrates it.
   */
  migrated?: boolean;
}

/**
 * A fresh database for one test file, empty unless `migrated` is asked for.
 * - `TEST_DATABASE_URL` set: PostgreSQL, in a new schema `t_<pid>_<random>`,
 *   dropped (cascade) on close, so runs can share one server.
 * - otherwise: in-memory PGlite, started from one of the run's dumps
 *   (tests/storage/pgliteTemplate.ts) rather than by its own initdb.
 */
export async function openTestDatabase({ migrated = false }: TestDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', initialDataDir: clusterDump(migrated ? 'pgliteMigratedTemplateFile' : 'pgliteTemplateFile') });

  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, schema });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        try {
          await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
        } finally {
          await database.close();
        }
      })()),
  };
}

/** Generous limit for hooks that start PGlite (initdb) or reach PostgreSQL. */
export const OPEN_TIMEOUT_MS = 60_000;

const clusterDumps = new Map<string, Blob>();

/** One of the run's cluster dumps, read once per test file; undefined when no global setup made it (initdb runs then). */
function clusterDump(name: 'pgliteTemplateFile' | 'pgliteMigratedTemplateFile'): Blob | undefined {
  const file = inject(name);
  if (!file) return undefined;
  let dump = clusterDumps.get(file);
  if (!dump) clusterDumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}
