// The write-ahead log figure of bench:api (scripts/bench/databaseWal.ts), on the back end the
// storage suite runs against: a write moves the insert position forward by at least the row's
// size, and a closed database answers undefined instead of failing the benchmark.
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { walInsertBytes } from '../../scripts/bench/databaseWal';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

describe(`bench:api's WAL per request (${testBackend})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await sql`create table wal_probe (body text not null)`.execute(database.db);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('grows by at least what a write stores', async () => {
    const before = await walInsertBytes(database);
    // Random text: a repeated one would be compressed to almost nothing before it is logged.
    await sql`insert into wal_probe (body) values (${randomBytes(2_000).toString('hex')})`.execute(database.db);
    const after = await walInsertBytes(database);
    expect(typeof before).toBe('bigint');
    expect(after! - before!).toBeGreaterThanOrEqual(4_000n);
  });

  it('answers undefined once the database is closed', async () => {
    const other = await openTestDatabase();
    await other.close();
    expect(await walInsertBytes(other)).toBeUndefined();
  });
});
