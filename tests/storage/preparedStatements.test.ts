import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { OPEN_TIMEOUT_MS, openTestDatabase } from './testDatabase';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe('prepared statements (either back end)', () => {
  it(
    'when a statement is marked, then it answers as the same statement unmarked, call after call',
    async () => {
      const database = await openTestDatabase();
      try {
        for (const n of [1, 2, 3]) {
          const { rows } = await sql<{ n: number }>`/* prepared: test_square */ select ${n}::int * ${n}::int as n`.execute(database.db);
          expect(rows).toEqual([{ n: n * n }]);
        }
      } finally {
        await database.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});

// PostgreSQL only: PGlite runs the marked text as the SQL it is (the comment is ignored).
describe.skipIf(!databaseUrl)('prepared statements (postgres)', () => {
  it(
    'when a statement is marked, then its connection keeps it prepared by name and it answers as before',
    async () => {
      // One connection, so the statement and pg_prepared_statements are read on the same session.
      const database = await openDatabase({ databaseUrl: databaseUrl!, poolMax: 1 });
      try {
        const twice = sql<{ n: number }>`/* prepared: test_double */ select ${21}::int * 2 as n`;
        expect((await twice.execute(database.db)).rows).toEqual([{ n: 42 }]);
        expect((await sql<{ n: number }>`/* prepared: test_double */ select ${5}::int * 2 as n`.execute(database.db)).rows).toEqual([{ n: 10 }]);

        const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(database.db);
        expect(rows.map((row) => row.name)).toEqual(['test_double']);
      } finally {
        await database.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'when a statement is not marked, then nothing stays prepared',
    async () => {
      const database = await openDatabase({ databaseUrl: databaseUrl!, poolMax: 1 });
      try {
        await sql`select ${1}::int as n`.execute(database.db);
        const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(database.db);
        expect(rows).toEqual([]);
      } finally {
        await database.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );
});
