import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';

/** Which back end the storage suite runs against. */
export const testBackend: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, empty database for one test file.
 * - `TEST_DATABASE_URL` set: PostgreSQL, in a new schema `t_<pid>_<random>`,
 *   dropped (cascade) on close, so runs can share one server.
 * - otherwise: in-memory PGlite, started from the run's dump of an empty
 *   cluster (tests/storage/pgliteTemplate.ts) rather than by its own initdb.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', initialDataDir: emptyCluster() });

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

let emptyClusterDump: Blob | undefined;

/** The run's empty-cluster dump, read once per test file; undefined when no global setup made one (initdb runs then). */
function emptyCluster(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  emptyClusterDump ??= new Blob([readFileSync(file)]);
  return emptyClusterDump;
}
