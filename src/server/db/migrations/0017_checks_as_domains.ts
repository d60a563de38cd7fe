/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// The rules that every order, order event and outgoing message row checks become domains
// (issue 18; decision 0048; docs/operations/benchmarks.md, "A twelfth look").
//
// PostgreSQL reads a table's CHECK constraints from their stored text, and plans them, each time a
// statement that writes the table starts: the store call paid that for nine constraints on every
// submission. In a perf profile of one backend replaying the livening examples' calls, checking
// constraints took 8.0 % of its CPU with the CHECKs, 2.8 % with these domains (the three CHECKs
// left cost most of that), 0.5 % with none at all. A domain's check is read and planned once per
// connection and kept in its type cache.
//
// The same values are refused as before (tests/storage/orderRowRules.test.ts):
// - json_object_value: a jsonb that is an object (an order's document and state, an event's after
//   and detail; not json_object, which is a keyword since PostgreSQL 16, and so on PGlite);
// - order_progress_status, order_actor_kind, message_channel: the lists the CHECKs held.
// Left as CHECKs: customer_order.summary (its generated columns keep its type fixed),
// customer_order.site_index >= 0 and order_event's sequence rule (two columns).
//
// No table is rewritten (see up): the rows already stored are only read, to check them. The two
// order-list indexes that hold progress_status (migration 0013) are rebuilt; the others are kept.
// 147,000 orders took 0.6 s here. Plain DDL only: runs identically on PGlite and PostgreSQL.

const PROGRESS_STATUSES = sql`('in progress', 'on hold', 'draft', 'cancelled', 'completed')`;
const ACTOR_KINDS = sql`('customer', 'guest', 'staff', 'system')`;
const CHANNELS = sql`('email', 'sms')`;

export async function up(db: Kysely<any>): Promise<void> {
  // The domains are created without their checks, and the columns change to them: a column's type
  // changing to a domain with no constraint over its own type rewrites neither the table nor its
  // indexes. Adding each check afterwards only reads the rows already stored (which kept the same
  // rule as CHECKs), where changing a column to a domain that already had one rewrites the table
  // and every index on it.
  await sql`create domain json_object_value as jsonb`.execute(db);
  await sql`create domain order_progress_status as text`.execute(db);
  await sql`create domain order_actor_kind as text`.execute(db);
  await sql`create domain message_channel as text`.execute(db);

  await sql`
    alter table customer_order
      drop constraint customer_order_document_check,
      drop constraint customer_order_state_check,
      alter column document type json_object_value,
      alter column state type json_object_value,
      alter column progress_status type order_progress_status
  `.execute(db);
  await sql`
    alter table order_event
      drop constraint order_event_after_check,
      drop constraint order_event_detail_check,
      drop constraint order_event_actor_kind_check,
      alter column after type json_object_value,
      alter column detail type json_object_value,
      alter column actor_kind type order_actor_kind
  `.execute(db);
  await sql`
    alter table outbox_message
      drop constraint outbox_message_channel_check,
      alter column channel type message_channel
  `.execute(db);

  await sql`alter domain json_object_value add constraint json_object_value_check check (jsonb_typeof(value) = 'object')`.execute(db);
  await sql`alter domain order_progress_status add constraint order_progress_status_check check (value in ${PROGRESS_STATUSES})`.execute(db);
  await sql`alter domain order_actor_kind add constraint order_actor_kind_check check (value in ${ACTOR_KINDS})`.execute(db);
  await sql`alter domain message_channel add constraint message_channel_check check (value in ${CHANNELS})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table outbox_message
      alter column channel type text,
      add constraint outbox_message_channel_check check (channel in ${CHANNELS})
  `.execute(db);
  await sql`
    alter table order_event
      alter column after type jsonb,
      alter column detail type jsonb,
      alter column actor_kind type text,
      add constraint order_event_after_check check (jsonb_typeof(after) = 'object'),
      add constraint order_event_detail_check check (jsonb_typeof(detail) = 'object'),
      add constraint order_event_actor_kind_check check (actor_kind in ${ACTOR_KINDS})
  `.execute(db);
  await sql`
    alter table customer_order
      alter column document type jsonb,
      alter column state type jsonb,
      alter column progress_status type text,
      add constraint customer_order_document_check check (jsonb_typeof(document) = 'object'),
      add constraint customer_order_state_check check (
        jsonb_typeof(state) = 'object' and progress_status in ${PROGRESS_STATUSES}
      )
  `.execute(db);
  await sql`drop domain message_channel`.execute(db);
  await sql`drop domain order_actor_kind`.execute(db);
  await sql`drop domain order_progress_status`.execute(db);
  await sql`drop domain json_object_value`.execute(db);
}
