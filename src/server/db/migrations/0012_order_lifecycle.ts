/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';
import { createSequenceNumberedStoreOrderSubmission } from './0011_disconnection_numbers';

// The order lifecycle (issue 16; docs/operations/staff.md,
// decision 0027).
//
// - order_event: the append-only history of every order. One row per change:
//   who (actor_kind, actor_subject, actor_name), when (occurred_at), what
//   (kind, detail) and the order's whole state before and after. `sequence`
//   counts an order's events from 1 (the submission). Rows cannot be updated
//   or deleted (trigger order_event_append_only).
// - customer_order.state (and the columns lists filter on: progress_status,
//   current_activity, closed_at) is the `after` of the order's latest event,
//   state_version its sequence. Only the trigger order_event_apply writes them,
//   when an event is appended, and only onto the version the event follows
//   (else serialization_failure: someone else changed the order meanwhile).
//   A direct update of those columns is refused (customer_order_state_guard),
//   so nothing changes an order's state without its event.
// - customer_order.search_text and requested_by: what the lists search and
//   filter on, generated from the order number and the stored summary.
// - order_payment: a quote to pay (amount in integer cents, due date); the
//   order's state lists it among its duePayments.
// - order_file.source: `customer` (uploaded with the order) or `company`
//   (attached by staff for the customer to download).
// - identity_account.is_staff: the embedded identity provider puts the staff
//   role in this person's access tokens.
// - store_order_submission: as in migration 0011, but each order is inserted
//   with its first state and its first event ('submitted'), in the same statement.
//
// Orders stored before this migration start in their workflow's first
// activity, 'Order received', with a 'submitted' event at their submission time.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

const FIRST_STATE = {
  progressStatus: 'in progress',
  percentageComplete: 10,
  currentActivity: 'Order received',
  currentActivityStartDate: null,
  currentActivityEndDate: null,
  infoMessage: null,
  alertMessage: null,
  actionMessage: null,
  cancelReason: null,
  cancellationRequest: null,
  duePayments: [],
  closedAt: null,
};

/** What comes after 'Order received' in each workflow of schemas/workflows/ when this migration was written. */
const SECOND_ACTIVITY: Record<string, string> = { LiveningIcpOrder: 'Assessing', NewConnectionOrder: 'Design', DisconnectionOrder: 'Assessment' };

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table identity_account add column is_staff boolean not null default false`.execute(db);

  await sql`alter table customer_order add column state jsonb`.execute(db);
  await sql`alter table customer_order add column progress_status text not null default 'in progress'`.execute(db);
  await sql`alter table customer_order add column current_activity text not null default ''`.execute(db);
  await sql`alter table customer_order add column closed_at timestamptz`.execute(db);
  await sql`alter table customer_order add column state_version integer not null default 1`.execute(db);
  for (const [orderType, next] of Object.entries(SECOND_ACTIVITY)) {
    await sql`
      update customer_order
      set state = ${JSON.stringify({ ...FIRST_STATE, nextActivity: next })}::jsonb
          || jsonb_build_object('currentActivityStartDate', to_char(submitted_at at time zone 'Pacific/Auckland', 'YYYY-MM-DD')),
          current_activity = 'Order received'
      where order_type = ${orderType}
    `.execute(db);
  }
  await sql`update customer_order set state = ${JSON.stringify({ ...FIRST_STATE, nextActivity: null })}::jsonb, current_activity = 'Order received' where state is null`.execute(db);
  await sql`alter table customer_order alter column state set not null`.execute(db);
  await sql`alter table customer_order drop column status`.execute(db);
  await sql`
    alter table customer_order add constraint customer_order_state_check check (
      jsonb_typeof(state) = 'object' and progress_status in ('in progress', 'on hold', 'draft', 'cancelled', 'completed')
    )
  `.execute(db);
  await sql`alter table customer_order add column search_text text generated always as (lower(order_number || ' ' || coalesce(summary ->> 'siteLabel', ''))) stored`.execute(db);
  await sql`alter table customer_order add column requested_by text generated always as (coalesce(summary ->> 'requestedBy', '')) stored`.execute(db);

  // The lists: an account's orders, open or closed, newest first; the requester filter; the staff queue.
  await sql`drop index customer_order_account_id_idx`.execute(db);
  await sql`create index customer_order_account_list_idx on customer_order (account_id, submitted_at desc, order_number desc) where account_id is not null`.execute(db);
  await sql`create index customer_order_account_requester_idx on customer_order (account_id, requested_by) where account_id is not null`.execute(db);
  await sql`create index customer_order_queue_idx on customer_order (submitted_at desc, order_number desc)`.execute(db);

  await sql`
    create table order_event (
      id bigint generated always as identity primary key,
      order_id uuid not null references customer_order (id) on delete restrict,
      sequence integer not null,
      kind text not null,
      actor_kind text not null,
      actor_subject text,
      actor_name text not null,
      occurred_at timestamptz not null default now(),
      before jsonb,
      after jsonb not null,
      detail jsonb not null default '{}'::jsonb,
      constraint order_event_order_sequence_key unique (order_id, sequence),
      constraint order_event_sequence_check check (sequence >= 1 and (sequence = 1) = (before is null)),
      constraint order_event_actor_kind_check check (actor_kind in ('customer', 'guest', 'staff', 'system')),
      constraint order_event_after_check check (jsonb_typeof(after) = 'object'),
      constraint order_event_detail_check check (jsonb_typeof(detail) = 'object')
    )
  `.execute(db);
  await sql`
    insert into order_event (order_id, sequence, kind, actor_kind, actor_subject, actor_name, occurred_at, before, after, detail)
    select o.id, 1, 'submitted', case when o.user_id is null then 'guest' else 'customer' end, u.subject,
           coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'Guest'), o.submitted_at, null, o.state,
           jsonb_build_object('transactionKey', o.transaction_key)
    from customer_order o left join customer_user u on u.id = o.user_id
  `.execute(db);

  await sql`
    create function order_event_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'order_event is append-only';
    end
    $$
  `.execute(db);
  await sql`create trigger order_event_append_only before update or delete on order_event for each row execute function order_event_append_only()`.execute(db);

  await sql`
    create function order_event_apply() returns trigger language plpgsql as $$
    begin
      if new.sequence = 1 then
        return null;
      end if;
      update customer_order
      set state = new.after,
          progress_status = new.after ->> 'progressStatus',
          current_activity = new.after ->> 'currentActivity',
          closed_at = (new.after ->> 'closedAt')::timestamptz,
          state_version = new.sequence
      where id = new.order_id and state_version = new.sequence - 1;
      if not found then
        raise exception 'order % is no longer at version %', new.order_id, new.sequence - 1 using errcode = '40001';
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger order_event_apply after insert on order_event for each row execute function order_event_apply()`.execute(db);

  await sql`
    create function customer_order_state_guard() returns trigger language plpgsql as $$
    begin
      if (new.state, new.progress_status, new.current_activity, new.closed_at, new.state_version)
           is distinct from (old.state, old.progress_status, old.current_activity, old.closed_at, old.state_version)
         and pg_trigger_depth() < 2 then
        raise exception 'an order''s state changes only by appending its event to order_event';
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger customer_order_state_guard before update on customer_order for each row execute function customer_order_state_guard()`.execute(db);

  await sql`
    create table order_payment (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references customer_order (id) on delete restrict,
      amount_cents bigint not null,
      due_date date not null,
      description text not null default '',
      status text not null default 'Ready To Pay',
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      provider_reference text,
      constraint order_payment_amount_check check (amount_cents > 0),
      constraint order_payment_status_check check (status in ('Ready To Pay', 'Paid', 'Cancelled'))
    )
  `.execute(db);
  await sql`create index order_payment_order_id_idx on order_payment (order_id)`.execute(db);

  await sql`alter table order_file add column source text not null default 'customer'`.execute(db);
  await sql`alter table order_file add constraint order_file_source_check check (source in ('customer', 'company'))`.execute(db);
  await sql`alter table order_file add column attached_at timestamptz not null default now()`.execute(db);

  await sql`drop function store_order_submission(text, text, text, text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid)`.execute(db);
  await createLifecycleStoreOrderSubmission(db);
}

/**
 * The version of store_order_submission that stores each order with its first state and event
 * (migration 0015 replaces it, and recreates this one when it is undone).
 */
export async function createLifecycleStoreOrderSubmission(db: Kysely<any>): Promise<void> {
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
      p_actor jsonb
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
          select o.site_index, o.document, o.summary, o.state, nextval(p_number_sequence::regclass)::text as n
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
  await sql`drop function store_order_submission(text, text, text, text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid, jsonb)`.execute(db);
  await createSequenceNumberedStoreOrderSubmission(db);
  await sql`alter table order_file drop column attached_at`.execute(db);
  await sql`alter table order_file drop column source`.execute(db);
  await sql`drop table order_payment`.execute(db);
  await sql`drop trigger customer_order_state_guard on customer_order`.execute(db);
  await sql`drop function customer_order_state_guard()`.execute(db);
  await sql`drop table order_event`.execute(db);
  await sql`drop function order_event_apply()`.execute(db);
  await sql`drop function order_event_append_only()`.execute(db);
  await sql`drop index customer_order_queue_idx`.execute(db);
  await sql`drop index customer_order_account_requester_idx`.execute(db);
  await sql`drop index customer_order_account_list_idx`.execute(db);
  await sql`create index customer_order_account_id_idx on customer_order (account_id, submitted_at) where account_id is not null`.execute(db);
  await sql`alter table customer_order add column status text not null default 'Submitted'`.execute(db);
  await sql`
    update customer_order set status = case progress_status when 'completed' then 'Completed' when 'cancelled' then 'Cancelled' else 'Submitted' end
  `.execute(db);
  for (const column of ['requested_by', 'search_text', 'state_version', 'closed_at', 'current_activity', 'progress_status', 'state']) {
    await sql`alter table customer_order drop column ${sql.ref(column)}`.execute(db);
  }
  await sql`alter table identity_account drop column is_staff`.execute(db);
}
