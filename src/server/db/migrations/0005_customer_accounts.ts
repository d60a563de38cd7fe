/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Customer accounts and the people in them (spec 1, sections 1, 3 and 6).
//
// - customer_account: who orders are for. A personal account has exactly one
//   person; a business account has an admin (its first registrant) and the
//   members the admin (or staff) invited. Business name, NZBN and billing
//   address live here: members see the account's values, and nobody changes
//   them through the API.
// - customer_user: a signed-in person with a completed profile. `subject` is
//   the identity provider's `sub` (the spec's auth0Id); `id` is the spec's
//   contactId / profile id.
// - business_invitation: an invitation, by email, to join a business account.
//   At most one pending invitation per (account, email); inviting again renews it.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_account')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('business_name', 'text')
    .addColumn('company_nzbn', 'text')
    .addColumn('billing_address_display', 'text')
    .addColumn('billing_address_id', 'text')
    .addColumn('manually_entered_billing_address', 'boolean', (col) => col.notNull().defaultTo(false))
    // { addressString, suburb, city, postcode } while manually_entered_billing_address is on.
    .addColumn('manual_billing_address', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('customer_account_type_check', sql`type in ('personal', 'business')`)
    .addCheckConstraint(
      'customer_account_business_name_check',
      sql`type <> 'business' or (business_name is not null and length(trim(business_name)) > 0)`,
    )
    .addCheckConstraint(
      'customer_account_manual_billing_address_check',
      sql`manual_billing_address is null or jsonb_typeof(manual_billing_address) = 'object'`,
    )
    .execute();

  // One business account per NZBN (personal accounts never carry one).
  await sql`
    create unique index customer_account_business_nzbn_key
    on customer_account (company_nzbn)
    where type = 'business' and company_nzbn is not null
  `.execute(db);

  await sql`
    create trigger customer_account_set_updated_at
    before update on customer_account
    for each row execute function set_updated_at()
  `.execute(db);

  await db.schema
    .createTable('customer_user')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('customer_account.id').onDelete('restrict'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('alternate_phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('customer_user_subject_key', ['subject'])
    .execute();

  await db.schema.createIndex('customer_user_account_id_idx').on('customer_user').column('account_id').execute();
  await sql`create index customer_user_email_lower_idx on customer_user (lower(email))`.execute(db);

  await sql`
    create trigger customer_user_set_updated_at
    before update on customer_user
    for each row execute function set_updated_at()
  `.execute(db);

  await db.schema
    .createTable('business_invitation')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('customer_account.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    // Null when staff invited with the command line (or the inviter was removed).
    .addColumn('invited_by_user_id', 'uuid', (col) => col.references('customer_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now() + interval '30 days'`))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by_user_id', 'uuid', (col) => col.references('customer_user.id').onDelete('set null'))
    .addCheckConstraint('business_invitation_email_check', sql`length(trim(email)) > 0`)
    .execute();

  // One pending (not yet accepted) invitation per account and email, whatever its case.
  await sql`
    create unique index business_invitation_pending_key
    on business_invitation (account_id, lower(email))
    where accepted_at is null
  `.execute(db);
  await sql`create index business_invitation_email_lower_idx on business_invitation (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('business_invitation').execute();
  await db.schema.dropTable('customer_user').execute();
  await db.schema.dropTable('customer_account').execute();
}
