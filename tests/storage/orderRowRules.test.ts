// The rules every order, order event and outgoing message row keeps, whatever code (or psql
// session) writes it. Since migration 0017 most are domains rather than CHECK constraints
// (decision 0048): the same rows must be refused, and the same rows kept.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

let database: Database;
let orderCounter = 0;

beforeAll(async () => {
  // On PGlite the run's migrated cluster (migrateToLatest then has nothing to do); on PostgreSQL an empty schema, migrated here.
  database = await openTestDatabase({ migrated: true });
  await migrateToLatest(database.db);
}, OPEN_TIMEOUT_MS);
afterAll(async () => database?.close());

const STATE = { progressStatus: 'in progress', currentActivity: 'Assessing' };

function insertOrder(overrides: { document?: string; state?: string; progressStatus?: string; summary?: string; siteIndex?: number } = {}) {
  return database.db
    .insertInto('customer_order')
    .values({
      order_number: `LIV-RULES-${process.pid}-${++orderCounter}`,
      order_type: 'LiveningIcpOrder',
      transaction_key: randomUUID(),
      site_index: overrides.siteIndex ?? 0,
      document: overrides.document ?? '{}',
      summary: overrides.summary ?? '{}',
      state: overrides.state ?? JSON.stringify(STATE),
      progress_status: overrides.progressStatus ?? 'in progress',
      current_activity: 'Assessing',
      submitted_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

function insertEvent(orderId: string, overrides: { actorKind?: string; after?: string; detail?: string } = {}) {
  return database.db
    .insertInto('order_event')
    .values({
      order_id: orderId,
      sequence: 1,
      kind: 'submitted',
      actor_kind: (overrides.actorKind ?? 'guest') as 'guest',
      actor_subject: null,
      actor_name: 'Guest',
      before: null,
      after: overrides.after ?? JSON.stringify(STATE),
      ...(overrides.detail === undefined ? {} : { detail: overrides.detail }),
    })
    .execute();
}

describe(`order, event and message rows keep their rules (${testBackend})`, () => {
  it('keeps an order whose document, summary and state are objects, with a known progress status', async () => {
    const { id } = await insertOrder({ document: '{"icpType": "metered ICP"}' });
    await insertEvent(id);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an order whose document or state is not an object', async () => {
    await expect(insertOrder({ document: '[]' })).rejects.toThrow(/json_object_value/);
    await expect(insertOrder({ document: '"text"' })).rejects.toThrow(/json_object_value/);
    await expect(insertOrder({ state: 'null' })).rejects.toThrow(/json_object_value/);
  });

  it('refuses an order whose summary is not an object, or whose site index is negative', async () => {
    await expect(insertOrder({ summary: '[]' })).rejects.toThrow(/customer_order_summary_check/);
    await expect(insertOrder({ siteIndex: -1 })).rejects.toThrow(/customer_order_site_index_check/);
  });

  it('refuses a progress status outside the list', async () => {
    await expect(insertOrder({ progressStatus: 'lost' })).rejects.toThrow(/order_progress_status/);
  });

  it('refuses an event by an unknown kind of actor, or whose after or detail is not an object', async () => {
    const { id } = await insertOrder();
    await expect(insertEvent(id, { actorKind: 'robot' })).rejects.toThrow(/order_actor_kind/);
    await expect(insertEvent(id, { after: '[1]' })).rejects.toThrow(/json_object_value/);
    await expect(insertEvent(id, { detail: '"x"' })).rejects.toThrow(/json_object_value/);
  });

  it('refuses a message on a channel other than email or sms', async () => {
    const message = { kind: 'test', recipient: 'kiri@example.co.nz', subject: 'Subject', body_text: 'Body' };
    await expect(sql`insert into outbox_message (channel, kind, recipient, subject, body_text) values ('fax', ${message.kind}, ${message.recipient}, ${message.subject}, ${message.body_text})`.execute(database.db)).rejects.toThrow(/message_channel/);
    await sql`insert into outbox_message (channel, kind, recipient, subject, body_text) values ('sms', ${message.kind}, ${message.recipient}, ${message.subject}, ${message.body_text})`.execute(database.db);
  });
});
