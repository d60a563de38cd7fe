/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Reference data maintained by the company's staff (power retailers, livening
// inspectors). Must run identically on PGlite and PostgreSQL: plain DDL only.

export async function up(db: Kysely<any>): Promise<void> {
  // Keeps updated_at honest whatever code path (or psql session) edits a row.
  await sql`
    create or replace function set_updated_at() returns trigger
    language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end;
    $$
  `.execute(db);

  await db.schema
    .createTable('service_provider')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'service_provider_kind_check',
      sql`kind in ('power_retailer', 'livening_inspector')`,
    )
    .addCheckConstraint('service_provider_id_slug_check', sql`id ~ '^[a-z0-9][a-z0-9_-]*$'`)
    .addCheckConstraint('service_provider_name_check', sql`length(trim(name)) > 0`)
    .addUniqueConstraint('service_provider_kind_name_key', ['kind', 'name'])
    .execute();

  await sql`
    create trigger service_provider_set_updated_at
    before update on service_provider
    for each row execute function set_updated_at()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_provider').execute();
  await sql`drop function if exists set_updated_at()`.execute(db);
}
