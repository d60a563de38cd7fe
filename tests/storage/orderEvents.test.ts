// An order's state is derived from its append-only history (migration 0012;
// issue 16, "Every change is an event"), and the database itself holds to it,
// whatever code (or psql session) tries otherwise: appending an event is what
// moves the order row; the row's state columns cannot be updated directly;
// events can be neither updated nor deleted; an event must follow the
// order's version exactly. And changeOrder, the one way the app changes an
// order, answers 409 when another change got to the same version first.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { ApiError } from '../../src/server/errors';
import { changeOrder, ORDER_CHANGED_MEANWHILE_MESSAGE, type OrderActor } from '../../src/server/orders/lifecycle/orderChanges';
import { initialOrderState, postMessages, setActivity } from '../../src/server/orders/lifecycle/orderTransitions';
import { WORKFLOWS } from '../../src/shared/orders/workflows';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

const STAFF: OrderActor = { kind: 'staff', subject: 'local|staff', name: 'kiri.staff@network.example.nz' };

let database: Database;
let orderCounter = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
}, OPEN_TIMEOUT_MS);
afterAll(async () => database?.close());

/** A submitted livening order as store_order_submission leaves it: the row with its first state, and its first event. */
async function insertOrder(): Promise<string> {
  const submittedAt = new Date();
  const state = initialOrderState(WORKFLOWS.LiveningIcpOrder, submittedAt);
  const { id } = await database.db
    .insertInto('customer_order')
    .values({
      order_number: `LIV-EVENTS-${process.pid}-${++orderCounter}`,
      order_type: 'LiveningIcpOrder',
      transaction_key: randomUUID(),
      document: JSON.stringify({}),
      summary: JSON.stringify({ siteLabel: '1 Event Street' }),
      state: JSON.stringify(state),
      progress_status: state.progressStatus,
      current_activity: state.currentActivity,
      submitted_at: submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('order_event')
    .values({ order_id: id, sequence: 1, kind: 'submitted', actor_kind: 'guest', actor_subject: null, actor_name: 'Guest', before: null, after: JSON.stringify(state) })
    .execute();
  return id;
}

async function orderRow(id: string) {
  return database.db
    .selectFrom('customer_order')
    .select(['state', 'progress_status', 'current_activity', 'closed_at', 'state_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function eventCount(id: string): Promise<number> {
  const { n } = await database.db.selectFrom('order_event').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

/** Moves the order to `activity` as staff do. */
function moveTo(id: string, activity: string) {
  return changeOrder(database.db, id, STAFF, (order, now) => ({
    kind: 'activity-set',
    after: setActivity(order.state, order.workflow, { activity, progressStatus: 'in progress' }, now),
  }));
}

describe(`order events (${testBackend})`, () => {
  it("appending an event moves the order row: its state, the columns lists filter on, and its version", async () => {
    const id = await insertOrder();
    expect(await orderRow(id)).toMatchObject({ progress_status: 'in progress', current_activity: 'Order received', closed_at: null, state_version: 1 });

    await moveTo(id, 'Assessing');
    expect(await orderRow(id)).toMatchObject({ state: { currentActivity: 'Assessing' }, current_activity: 'Assessing', state_version: 2 });

    const completed = await moveTo(id, 'Completed');
    const row = await orderRow(id);
    expect(row).toMatchObject({ progress_status: 'completed', current_activity: 'Completed', state_version: 3 });
    expect(row.state).toEqual(completed);
    expect(row.closed_at?.toISOString()).toBe(completed.closedAt);
    const latest = await database.db.selectFrom('order_event').select(['sequence', 'after']).where('order_id', '=', id).orderBy('sequence', 'desc').executeTakeFirstOrThrow();
    expect(latest).toEqual({ sequence: 3, after: row.state });
  });

  it("refuses a direct update of the order's state columns, but not of the rest of the row", async () => {
    const id = await insertOrder();
    const { db } = database;
    await expect(sql`update customer_order set state = state || '{"progressStatus": "completed"}'::jsonb where id = ${id}`.execute(db)).rejects.toThrow(
      /changes only by appending its event/,
    );
    await expect(sql`update customer_order set progress_status = 'completed' where id = ${id}`.execute(db)).rejects.toThrow(/changes only by appending its event/);
    await expect(sql`update customer_order set current_activity = 'Completed' where id = ${id}`.execute(db)).rejects.toThrow(/changes only by appending its event/);
    await expect(sql`update customer_order set closed_at = now() where id = ${id}`.execute(db)).rejects.toThrow(/changes only by appending its event/);
    await expect(sql`update customer_order set state_version = 7 where id = ${id}`.execute(db)).rejects.toThrow(/changes only by appending its event/);
    expect(await orderRow(id)).toMatchObject({ progress_status: 'in progress', current_activity: 'Order received', state_version: 1 });
    // What is not state (the summary lists show) is the app's to correct.
    await db.updateTable('customer_order').set({ summary: JSON.stringify({ siteLabel: '2 Event Street' }) }).where('id', '=', id).execute();
  });

  it('refuses to update or delete an event', async () => {
    const id = await insertOrder();
    await moveTo(id, 'Assessing');
    const { db } = database;
    await expect(sql`update order_event set kind = 'tampered' where order_id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update order_event set after = before where order_id = ${id} and sequence = 2`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from order_event where order_id = ${id}`.execute(db)).rejects.toThrow(/append-only/);
    expect(await eventCount(id)).toBe(2);
  });

  it("refuses an event that does not follow the order's version exactly", async () => {
    const id = await insertOrder();
    const { state } = await orderRow(id);
    const event = (sequence: number) =>
      database.db
        .insertInto('order_event')
        .values({ order_id: id, sequence, kind: 'messages-posted', actor_kind: 'staff', actor_subject: null, actor_name: 'Staff', before: JSON.stringify(state), after: JSON.stringify(state) })
        .execute();
    // A second event 1 (the order's version) and an event 3 (skipping 2).
    await expect(event(1)).rejects.toThrow();
    await expect(event(3)).rejects.toThrow(/no longer at version 2/);
    expect(await orderRow(id)).toMatchObject({ state_version: 1 });
    expect(await eventCount(id)).toBe(1);
  });

  it('changeOrder: of two changes from the same version, the second is refused (409) and writes nothing', async () => {
    const id = await insertOrder();
    // The first change's transaction meets an event of its version appended by another change first (as the
    // unique (order_id, sequence) key sees two changes racing from one version): the whole change is refused.
    const refused = changeOrder(database.db, id, STAFF, (order) => ({
      kind: 'messages-posted',
      after: postMessages(order.state, { infoMessage: 'Second' }),
      async alsoWrite(trx) {
        await trx
          .insertInto('order_event')
          .values({
            order_id: order.id,
            sequence: order.stateVersion + 1,
            kind: 'messages-posted',
            actor_kind: 'staff',
            actor_subject: null,
            actor_name: 'First',
            before: JSON.stringify(order.state),
            after: JSON.stringify(postMessages(order.state, { infoMessage: 'First' })),
          })
          .execute();
      },
    }));
    await expect(refused).rejects.toEqual(new ApiError(409, ORDER_CHANGED_MEANWHILE_MESSAGE));
    expect(await eventCount(id)).toBe(1);
    expect(await orderRow(id)).toMatchObject({ state_version: 1, state: { infoMessage: null } });
  });

  it.runIf(testBackend === 'postgres')('changeOrder: two changes racing on two connections from one version: the second waits, then gets 409', async () => {
    const id = await insertOrder();
    let second: Promise<unknown> | undefined;
    const first = changeOrder(database.db, id, STAFF, (order) => ({
      kind: 'messages-posted',
      after: postMessages(order.state, { infoMessage: 'First' }),
      // While the first change's event is written but not committed, the second reads the same version and appends after it.
      async alsoWrite() {
        second = changeOrder(database.db, id, STAFF, (later) => ({ kind: 'messages-posted', after: postMessages(later.state, { infoMessage: 'Second' }) }));
        second.catch(() => undefined);
        await waitUntilAnEventInsertWaitsForALock();
      },
    }));
    await first;
    await expect(second).rejects.toEqual(new ApiError(409, ORDER_CHANGED_MEANWHILE_MESSAGE));
    expect(await eventCount(id)).toBe(2);
    expect(await orderRow(id)).toMatchObject({ state_version: 2, state: { infoMessage: 'First' } });
  });

  it.runIf(testBackend === 'pglite')('changeOrder: on PGlite (one session) simultaneous changes run one after the other, each from the last', async () => {
    const id = await insertOrder();
    await Promise.all(['Assessing', 'Awaiting inspection'].map((activity) => moveTo(id, activity)));
    const events = await database.db.selectFrom('order_event').select(['sequence', 'before', 'after']).where('order_id', '=', id).orderBy('sequence').execute();
    expect(events.map((event) => event.sequence)).toEqual([1, 2, 3]);
    expect(events[2]!.before).toEqual(events[1]!.after);
  });
});

/** PostgreSQL: until some connection's insert into order_event waits for another transaction (the racing change). */
async function waitUntilAnEventInsertWaitsForALock(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "order_event"%'
    `.execute(database.db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The second change never waited for the first');
}
