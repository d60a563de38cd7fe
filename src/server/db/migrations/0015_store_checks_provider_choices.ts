/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';
import { createLifecycleStoreOrderSubmission } from './0012_order_lifecycle';

// store_order_submission checks an order's reference-list choices itself (docs/operations/orders.md,
// "Storing a submission"; docs/operations/benchmarks.md, bench:api).
//
// A livening order names a livening inspector and a power retailer, which must be active entries of
// service_provider, and whose names are stored from there. The server used to ask for them in a
// query of its own before storing the order: a round trip on every submission, which cost about
// as much CPU as the rest of storing it. Now the store does it, in the same statement:
//
// - p_provider_choices (new, last): a JSON array of { idField, nameField, id, kind }, in the order
//   the answer lists refusals; '[]' for order types without such choices.
// - After the transaction key's claim (a key claimed before stores nothing and checks nothing, as
//   before), a choice whose id is not an active entry of its kind refuses the whole statement,
//   claim included: exception 'service_provider_choice_unknown' (SQLSTATE P0001) with the id
//   fields as a JSON array in its detail.
// - Otherwise each order's document gets the entries' names at the nameFields, whatever the client
//   sent there. The rest is the function of migration 0012, unchanged.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

const MIGRATION_0012_SIGNATURE = 'text, text, text, text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid, jsonb';

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop function store_order_submission(${MIGRATION_0012_SIGNATURE})`).execute(db);
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
      p_draft_id uuid,
      p_actor jsonb,
      p_provider_choices jsonb
    ) returns table (out_id uuid, out_order_number text, out_site_index integer)
    language plpgsql as $$
    declare
      v_unknown jsonb;
      v_names jsonb;
    begin
      insert into order_submission as s (transaction_key, fingerprint, submitter_key)
      values (p_transaction_key, p_fingerprint, p_submitter_key)
      on conflict (transaction_key) do nothing;
      if not found then
        return;
      end if;
      select coalesce(jsonb_agg(c.choice -> 'idField' order by c.ord) filter (where p.id is null), '[]'::jsonb),
             coalesce(jsonb_object_agg(c.choice ->> 'nameField', p.name) filter (where p.id is not null), '{}'::jsonb)
        into v_unknown, v_names
      from jsonb_array_elements(p_provider_choices) with ordinality as c(choice, ord)
      left join service_provider p on p.id = c.choice ->> 'id' and p.kind = c.choice ->> 'kind' and p.active;
      if jsonb_array_length(v_unknown) > 0 then
        raise exception 'service_provider_choice_unknown' using detail = v_unknown::text;
      end if;
      return query
        with numbered as (
          select o.site_index, o.document || v_names as document, o.summary, o.state, nextval(p_number_sequence::regclass)::text as n
          from (
            select * from jsonb_to_recordset(p_orders) as r(site_index integer, document jsonb, summary jsonb, state jsonb)
            order by r.site_index
          ) as o
        ),
        inserted as (
          insert into customer_order as c
            (order_number, order_type, account_id, user_id, contact_id, transaction_key, site_index, document, summary, submitted_at,
             state, progress_status, current_activity)
          select p_number_prefix || lpad(o.n, greatest(6, length(o.n)), '0'), p_order_type, p_account_id, p_user_id, p_contact_id,
                 p_transaction_key, o.site_index, o.document, o.summary, p_submitted_at,
                 o.state, o.state ->> 'progressStatus', o.state ->> 'currentActivity'
          from numbered o
          returning c.id, c.order_number, c.site_index, c.state
        ),
        inserted_events as (
          insert into order_event (order_id, sequence, kind, actor_kind, actor_subject, actor_name, occurred_at, before, after, detail)
          select i.id, 1, 'submitted', p_actor ->> 'kind', p_actor ->> 'subject', p_actor ->> 'name', p_submitted_at, null, i.state,
                 jsonb_build_object('transactionKey', p_transaction_key)
          from inserted i
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
  await sql.raw(`drop function store_order_submission(${MIGRATION_0012_SIGNATURE}, jsonb)`).execute(db);
  await createLifecycleStoreOrderSubmission(db);
}
