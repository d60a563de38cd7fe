// What happened to a payment session, and recording it (spec 3 "Payment
// result pages"; issue 17). Called for the browser's return
// (/payment/success or /payment/failure?sessionId=) and for the provider's
// notifications, which may come more than once and race each other. Neither
// is believed: the server looks the session up in its own table (a made-up
// id is not found) and asks the provider for its real outcome.
//
// An approved payment is recorded exactly once, in one transaction with the
// order's event: the receipt row is unique by session and by the provider's
// transaction id, so a second notification, or the browser's return racing
// one, rolls its whole transaction back and records nothing new. The due
// payment becomes Paid with the provider's reference, the order moves on
// where its workflow says, and the payer's receipt goes to the outbox.
import type { Executor } from '../accounts/profileRepository';
import type { SupportContact } from '../orders/lifecycle/lifecycleMails';
import { paymentReceiptMails } from '../orders/lifecycle/lifecycleMails';
import { changeOrder, type OrderActor } from '../orders/lifecycle/orderChanges';
import { recordPayment } from '../orders/lifecycle/orderTransitions';
import { ApiError } from '../errors';
import type { BillingDetails, PaymentSessionResult, SessionOutcome } from '../../shared/api/payments';
import type { PaymentSessionStatus } from '../db/schema';
import { PaymentProviderError, type PaymentProvider, type ProviderSessionOutcome } from './paymentProvider';
import { PROVIDER_UNAVAILABLE_MESSAGE } from './paymentSessions';

export const SESSION_NOT_FOUND_MESSAGE = 'No such payment session';
export const PAYMENT_RECEIVED_EVENT = 'payment-received';

const UNIQUE_VIOLATION = '23505';
const FINAL_STATUSES: readonly PaymentSessionStatus[] = ['approved', 'declined', 'cancelled'];

export interface PaymentRecordingDependencies {
  db: Executor;
  provider: PaymentProvider;
  support: SupportContact;
  now?: () => Date;
}

type StoredSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

async function findSession(db: Executor, provider: string, providerSessionId: string) {
  return db
    .selectFrom('payment_session')
    .select(['id', 'payment_id as paymentId', 'status', 'amount_cents as amountCents'])
    .where('provider', '=', provider)
    .where('provider_session_id', '=', providerSessionId)
    .executeTakeFirst();
}

function isReceiptAlreadyRecorded(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === 'order_payment_receipt_session_key' || constraint === 'order_payment_receipt_transaction_key');
}

/** The provider's name in the order's history. */
function actorOf(provider: PaymentProvider): OrderActor {
  return { kind: 'system', subject: null, name: provider.name === 'windcave' ? 'Windcave (card payments)' : 'Sandbox payment page' };
}

/** Declined or cancelled: the session's outcome, written once (a later answer never overwrites a final one). */
async function recordUnpaid(db: Executor, session: StoredSession, outcome: Extract<ProviderSessionOutcome, { state: 'declined' | 'cancelled' }>, now: Date) {
  await db
    .updateTable('payment_session')
    .set({
      status: outcome.state,
      completed_at: now,
      provider_transaction_id: outcome.state === 'declined' ? outcome.transactionId : null,
      response_text: outcome.state === 'declined' ? outcome.responseText : null,
    })
    .where('id', '=', session.id)
    .where('status', 'not in', FINAL_STATUSES)
    .execute();
}

/** Approved: the receipt, the Paid quote, the order's event and the receipt mail, in one transaction, once. */
async function recordApproved(deps: PaymentRecordingDependencies, session: StoredSession, outcome: Extract<ProviderSessionOutcome, { state: 'approved' }>, now: Date) {
  const payment = await deps.db
    .selectFrom('order_payment')
    .select(['order_id as orderId', 'amount_cents as amountCents', 'description', 'status', 'billing_details as billingDetails'])
    .where('id', '=', session.paymentId)
    .executeTakeFirstOrThrow();
  const billing = (payment.billingDetails ?? {}) as BillingDetails;
  const payer = billing.email ? { email: billing.email, firstName: billing.firstName ?? '' } : undefined;
  // The provider took another amount than the session asked for: recorded for staff, never as this quote paid.
  const amountDiffers = outcome.amountCents !== session.amountCents || outcome.currency !== 'NZD';
  try {
    await changeOrder(deps.db, payment.orderId, actorOf(deps.provider), (order) => {
      const settlesQuote = payment.status === 'Ready To Pay' && !amountDiffers;
      return {
        kind: PAYMENT_RECEIVED_EVENT,
        after: settlesQuote ? recordPayment(order.state, order.workflow, { paymentId: session.paymentId, providerReference: outcome.transactionId, paidAt: now }, now) : order.state,
        detail: {
          paymentId: session.paymentId,
          amountCents: outcome.amountCents,
          currency: outcome.currency,
          providerReference: outcome.transactionId,
          provider: deps.provider.name,
          // Money for a quote already paid or withdrawn, or of another amount: staff refund or follow it up.
          ...(settlesQuote ? {} : { needsStaffReview: amountDiffers ? 'The amount paid differs from the quote' : `The quote was already ${payment.status.toLowerCase()}` }),
        },
        mails: settlesQuote ? paymentReceiptMails(order, deps.support, { amountCents: outcome.amountCents, reference: outcome.transactionId, paidAt: now, description: payment.description, payer }) : [],
        async alsoWrite(trx) {
          await trx
            .insertInto('order_payment_receipt')
            .values({ payment_id: session.paymentId, session_id: session.id, provider: deps.provider.name, provider_transaction_id: outcome.transactionId, amount_cents: outcome.amountCents })
            .execute();
          await trx
            .updateTable('payment_session')
            .set({ status: 'approved', completed_at: now, provider_transaction_id: outcome.transactionId, response_text: null })
            .where('id', '=', session.id)
            .execute();
          if (settlesQuote) {
            await trx
              .updateTable('order_payment')
              .set({ status: 'Paid', paid_at: now, provider_reference: outcome.transactionId })
              .where('id', '=', session.paymentId)
              .where('status', '=', 'Ready To Pay')
              .execute();
          }
        },
      };
    });
  } catch (error) {
    if (isReceiptAlreadyRecorded(error)) return;
    throw error;
  }
}

/** The session's outcome as the provider tells it, recorded; the result says what to show the payer. */
async function settleOnce(deps: PaymentRecordingDependencies, providerSessionId: string): Promise<PaymentSessionResult> {
  const session = await findSession(deps.db, deps.provider.name, providerSessionId);
  if (!session) throw new ApiError(404, SESSION_NOT_FOUND_MESSAGE);
  // Final already: a replayed return or notification records nothing new.
  if ((FINAL_STATUSES as readonly string[]).includes(session.status)) return { outcome: session.status as SessionOutcome, paymentId: session.paymentId };
  let outcome: ProviderSessionOutcome;
  try {
    outcome = await deps.provider.querySession(providerSessionId);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    throw error;
  }
  const now = deps.now?.() ?? new Date();
  switch (outcome.state) {
    case 'pending':
      return { outcome: 'pending', paymentId: session.paymentId };
    case 'approved':
      await recordApproved(deps, session, outcome, now);
      return { outcome: 'approved', paymentId: session.paymentId };
    case 'declined':
    case 'cancelled':
      await recordUnpaid(deps.db, session, outcome, now);
      return { outcome: outcome.state, paymentId: session.paymentId };
    case 'unknown':
      // The provider lost a session we opened: nothing was paid through it.
      await recordUnpaid(deps.db, session, { state: 'cancelled' }, now);
      return { outcome: 'cancelled', paymentId: session.paymentId };
  }
}

/**
 * Settles a session by the provider's word. Two settlements of different
 * sessions of one order can meet on the order's version (409): the later
 * one reads the order again and goes once more.
 */
export async function settlePaymentSession(deps: PaymentRecordingDependencies, providerSessionId: string): Promise<PaymentSessionResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(deps, providerSessionId);
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409) || attempt >= 3) throw error;
    }
  }
}
