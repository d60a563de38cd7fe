import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { checkDatabase } from '../../src/server/db/health';
import type { DatabaseSchema } from '../../src/server/db/schema';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

describe(`health check (${testBackend})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('reports ok, the dialect and a latency', async () => {
    const health = await checkDatabase(database);
    expect(health).toMatchObject({ status: 'ok', dialect: testBackend });
    expect(health.error).toBeUndefined();
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.latencyMs).toBeLessThan(2_000);
  });

  it('reports an error, without throwing, once the database is closed', async () => {
    const other = await openTestDatabase();
    await other.close();
    await other.close(); // idempotent
    const health = await checkDatabase(other);
    expect(health.status).toBe('error');
    expect(health.dialect).toBe(testBackend);
    expect(health.error).toEqual(expect.any(String));
  }, OPEN_TIMEOUT_MS);

  it('gives up after the timeout when the database does not answer', async () => {
    const hanging: Database = {
      dialect: database.dialect,
      close: async () => undefined,
      db: new Kysely<DatabaseSchema>({
        dialect: {
          createAdapter: () => new PostgresAdapter(),
          createIntrospector: (db) => new PostgresIntrospector(db),
          createQueryCompiler: () => new PostgresQueryCompiler(),
          createDriver: () => ({
            init: async () => undefined,
            acquireConnection: () => new Promise<never>(() => undefined), // never answers
            beginTransaction: async () => undefined,
            commitTransaction: async () => undefined,
            rollbackTransaction: async () => undefined,
            releaseConnection: async () => undefined,
            destroy: async () => undefined,
          }),
        },
      }),
    };
    const started = Date.now();
    const health = await checkDatabase(hanging, 100);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(health).toMatchObject({
      status: 'error',
      dialect: testBackend,
      error: 'database did not answer within 100 ms',
    });
  });
});
