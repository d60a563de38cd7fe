// PUT /api/billing-details (spec 3 "Pay-now billing"): the payer saves the
// billing details and payment method of one quote. The body is checked by the
// billing form's own validator (schemas/billing), so the API gives the same
// messages at the same pointers as the page; nothing is written unless it is
// valid, and only while the quote can still be paid.
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { JsonObject } from '../db/schema';
import type { OrderPayment } from '../../shared/api/payments';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { findPaymentOf, toOrderPayment } from './orderPayments';
import { checkBillingForm, isPayable, NOT_PAYABLE_MESSAGE } from './payability';

export const PAYMENT_NOT_FOUND_MESSAGE = 'No such payment';

/** `form` is the body without its paymentId: the billing form's document, checked whole (an unknown member is refused). */
export async function saveBillingDetails(db: Executor, scope: AccountScope, subject: string, paymentId: string, form: unknown): Promise<OrderPayment> {
  const payment = await findPaymentOf(db, scope, paymentId);
  if (!payment) throw new ApiError(404, PAYMENT_NOT_FOUND_MESSAGE);
  const { document, errors } = await checkBillingForm(form);
  if (errors.length > 0) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, errors);
  if (!isPayable(payment)) throw new ApiError(409, NOT_PAYABLE_MESSAGE);
  const updated = await db
    .updateTable('order_payment')
    .set({ billing_details: JSON.stringify(document.billingDetails), payment_method: document.paymentMethod, billing_saved_at: new Date() })
    .where('id', '=', payment.paymentId)
    .where('status', '=', payment.status)
    .executeTakeFirst();
  // Paid or withdrawn between the read and the write: the details no longer matter.
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError(409, NOT_PAYABLE_MESSAGE);
  return toOrderPayment(db, subject, { ...payment, billingDetails: document.billingDetails as JsonObject, paymentMethod: document.paymentMethod });
}
