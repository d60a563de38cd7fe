/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// An order is stored as it is, not compressed (issue 18; decision 0046;
// docs/operations/benchmarks.md, "An eleventh look").
//
// A row over about 2 kB (TOAST's default target) has its largest values compressed with pglz, and
// moved to the TOAST table if still too long. A livening order's document is 2.5–4 kB, so every
// order was compressed, and often stored out of line: a second heap insert and index entry.
// Replaying the examples' store_order_submission calls on one connection, that was about a sixth
// of PostgreSQL's CPU per call (427–490 µs against 387–397 µs with the rows kept whole). The
// confirmation mails, under 1 kB each, were never compressed and are left as they are.
//
// toast_tuple_target = 8160 (a page's room for one row) keeps a row whole while it fits in a page,
// and compresses only beyond that (a very large order still is). The price is disk: an order's row
// is about twice its compressed size. The order lists read their indexes, not these rows
// (migration 0013). Only rows written from now on are affected.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customer_order set (toast_tuple_target = 8160)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customer_order reset (toast_tuple_target)`.execute(db);
}
