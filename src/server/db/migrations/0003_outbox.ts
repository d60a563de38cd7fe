/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any>: they must not
   depend on today's DatabaseSchema, which describes the result of all of them. */
import { sql, type Kysely } from 'kysely';

// Every mail (and later SMS) the product sends is first written here, in the
// same transaction as the change that caused it. A sender delivers rows and
// stamps sent_at; in development the outbox page shows them instead.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('email'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('outbox_message_channel_check', sql`channel in ('email', 'sms')`)
    .execute();

  await db.schema.createIndex('outbox_message_recipient_created_at_idx').on('outbox_message').columns(['recipient', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_message').execute();
}
