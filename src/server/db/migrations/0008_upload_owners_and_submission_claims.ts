/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';
import { createStoreOrderSubmission } from './0007_orders';

// Issue 11, sections 3 and 4 (docs/operations/security.md).
//
// - uploaded_file.owner_key: an upload belongs to whoever uploaded it
//   (`user:{subject}` or `guest:{sha256 of the guest session token}`). The
//   same bytes uploaded by two people are two files, so uniqueness moves from
//   (md5, attachment_type) to (owner_key, md5, attachment_type). Files
//   uploaded before this migration belong to their recorded subject; a guest's
//   old file belongs to nobody (`unowned:{id}`) and can no longer be referenced.
// - order_submission: one row per transaction key, claimed first by the
//   submission that stores the orders. It keeps the fingerprint of the body
//   the key was used for and who sent it, so the same key with another body or
//   from another person is refused, and racing submissions cannot interleave.
//   Keys used before this migration keep a null fingerprint (any body of the
//   same submitter is answered with what was stored, as before).
// - draft_file: the uploaded files a draft references. A draft is shared with
//   the members of its account; a member continuing it may keep the files the
//   draft already holds, though another member uploaded them.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table uploaded_file add column owner_key text`.execute(db);
  await sql`
    update uploaded_file
    set owner_key = case when uploaded_by_subject is not null then 'user:' || uploaded_by_subject else 'unowned:' || id::text end
  `.execute(db);
  await sql`alter table uploaded_file alter column owner_key set not null`.execute(db);
  await sql`alter table uploaded_file drop constraint uploaded_file_md5_attachment_type_key`.execute(db);
  await sql`
    alter table uploaded_file
    add constraint uploaded_file_owner_md5_attachment_type_key unique (owner_key, md5, attachment_type)
  `.execute(db);

  await db.schema
    .createTable('order_submission')
    .addColumn('transaction_key', 'text', (col) => col.primaryKey())
    // sha256 (hex) of the request body in canonical form; null for keys used before fingerprints.
    .addColumn('fingerprint', 'text')
    .addColumn('submitter_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into order_submission (transaction_key, fingerprint, submitter_key, created_at)
    select distinct on (o.transaction_key) o.transaction_key, null,
           coalesce('user:' || u.subject, 'unowned:' || o.transaction_key), o.created_at
    from customer_order o left join customer_user u on u.id = o.user_id
    order by o.transaction_key, o.site_index
  `.execute(db);

  await db.schema
    .createTable('draft_file')
    .addColumn('draft_id', 'uuid', (col) => col.notNull().references('order_draft.id').onDelete('cascade'))
    .addColumn('uploaded_file_id', 'uuid', (col) => col.notNull().references('uploaded_file.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('draft_file_pkey', ['draft_id', 'uploaded_file_id'])
    .execute();
  await db.schema.createIndex('draft_file_uploaded_file_id_idx').on('draft_file').column('uploaded_file_id').execute();

  // The submission is claimed by its key before anything else is written:
  // the insert into order_submission waits for a concurrent claim of the same
  // key to commit or roll back, and stores nothing when the key is taken. The
  // rest is the function of migration 0007, unchanged.
  await sql`drop function store_order_submission(text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid)`.execute(db);
  await createClaimingStoreOrderSubmission(db);
}

/**
 * The version of store_order_submission that claims the transaction key first
 * (migration 0011 replaces it, and recreates this one when it is undone).
 */
export async function createClaimingStoreOrderSubmission(db: Kysely<any>): Promise<void> {
  await sql`
    create function store_order_submission(
      p_order_type text,
      p_number_prefix text,
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
  await sql`drop function store_order_submission(text, text, text, text, text, uuid, uuid, uuid, timestamptz, jsonb, jsonb, jsonb, text, uuid)`.execute(db);
  await createStoreOrderSubmission(db);
  await db.schema.dropTable('draft_file').execute();
  await db.schema.dropTable('order_submission').execute();
  await sql`alter table uploaded_file drop constraint uploaded_file_owner_md5_attachment_type_key`.execute(db);
  await sql`alter table uploaded_file add constraint uploaded_file_md5_attachment_type_key unique (md5, attachment_type)`.execute(db);
  await sql`alter table uploaded_file drop column owner_key`.execute(db);
}
