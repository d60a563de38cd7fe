import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/database';

/** Which back end the storage suite runs against. */
export const testBackend: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, empty database for one test file.
 * - `TEST_DATABASE_URL` set: PostgreSQL, in a new schema `t_<pid>_<random>`,
 *   dropped (cascade) on close, so runs can share one server.
 * - otherwise: in-memory PGlite (about 2 s to start: initdb runs every time).
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://' });

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
