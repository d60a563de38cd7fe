// POST /api/payments/session (spec 3 "Payment session creation"): opens the
// provider's hosted payment page for one quote. The server decides the
// amount: it is the quote's, in integer cents, from our own database; the
// browser's `amount` must say the same or the request is refused, so a page
// that was tampered with cannot pay less.
//
// One open session per payment. A request while one is open gets that
// session back (the payer reloaded, or pressed Pay now twice). The place is
// held by a `creating` row while the provider is asked (a partial unique index
// allows one `creating` or `open` row per payment), so requests that arrive
// meanwhile wait for that session instead of opening another. The provider is
// asked outside any transaction: a slow provider holds no lock.
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import { amountTextOf, type PaymentSessionRequest, type PaymentSessionResponse } from '../../shared/api/payments';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import type { PaymentsConfig } from '../config';
import type { BillingDetails } from '../../shared/api/payments';
import { PAYMENT_NOT_FOUND_MESSAGE } from './billingDetailsUpdate';
import { findPaymentOf, type PaymentWithOrder } from './orderPayments';
import { checkBillingForm, isPayable, NOT_PAYABLE_MESSAGE } from './payability';
import { PaymentProviderError, type PaymentProvider } from './paymentProvider';

export const AMOUNT_MISMATCH_MESSAGE = 'The amount does not match the quote';
export const ORDER_MISMATCH_MESSAGE = "This is not the payment's order";
export const BILLING_DETAILS_NEEDED_MESSAGE = 'Save the billing details before paying';
export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider could not be reached. Please try again in a few minutes';

/** How long a request waits for a session another request is opening. */
const WAIT_FOR_OPENING_MS = 20_000;
const POLL_MS = 100;
/** A `creating` row older than this was left by a process that stopped while asking the provider. */
const ABANDONED_CREATING_SECONDS = 120;
const UNIQUE_VIOLATION = '23505';

export interface PaymentSessionDependencies {
  db: Executor;
  provider: PaymentProvider;
  payments: Pick<PaymentsConfig, 'sessionMinutes'>;
  /** Where the provider sends the browser back and notifies us: the portal's public address. */
  publicUrl: string;
  now?: () => Date;
}

function invalidAt(pointer: string, message: string): ApiError {
  return new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer, message }]);
}

/** What a request may not change: whose payment, which order, how much. */
function checkRequest(payment: PaymentWithOrder, request: PaymentSessionRequest): void {
  if (request.orderId !== payment.orderId) throw invalidAt('/orderId', ORDER_MISMATCH_MESSAGE);
  if (request.srNumber !== payment.orderNumber) throw invalidAt('/srNumber', ORDER_MISMATCH_MESSAGE);
  if (request.amount !== amountTextOf(payment.amountCents)) throw invalidAt('/amount', AMOUNT_MISMATCH_MESSAGE);
}

/** The billing details saved for the payment must still pass the billing form, with the method chosen now. */
async function checkSavedBilling(payment: PaymentWithOrder, request: PaymentSessionRequest): Promise<void> {
  if (payment.billingDetails === null) throw new ApiError(409, BILLING_DETAILS_NEEDED_MESSAGE);
  const { errors } = await checkBillingForm({ billingDetails: payment.billingDetails as BillingDetails, paymentMethod: request.paymentMethod });
  if (errors.length > 0) throw new ApiError(409, BILLING_DETAILS_NEEDED_MESSAGE);
}

type Claim = { kind: 'reuse'; redirectUrl: string } | { kind: 'wait' } | { kind: 'create'; sessionId: string; expiresAt: Date };

/**
 * In one transaction: forget sessions that expired or were abandoned, then
 * reuse the open session (same method), wait for one being opened, or hold
 * the place for a new one.
 */
async function claimSession(deps: PaymentSessionDependencies, payment: PaymentWithOrder, request: PaymentSessionRequest, now: Date): Promise<Claim> {
  const expiresAt = new Date(now.getTime() + deps.payments.sessionMinutes * 60_000);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payment_session')
        .set({ status: 'expired' })
        .where('payment_id', '=', payment.paymentId)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'open'), eb('expires_at', '<=', now)]),
            eb.and([eb('status', '=', 'creating'), eb('created_at', '<=', new Date(now.getTime() - ABANDONED_CREATING_SECONDS * 1000))]),
          ]),
        )
        .execute();
      const current = await trx
        .selectFrom('payment_session')
        .select(['id', 'status', 'redirect_url', 'payment_method', 'amount_cents'])
        .where('payment_id', '=', payment.paymentId)
        .where('status', 'in', ['creating', 'open'])
        .executeTakeFirst();
      if (current?.status === 'creating') return { kind: 'wait' } as const;
      if (current?.status === 'open' && current.payment_method === request.paymentMethod && current.amount_cents === payment.amountCents && current.redirect_url) {
        return { kind: 'reuse', redirectUrl: current.redirect_url } as const;
      }
      // The payer chose the other method since: that session's page takes the old one, so it gives way.
      if (current) await trx.updateTable('payment_session').set({ status: 'expired' }).where('id', '=', current.id).execute();
      const created = await trx
        .insertInto('payment_session')
        .values({
          payment_id: payment.paymentId,
          provider: deps.provider.name,
          amount_cents: payment.amountCents,
          payment_method: request.paymentMethod,
          status: 'creating',
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { kind: 'create', sessionId: created.id, expiresAt } as const;
    });
  } catch (error) {
    // Another request claimed the place between our read and our insert (PostgreSQL, two connections).
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return { kind: 'wait' };
    throw error;
  }
}

/** Asks the provider for the session whose place this request holds, and opens it (or marks it failed). */
async function createWithProvider(deps: PaymentSessionDependencies, payment: PaymentWithOrder, request: PaymentSessionRequest, claim: Extract<Claim, { kind: 'create' }>) {
  try {
    const created = await deps.provider.createSession({
      merchantReference: payment.orderNumber,
      amountCents: payment.amountCents,
      currency: 'NZD',
      method: request.paymentMethod,
      callbackUrls: {
        approved: `${deps.publicUrl}/payment/success`,
        declined: `${deps.publicUrl}/payment/failure`,
        cancelled: `${deps.publicUrl}/payment/failure`,
      },
      notificationUrl: `${deps.publicUrl}/api/payments/notifications`,
      expiresAt: claim.expiresAt,
    });
    await deps.db
      .updateTable('payment_session')
      .set({ status: 'open', provider_session_id: created.providerSessionId, redirect_url: created.redirectUrl })
      .where('id', '=', claim.sessionId)
      .execute();
    return created.redirectUrl;
  } catch (error) {
    await deps.db.updateTable('payment_session').set({ status: 'failed', completed_at: new Date() }).where('id', '=', claim.sessionId).execute();
    if (error instanceof PaymentProviderError) throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the session another request is opening: its page, or that request's failure. */
async function waitForOpening(deps: PaymentSessionDependencies, paymentId: string): Promise<string | 'retry'> {
  const deadline = Date.now() + WAIT_FOR_OPENING_MS;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    const newest = await deps.db
      .selectFrom('payment_session')
      .select(['status', 'redirect_url'])
      .where('payment_id', '=', paymentId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (newest?.status === 'open' && newest.redirect_url) return newest.redirect_url;
    if (newest?.status !== 'creating') return 'retry';
  }
  throw new ApiError(503, PROVIDER_UNAVAILABLE_MESSAGE);
}

export async function openPaymentSession(deps: PaymentSessionDependencies, scope: AccountScope, request: PaymentSessionRequest): Promise<PaymentSessionResponse> {
  const now = deps.now?.() ?? new Date();
  const payment = await findPaymentOf(deps.db, scope, request.paymentId);
  if (!payment) throw new ApiError(404, PAYMENT_NOT_FOUND_MESSAGE);
  checkRequest(payment, request);
  if (!isPayable(payment, now)) throw new ApiError(409, NOT_PAYABLE_MESSAGE);
  await checkSavedBilling(payment, request);

  // A waiter whose opener failed tries once more itself, rather than failing the payer.
  for (let attempt = 0; attempt < 2; attempt++) {
    const claim = await claimSession(deps, payment, request, now);
    if (claim.kind === 'reuse') return { sessionUrl: claim.redirectUrl };
    if (claim.kind === 'create') return { sessionUrl: await createWithProvider(deps, payment, request, claim) };
    const waited = await waitForOpening(deps, payment.paymentId);
    if (waited !== 'retry') return { sessionUrl: waited };
  }
  throw new ApiError(503, PROVIDER_UNAVAILABLE_MESSAGE);
}
