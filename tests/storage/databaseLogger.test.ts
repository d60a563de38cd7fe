import { describe, it, expect } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseLogger } from '../../src/server/db/database';
import { OPEN_TIMEOUT_MS } from './testDatabase';

// Compile-time: the app's (pino) logger can be passed as it is.
export const fromFastify = (log: FastifyBaseLogger): DatabaseLogger => log;

const databaseUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite has no connections to lose.
describe.skipIf(!databaseUrl)('database logger (postgres)', () => {
  it(
    'reports a lost idle connection through the given logger, and keeps working',
    async () => {
      const errors: { details: object; message: string }[] = [];
      const logger: DatabaseLogger = {
        warn: () => undefined,
        error: (details, message) => errors.push({ details, message }),
      };
      const database = await openDatabase({ databaseUrl: databaseUrl!, logger });
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
        const pid = rows[0]!.pid;

        // The connection is idle in the pool now: end it from another session.
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [pid]);
        } finally {
          await admin.end();
        }
        await expect.poll(() => errors.length, { timeout: 5_000 }).toBe(1);
        expect(errors[0]!.message).toMatch(/^\[db\] idle PostgreSQL connection error: /);
        expect(errors[0]!.details).toMatchObject({ err: expect.any(Error) });

        // The pool dropped the broken client; the next query opens a new one.
        const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
        expect(again.rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});
