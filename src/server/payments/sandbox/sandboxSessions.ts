// The sandbox provider's own records (table sandbox_payment_session): what a
// real provider keeps on its side of a session. A session is opened once
// (`init`) and finished once: the finishing UPDATE only touches a session that
// is still `init` and not expired, so of two presses of "Pay" (or a "Pay"
// racing a "Cancel") the first wins and the second changes nothing.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { SandboxPaymentSessionTable } from '../../db/schema';
import type { SessionRequest } from '../paymentProvider';

type Db = Database['db'];
export type SandboxSessionRow = Selectable<SandboxPaymentSessionTable>;

/** Where a session stands for the payer, at a given moment. `expired`: still `init` after its expiry. */
export type SandboxSessionStatus = 'open' | 'expired' | 'approved' | 'declined' | 'cancelled';

/** How a session ends: paid or refused (with the provider's transaction), or cancelled by the payer. */
export type SessionEnding =
  | { state: 'approved' | 'declined'; transactionId: string; responseText: string; cardLast4: string | null }
  | { state: 'cancelled' };

/** 32 random hex characters, like a real provider's session id. */
export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}

/** 16 random digits, like a provider's transaction id. */
export function newTransactionId(): string {
  return (BigInt(`0x${randomBytes(8).toString('hex')}`) % 10n ** 16n).toString().padStart(16, '0');
}

export async function insertSession(db: Db, id: string, request: SessionRequest): Promise<void> {
  await db
    .insertInto('sandbox_payment_session')
    .values({
      id,
      merchant_reference: request.merchantReference,
      amount_cents: request.amountCents,
      currency: request.currency,
      method: request.method,
      callback_urls: JSON.stringify(request.callbackUrls),
      notification_url: request.notificationUrl,
      expires_at: request.expiresAt,
    })
    .execute();
}

export async function findSession(db: Db, id: string): Promise<SandboxSessionRow | undefined> {
  return db.selectFrom('sandbox_payment_session').selectAll().where('id', '=', id).executeTakeFirst();
}

export function sessionStatus(row: SandboxSessionRow, now: Date): SandboxSessionStatus {
  if (row.state !== 'init') return row.state;
  return now.getTime() < row.expires_at.getTime() ? 'open' : 'expired';
}

/** Records how the session ended, only if it is still open at `now`; false when it was not (finished before, or expired). */
export async function finishSession(db: Db, id: string, ending: SessionEnding, now: Date): Promise<boolean> {
  const values =
    ending.state === 'cancelled'
      ? { state: ending.state, transaction_id: null, response_text: 'CANCELLED', card_last4: null }
      : { state: ending.state, transaction_id: ending.transactionId, response_text: ending.responseText, card_last4: ending.cardLast4 };
  const finished = await db
    .updateTable('sandbox_payment_session')
    .set({ ...values, completed_at: now })
    .where('id', '=', id)
    .where('state', '=', 'init')
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return finished !== undefined;
}
