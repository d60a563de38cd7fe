/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';
import { createClaimingStoreOrderSubmission } from './0008_upload_owners_and_submission_claims';

// Disconnection orders (spec 3 "Disconnection order"; docs/operations/orders.md):
// "one order with its own number series", DIS-2026-000001, DIS-2026-000002 ...
//
// - disconnection_order_number_seq: the digits of disconnection order numbers.
//   Livening and new connection orders keep sharing customer_order_number_seq.
// - store_order_submission takes the sequence to number the orders from
//   (p_number_sequence, the order type's `numberSequence` in orderTypes.ts),
//   in place of the one it named. The rest is the function of migration 0008,
//   unchanged. The name is the server's constant, never a client's text; an
//   unknown name fails the statement (nothing is stored).
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence disconnection_order_number_seq`.execute(db);
  await sql`drop function store_order_submission(text, text, text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid)`.execute(db);
  await createSequenceNumberedStoreOrderSubmission(db);
}

/**
 * The version of store_order_submission that numbers from the order type's
 * sequence (migration 0012 replaces it, and recreates this one when it is undone).
 */
export async function createSequenceNumberedStoreOrderSubmission(db: Kysely<any>): Promise<void> {
  await sql`
    create function store_order_submission(
      p_order_type text,
      p_number_prefix text,
      p_number_sequence text,
      p_transaction_key text,
      p_fingerprint text,
      p_submitter_key text,
      p_account_id uuid,
      p_user_id uuid,
      p_contact_id uuid,
      p_submitted_at timestamptz,
      p_orders jsonb,
      p_files jsonb,
      p_mails jsonb,
      p_marker text,
      p_draft_id uuid
    ) returns table (out_id uuid, out_order_number text, out_site_index integer)
    language plpgsql as $$
    begin
      insert into order_submission as s (transaction_key, fingerprint, submitter_key)
      values (p_transaction_key, p_fingerprint, p_submitter_key)
      on conflict (transaction_key) do nothing;
      if not found then
        return;
      end if;
      return query
        with numbered as (
          select o.site_index, o.document, o.summary, nextval(p_number_sequence::regclass)::text as n
          from (
            select * from jsonb_to_recordset(p_orders) as r(site_index integer, document jsonb, summary jsonb)
            order by r.site_index
          ) as o
        ),
        inserted as (
          insert into customer_order as c
            (order_number, order_type, account_id, user_id, contact_id, transaction_key, site_index, document, summary, submitted_at)
          select p_number_prefix || lpad(o.n, greatest(6, length(o.n)), '0'), p_order_type, p_account_id, p_user_id, p_contact_id,
                 p_transaction_key, o.site_index, o.document, o.summary, p_submitted_at
          from numbered o
          returning c.id, c.order_number, c.site_index
        ),
        inserted_files as (
          insert into order_file as f (order_id, uploaded_file_id, document_type)
          select i.id, r.uploaded_file_id, r.document_type
          from inserted i
          join jsonb_to_recordset(p_files) as r(site_index integer, uploaded_file_id uuid, document_type text) on r.site_index = i.site_index
          on conflict on constraint order_file_pkey do nothing
        ),
        inserted_mails as (
          insert into outbox_message (kind, recipient, subject, body_text)
          select r.kind, r.recipient, replace(r.subject, p_marker, i.order_number), replace(r.body_text, p_marker, i.order_number)
          from inserted i
          join jsonb_to_recordset(p_mails) as r(site_index integer, kind text, recipient text, subject text, body_text text) on r.site_index = i.site_index
          order by i.site_index
        )
        select i.id, i.order_number, i.site_index from inserted i order by i.site_index;
      if p_draft_id is not null then
        delete from order_draft d
        where d.id = p_draft_id and (d.user_id = p_user_id or d.account_id = p_account_id);
      end if;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function store_order_submission(text, text, text, text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid)`.execute(db);
  await createClaimingStoreOrderSubmission(db);
  await sql`drop sequence disconnection_order_number_seq`.execute(db);
}
