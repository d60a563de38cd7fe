// The embedded sandbox payment provider (PAYMENT_PROVIDER=sandbox): the same
// two calls as Windcave's REST hosted payment page, answered from our own
// table, with the hosted page served by this server (sandboxPages.ts). So
// `npm start` on one machine pays end to end with test cards, through the
// same session, redirect, notification and query flow as production.
import { PAYMENT_METHODS } from '../../../shared/api/payments';
import type { Database } from '../../db/database';
import { PaymentProviderError, type PaymentProvider, type ProviderSessionOutcome, type SessionRequest } from '../paymentProvider';
import { sandboxSessionPath, isSandboxSessionId } from './paths';
import { findSession, insertSession, newSessionId, sessionStatus, type SandboxSessionRow } from './sandboxSessions';

export interface SandboxProviderOptions {
  db: Database['db'];
  /** The portal's address (config.publicUrl): the hosted page is on this server. */
  publicUrl: string;
  /** The clock sessions expire by; tests replace it. Default: the system clock. */
  now?: () => Date;
}

/** A request a real provider would refuse is a bug in the caller, as with Windcave (sessionRequestBody): RangeError. */
function checkRequest(request: SessionRequest): void {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new RangeError(`A sandbox payment needs a positive whole number of cents, got ${request.amountCents}`);
  }
  if (request.currency !== 'NZD') throw new RangeError(`Sandbox payments are in NZD, got ${String(request.currency)}`);
  if (!PAYMENT_METHODS.includes(request.method)) throw new RangeError(`The sandbox has no payment method ${String(request.method)}`);
  if (request.merchantReference.trim() === '') throw new RangeError('A sandbox session needs a merchant reference');
  if (Number.isNaN(request.expiresAt.getTime())) throw new RangeError('A sandbox session needs a valid expiry time');
}

function outcomeOf(row: SandboxSessionRow, now: Date): ProviderSessionOutcome {
  const status = sessionStatus(row, now);
  switch (status) {
    case 'open':
      return { state: 'pending' };
    // An expired session was never paid: the provider says cancelled, as Windcave does for one that ended without a transaction.
    case 'expired':
    case 'cancelled':
      return { state: 'cancelled' };
    case 'approved':
      if (!row.transaction_id) throw new PaymentProviderError(`Sandbox session ${row.id} is approved without a transaction id`);
      return { state: 'approved', transactionId: row.transaction_id, amountCents: row.amount_cents, currency: row.currency };
    case 'declined':
      return { state: 'declined', transactionId: row.transaction_id, responseText: row.response_text ?? 'DECLINED' };
  }
}

/** A database failure is, to the caller, a provider that could not be reached: nothing recorded, ask again. */
function unreachable(what: string, error: unknown): PaymentProviderError {
  return new PaymentProviderError(`The sandbox payment provider could not ${what}`, { cause: error });
}

export function createSandboxProvider({ db, publicUrl, now = () => new Date() }: SandboxProviderOptions): PaymentProvider {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    name: 'sandbox',

    async createSession(request) {
      checkRequest(request);
      const id = newSessionId();
      try {
        await insertSession(db, id, request);
      } catch (error) {
        throw unreachable('create a session', error);
      }
      return { providerSessionId: id, redirectUrl: `${base}${sandboxSessionPath(id)}` };
    },

    async querySession(providerSessionId) {
      // Not one of our ids: no such session (and nothing to look up).
      if (!isSandboxSessionId(providerSessionId)) return { state: 'unknown' };
      let row: SandboxSessionRow | undefined;
      try {
        row = await findSession(db, providerSessionId);
      } catch (error) {
        throw unreachable(`read session ${providerSessionId}`, error);
      }
      return row ? outcomeOf(row, now()) : { state: 'unknown' };
    },
  };
}
