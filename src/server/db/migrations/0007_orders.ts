/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Orders and drafts (spec 2 sections 3.1, 3.3, 4.4; spec 3 sections 3 and 4;
// docs/operations/orders.md).
//
// - customer_order: one submitted order. A metered livening order becomes one
//   order per site, each with its own human order number (LIV-2026-000123,
//   from customer_order_number_seq). transaction_key is the browser's
//   idempotency key: (transaction_key, site_index) is unique, so a repeated
//   submission cannot store the same order twice. user_id and account_id are
//   null for guests. `document` is the order as submitted, for this site;
//   `summary` is what lists and detail pages show without reading it.
// - order_draft: an unfinished order a signed-in customer saved. It expires
//   30 days after creation (expires_at) and is swept away after that.
//   schema_version records the form's schema it was saved under.
// - order_file: the uploaded files an order references (for downloads).
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence customer_order_number_seq`.execute(db);
  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_number', 'text', (col) => col.notNull())
    .addColumn('order_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Submitted'))
    .addColumn('account_id', 'uuid', (col) => col.references('customer_account.id').onDelete('restrict'))
    .addColumn('user_id', 'uuid', (col) => col.references('customer_user.id').onDelete('set null'))
    .addColumn('contact_id', 'uuid', (col) => col.references('customer_user.id').onDelete('set null'))
    .addColumn('transaction_key', 'text', (col) => col.notNull())
    .addColumn('site_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addColumn('summary', 'jsonb', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('customer_order_order_number_key', ['order_number'])
    .addUniqueConstraint('customer_order_transaction_site_key', ['transaction_key', 'site_index'])
    .addCheckConstraint('customer_order_site_index_check', sql`site_index >= 0`)
    .addCheckConstraint('customer_order_document_check', sql`jsonb_typeof(document) = 'object'`)
    .addCheckConstraint('customer_order_summary_check', sql`jsonb_typeof(summary) = 'object'`)
    .execute();

  // Order lists (an account's, a person's). Guests' orders have neither, and are never listed.
  await sql`create index customer_order_account_id_idx on customer_order (account_id, submitted_at) where account_id is not null`.execute(db);
  await sql`create index customer_order_user_id_idx on customer_order (user_id, submitted_at) where user_id is not null`.execute(db);

  await db.schema
    .createTable('order_draft')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_type', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('customer_user.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('customer_account.id').onDelete('cascade'))
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addColumn('schema_version', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now() + interval '30 days'`))
    .addCheckConstraint('order_draft_document_check', sql`jsonb_typeof(document) = 'object'`)
    .execute();

  await db.schema.createIndex('order_draft_account_id_idx').on('order_draft').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('order_draft_user_id_idx').on('order_draft').column('user_id').execute();
  await db.schema.createIndex('order_draft_expires_at_idx').on('order_draft').column('expires_at').execute();

  await sql`
    create trigger order_draft_set_updated_at
    before update on order_draft
    for each row execute function set_updated_at()
  `.execute(db);

  await db.schema
    .createTable('order_file')
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('customer_order.id').onDelete('cascade'))
    // An uploaded file an order references cannot be deleted while the order exists.
    .addColumn('uploaded_file_id', 'uuid', (col) => col.notNull().references('uploaded_file.id').onDelete('restrict'))
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_file_pkey', ['order_id', 'uploaded_file_id'])
    .execute();

  await db.schema.createIndex('order_file_uploaded_file_id_idx').on('order_file').column('uploaded_file_id').execute();

  await createStoreOrderSubmission(db);
}

/**
 * The first version of store_order_submission (migration 0008 replaces it, and
 * recreates this one when it is undone). Stores one submission atomically (it runs inside the calling statement):
 * its orders, numbered in site order, the files they reference, their mails
 * (with p_marker replaced by each order's number), and the deletion of the
 * draft it came from, unless an order with this transaction key exists.
 * Answers the orders inserted: all of them, or none. A PL/pgSQL function
 * because it keeps its plans: planning this statement afresh cost more than
 * running it (docs/operations/orders.md, "Storing a submission").
 */
export async function createStoreOrderSubmission(db: Kysely<any>): Promise<void> {
  await sql`
    create function store_order_submission(
      p_order_type text,
      p_number_prefix text,
      p_transaction_key text,
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
      if exists (select 1 from customer_order c where c.transaction_key = p_transaction_key) then
        return;
      end if;
      return query
        with numbered as (
          select o.site_index, o.document, o.summary, nextval('customer_order_number_seq')::text as n
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
          on conflict on constraint customer_order_transaction_site_key do nothing
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
      if found and p_draft_id is not null then
        delete from order_draft d
        where d.id = p_draft_id and (d.user_id = p_user_id or d.account_id = p_account_id);
      end if;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function store_order_submission(text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid)`.execute(db);
  await db.schema.dropTable('order_file').execute();
  await db.schema.dropTable('order_draft').execute();
  await db.schema.dropTable('customer_order').execute();
  await sql`drop sequence customer_order_number_seq`.execute(db);
}
