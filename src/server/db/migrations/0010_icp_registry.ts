/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// The embedded ICP registry (docs/operations/icp-registry.md): the ICPs the
// disconnection form's lookup (GET /api/address/icp/{icpNumber}) can find when
// no industry registry is configured.
//
// - icp_registry: one row per ICP. icp_number is stored as the registry writes
//   it (upper case, 15 characters: 10 digits, a 2-letter network code and a
//   3-character checksum); the checksum itself is checked by the code that
//   adds rows (src/server/icp/addIcp.ts), the format here. label is the site
//   address on one line, as the lookup answers it. address_id is the address
//   lookup's id of that site when known (the bundled sample's `nz-…` ids).
//   added_by says who added it: `sample` for the seeded ICPs, a staff name
//   for `npm run icp:add`.
//
// Plain DDL only: runs identically on PGlite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('icp_registry')
    .addColumn('icp_number', 'text', (col) => col.primaryKey())
    .addColumn('address_id', 'text')
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('icp_registry_icp_number_length_check', sql`length(icp_number) = 15`)
    .addCheckConstraint('icp_registry_icp_number_format_check', sql`icp_number ~ '^[0-9]{10}[A-Z]{2}[0-9A-F]{3}$'`)
    .addCheckConstraint('icp_registry_label_check', sql`length(trim(label)) > 0`)
    .addCheckConstraint('icp_registry_added_by_check', sql`length(trim(added_by)) > 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('icp_registry').execute();
}
