/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Several submissions stored in one call (decision 0049; docs/operations/orders.md, "Storing a
// submission"): store_order_submissions(p_batch jsonb) calls store_order_submission (migration
// 0015, unchanged) once for each element of p_batch, in order, each in a subtransaction of its
// own, so that a submission is still stored whole or not at all and a refusal or failure of one
// leaves the others as they are.
//
// - p_batch: a JSON array; each element is store_order_submission's 17 arguments, as a JSON array
//   in their order (texts as strings, the uuids and the timestamp as their text or null, the
//   jsonb arguments as JSON).
// - Returns, for each element (out_index, from 1): a row per order stored (the element's key was
//   claimed before: no row at all), or one row with the error it raised (out_error_code, its
//   SQLSTATE, out_error_message and out_error_detail) and nothing stored for it.
//
// The subtransactions: each element's block opens one, and one that writes takes a subtransaction
// id. The server sends at most 32 elements (submissionStore.ts), under the 64 PostgreSQL keeps per
// transaction without spilling to its subtransaction log.
//
// Plain PL/pgSQL: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function store_order_submissions(p_batch jsonb)
    returns table (
      out_index integer, out_id uuid, out_order_number text, out_site_index integer,
      out_error_code text, out_error_message text, out_error_detail text
    )
    language plpgsql as $$
    declare
      v_element jsonb;
      v_index integer;
      v_code text;
      v_message text;
      v_detail text;
    begin
      for v_element, v_index in select e.value, e.ordinality::integer from jsonb_array_elements(p_batch) with ordinality as e loop
        begin
          return query
            select v_index, r.out_id, r.out_order_number, r.out_site_index, null::text, null::text, null::text
            from store_order_submission(
              v_element ->> 0, v_element ->> 1, v_element ->> 2, v_element ->> 3, v_element ->> 4, v_element ->> 5,
              (v_element ->> 6)::uuid, (v_element ->> 7)::uuid, (v_element ->> 8)::uuid, (v_element ->> 9)::timestamptz,
              v_element -> 10, v_element -> 11, v_element -> 12, v_element ->> 13, (v_element ->> 14)::uuid,
              v_element -> 15, v_element -> 16
            ) as r;
        exception when others then
          get stacked diagnostics v_code = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
          return query select v_index, null::uuid, null::text, null::integer, v_code, v_message, v_detail;
        end;
      end loop;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function store_order_submissions(jsonb)`.execute(db);
}
