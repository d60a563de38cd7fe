import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { recordEvent } from '../../src/server/db/referenceData';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

// The same queries must give the same JavaScript values and transaction
// behaviour on PGlite and PostgreSQL.
describe(`back-end parity (${testBackend})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db);
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('returns the same JavaScript types', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select 9007199254740991::int8 as i8, array[1, 2]::int8[] as i8s, count(*) as n,
             1.50::numeric as num, '2024-03-01'::date as d, array['2024-03-01'::date] as ds,
             '2024-03-01T00:00:00Z'::timestamptz as tz, interval '1 day 02:00' as iv,
             '{"a": [1]}'::jsonb as j, now() as now, current_setting('TimeZone') as zone
      from (values (1), (2)) v(x)`.execute(database.db);
    const row = rows[0];
    expect(row).toMatchObject({
      i8: 9007199254740991,
      i8s: [1, 2],
      n: 2,
      num: '1.50',
      d: '2024-03-01',
      ds: ['2024-03-01'],
      tz: new Date('2024-03-01T00:00:00Z'),
      iv: '1 day 02:00:00',
      j: { a: [1] },
    });
    expect(row?.now).toBeInstanceOf(Date);
    expect(['UTC', 'Etc/UTC']).toContain(row?.zone);
  });

  it('reports affected row counts', async () => {
    await recordEvent(database.db, 'parity.count');
    await recordEvent(database.db, 'parity.count');
    const updated = await database.db
      .updateTable('service_provider')
      .set({ name: 'x' })
      .where('id', '=', 'nobody')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(0n);
    const deleted = await database.db.deleteFrom('app_event').where('kind', '=', 'parity.count').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('rolls back a failed transaction, keeping savepoint work correct', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('app_event').values({ kind: 'parity.rollback' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    const trx = await database.db.startTransaction().execute();
    await trx.insertInto('app_event').values({ kind: 'parity.savepoint', detail: '{"keep":true}' }).execute();
    const sp = await trx.savepoint('sp1').execute();
    await sp.insertInto('app_event').values({ kind: 'parity.savepoint', detail: '{"keep":false}' }).execute();
    const back = await sp.rollbackToSavepoint('sp1').execute();
    await back.commit().execute();

    const rows = await database.db
      .selectFrom('app_event')
      .select(['kind', 'detail'])
      .where('kind', 'in', ['parity.rollback', 'parity.savepoint'])
      .execute();
    expect(rows).toEqual([{ kind: 'parity.savepoint', detail: { keep: true } }]);
  });

  it('isolates concurrent transactions (no interleaving on the single PGlite session)', async () => {
    const attempt = (n: number, fail: boolean) =>
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('app_event').values({ kind: 'parity.concurrent', detail: JSON.stringify({ n }) }).execute();
        await new Promise((resolve) => setTimeout(resolve, 10)); // let the others run
        await trx.insertInto('app_event').values({ kind: 'parity.concurrent', detail: JSON.stringify({ n }) }).execute();
        if (fail) throw new Error(`fail ${n}`);
      });
    const outcomes = await Promise.allSettled([
      attempt(1, false),
      attempt(2, true),
      attempt(3, false),
      attempt(4, true),
      database.db.insertInto('app_event').values({ kind: 'parity.concurrent', detail: '{"n":0}' }).execute(),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);

    const rows = await database.db
      .selectFrom('app_event')
      .select((eb) => [sql<number>`(detail->>'n')::int`.as('n'), eb.fn.countAll<number>().as('count')])
      .where('kind', '=', 'parity.concurrent')
      .groupBy(sql`detail->>'n'`)
      .orderBy('n')
      .execute();
    expect(rows).toEqual([
      { n: 0, count: 1 },
      { n: 1, count: 2 },
      { n: 3, count: 2 },
    ]);
  });
});
