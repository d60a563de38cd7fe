/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Sign-in and sign-up abuse (docs/operations/security.md, decision 0018):
//
// - sign_in_throttle: failed sign-in counters, one row per (scope, key):
//   scope 'account' keyed by the lower-cased email (whether or not an account
//   has it), scope 'address' keyed by the client IP. Every process updates a
//   row with one `insert … on conflict do update … returning`, so counts are
//   shared and exact. Rows past expires_at count as zero and are swept.
// - pending_sign_up: a sign-up waiting for its e-mailed confirmation link.
//   Only the SHA-256 of the link's token is kept. No unique email here: any
//   number of pending sign-ups per address, so none can block the real owner;
//   the account itself is created (unique email) only when the link is used.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_in_throttle_pkey', ['scope', 'key'])
    .addCheckConstraint('sign_in_throttle_scope_check', sql`scope in ('account', 'address')`)
    .addCheckConstraint('sign_in_throttle_failures_check', sql`failures >= 0`)
    .execute();
  await db.schema.createIndex('sign_in_throttle_expires_at_idx').on('sign_in_throttle').column('expires_at').execute();

  await db.schema
    .createTable('pending_sign_up')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // SHA-256 of the random value of the browser's sign-up cookie: that browser confirms with one click.
    .addColumn('browser_hash', 'text')
    // The sign-in this sign-up started from, resumed after confirmation when still alive.
    .addColumn('interaction_uid', 'text')
    .addColumn('account_id', 'uuid', (col) => col.references('identity_account.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now() + interval '24 hours'`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index pending_sign_up_email_idx on pending_sign_up (lower(email))`.execute(db);
  await db.schema.createIndex('pending_sign_up_expires_at_idx').on('pending_sign_up').column('expires_at').execute();
  await db.schema.createIndex('pending_sign_up_interaction_uid_idx').on('pending_sign_up').column('interaction_uid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_sign_up').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
}
