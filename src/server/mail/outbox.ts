// The outbox: the one way the product sends mail. Callers add a message in
// their own transaction, so a mail exists exactly when the change that caused
// it was committed. Delivery (SMTP) is a separate concern; in development the
// messages are read at /dev/outbox.
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface OutboxMessage extends OutgoingMail {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
}

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export async function addToOutbox(db: Executor, mail: OutgoingMail): Promise<string> {
  const row = await db
    .insertInto('outbox_message')
    .values({ kind: mail.kind, recipient: mail.to, subject: mail.subject, body_text: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(db: Executor, { to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox_message').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', to.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}
