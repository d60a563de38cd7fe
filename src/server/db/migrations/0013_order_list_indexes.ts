/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// The customer's order lists at scale (issue 16: one business account with
// 100,000 orders answers every page, search and filter in under 50 ms at p95
// on PostgreSQL; docs/operations/orders.md "Order lists", npm run bench:orders).
//
// - customer_order_listed_idx replaces migration 0012's account list index.
//   It holds only the orders the lists can show (not complex connections: the
//   predicate is word for word orderListedOnline() in orderRepository.ts, so
//   the planner proves it applies), in the lists' order, and includes what
//   their filters read (status, closing time, requester, search text). A
//   list's count and the ids of its page are then read from the index alone
//   (an index-only scan), never from the table, whose rows hold the whole
//   order documents: counting 60,000 open orders reads 2,300 index pages
//   rather than 11,000 table pages, and page 2,000 skips index entries.
// - customer_order_list_count_idx, on the same orders, keyed by status and
//   closing time: a list's count reads only its own statuses (the closed
//   list only what closed in the last 6 months), and the requester filter
//   and the search are checked on the entries, not on the table.
// - customer_order_user_account_idx: whether a person placed orders outside
//   their account now (src/server/orders/orderAccess.ts), answered by three
//   index probes. Without such orders the lists ask for the account's orders
//   only; "mine OR my account's" would keep the planner off the list index.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index customer_order_listed_idx on customer_order (account_id, submitted_at desc, order_number desc)
    include (id, progress_status, closed_at, requested_by, search_text)
    where account_id is not null and not (summary @> '{"isComplexConnection": true}'::jsonb)
  `.execute(db);
  await sql`
    create index customer_order_list_count_idx on customer_order (account_id, progress_status, closed_at)
    include (requested_by, search_text)
    where account_id is not null and not (summary @> '{"isComplexConnection": true}'::jsonb)
  `.execute(db);
  await sql`drop index customer_order_account_list_idx`.execute(db);
  await sql`create index customer_order_user_account_idx on customer_order (user_id, account_id) where user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customer_order_user_account_idx`.execute(db);
  await sql`create index customer_order_account_list_idx on customer_order (account_id, submitted_at desc, order_number desc) where account_id is not null`.execute(db);
  await sql`drop index customer_order_list_count_idx`.execute(db);
  await sql`drop index customer_order_listed_idx`.execute(db);
}
