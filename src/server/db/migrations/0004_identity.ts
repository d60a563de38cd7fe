/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// The embedded OpenID Connect provider (docs/operations/identity.md):
//
// - identity_account: who can sign in, with a slow password hash. `subject` is
//   the `sub` claim, `local|<32 hex>`, prefixed like Auth0's `auth0|…` so the
//   rest of the product never cares which provider issued it.
// - oidc_payload: oidc-provider's storage (sessions, interactions, grants,
//   codes, refresh tokens), one JSON document per (model, id). Rows past
//   expires_at are ignored on read and deleted now and then.
// - oidc_secret: the token-signing key and the cookie-signing keys, created on
//   first start and shared by every process, so tokens and sessions outlive
//   restarts.
// - password_reset_token: e-mailed reset links. Only a SHA-256 of the token is
//   kept, so a copy of the database cannot reset anyone's password.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_account')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subject', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz')
    .addCheckConstraint('identity_account_subject_check', sql`subject ~ '^local\\|[0-9a-f]{32}$'`)
    .execute();
  // One account per address whatever its capitalisation.
  await sql`create unique index identity_account_email_key on identity_account (lower(email))`.execute(db);

  await db.schema
    .createTable('oidc_payload')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payload_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payload_model_uid_idx').on('oidc_payload').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_payload_model_grant_id_idx').on('oidc_payload').columns(['model', 'grant_id']).execute();
  await db.schema.createIndex('oidc_payload_expires_at_idx').on('oidc_payload').column('expires_at').execute();

  await db.schema
    .createTable('oidc_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('password_reset_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('identity_account.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_token_account_id_idx').on('password_reset_token').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_token').execute();
  await db.schema.dropTable('oidc_secret').execute();
  await db.schema.dropTable('oidc_payload').execute();
  await db.schema.dropTable('identity_account').execute();
}
