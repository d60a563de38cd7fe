/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Paying a quote online (issue 17, docs/operations/payments.md).
//
// - order_payment gains the billing details the payer saved on the pay-now
//   page (the billing form's document, schemas/billing) and the payment
//   method they chose.
// - payment_session: a hosted payment page session the server opened with the
//   provider for one payment, at the amount the server decided. At most one
//   session of a payment is open at a time (a partial unique index): a second
//   request for the same payment gets the open one back. `creating` holds the
//   place while the provider is asked, so concurrent requests wait for it
//   instead of opening another. The outcome is written once, after the server
//   asked the provider.
// - order_payment_receipt: one row per transaction the provider approved,
//   unique by the provider's transaction id, so a notification that arrives
//   three times, or races the browser's return, records one payment.
// - sandbox_payment_session: the embedded sandbox provider's own sessions
//   (src/server/payments/sandbox/): what a real provider keeps on its side.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_payment add column billing_details jsonb`.execute(db);
  await sql`alter table order_payment add column payment_method text`.execute(db);
  await sql`alter table order_payment add column billing_saved_at timestamptz`.execute(db);
  await sql`alter table order_payment add constraint order_payment_method_check check (payment_method in ('CreditCard', 'Account2Account'))`.execute(db);

  await sql`
    create table payment_session (
      id uuid primary key default gen_random_uuid(),
      payment_id uuid not null references order_payment (id) on delete restrict,
      provider text not null,
      provider_session_id text,
      redirect_url text,
      amount_cents bigint not null,
      payment_method text not null,
      status text not null default 'creating',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz,
      provider_transaction_id text,
      response_text text,
      constraint payment_session_amount_check check (amount_cents > 0),
      constraint payment_session_method_check check (payment_method in ('CreditCard', 'Account2Account')),
      constraint payment_session_status_check check (status in ('creating', 'open', 'approved', 'declined', 'cancelled', 'expired', 'failed')),
      constraint payment_session_opened_check check (status in ('creating', 'failed') or (provider_session_id is not null and redirect_url is not null))
    )
  `.execute(db);
  await sql`create unique index payment_session_provider_id_key on payment_session (provider, provider_session_id)`.execute(db);
  await sql`create unique index payment_session_one_open_key on payment_session (payment_id) where status in ('creating', 'open')`.execute(db);
  await sql`create index payment_session_payment_id_idx on payment_session (payment_id)`.execute(db);

  await sql`
    create table order_payment_receipt (
      id uuid primary key default gen_random_uuid(),
      payment_id uuid not null references order_payment (id) on delete restrict,
      session_id uuid not null references payment_session (id) on delete restrict,
      provider text not null,
      provider_transaction_id text not null,
      amount_cents bigint not null,
      received_at timestamptz not null default now(),
      constraint order_payment_receipt_amount_check check (amount_cents > 0)
    )
  `.execute(db);
  await sql`create unique index order_payment_receipt_transaction_key on order_payment_receipt (provider, provider_transaction_id)`.execute(db);
  await sql`create unique index order_payment_receipt_session_key on order_payment_receipt (session_id)`.execute(db);

  await sql`
    create table sandbox_payment_session (
      id text primary key,
      merchant_reference text not null,
      amount_cents bigint not null,
      currency text not null,
      method text not null,
      callback_urls jsonb not null,
      notification_url text not null,
      state text not null default 'init',
      transaction_id text,
      response_text text,
      card_last4 text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      completed_at timestamptz,
      constraint sandbox_payment_session_state_check check (state in ('init', 'approved', 'declined', 'cancelled'))
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sandbox_payment_session`.execute(db);
  await sql`drop table order_payment_receipt`.execute(db);
  await sql`drop table payment_session`.execute(db);
  await sql`alter table order_payment drop constraint order_payment_method_check`.execute(db);
  await sql`alter table order_payment drop column billing_saved_at`.execute(db);
  await sql`alter table order_payment drop column payment_method`.execute(db);
  await sql`alter table order_payment drop column billing_details`.execute(db);
}
