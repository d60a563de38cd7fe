// A quote to pay as the pay-now page reads it (spec 3 "Order payment";
// GET /api/payments/{paymentId}): the due payment, its order, and the billing
// details, as the payer last saved them or, before that, from their profile.
// Only for the order's owner or a member of its account: anyone else's
// payment is answered like one that does not exist.
import type { AccountScope } from '../accounts/accountScope';
import { findProfileBySubject, type Executor } from '../accounts/profileRepository';
import { toFullProfile } from '../accounts/profileMapping';
import type { BillingDetails, OrderPayment, PaymentMethod } from '../../shared/api/payments';
import { PAYMENT_METHODS } from '../../shared/api/payments';
import { workflowOf } from '../../shared/orders/workflows';
import { orderVisibleTo } from '../orders/orderAccess';
import { textOf } from '../orders/orderText';
import { isUuid } from '../orders/orderTypes';

/** The payment row with its order, if `scope` may see the order. */
export async function findPaymentOf(db: Executor, scope: AccountScope, paymentId: string) {
  if (!isUuid(paymentId)) return undefined;
  return db
    .selectFrom('order_payment')
    .innerJoin('customer_order', 'customer_order.id', 'order_payment.order_id')
    .select([
      'order_payment.id as paymentId',
      'order_payment.amount_cents as amountCents',
      'order_payment.due_date as dueDate',
      'order_payment.description',
      'order_payment.status',
      'order_payment.paid_at as paidAt',
      'order_payment.provider_reference as providerReference',
      'order_payment.billing_details as billingDetails',
      'order_payment.payment_method as paymentMethod',
      'customer_order.id as orderId',
      'customer_order.order_number as orderNumber',
      'customer_order.order_type as orderType',
      'customer_order.summary',
    ])
    .where('order_payment.id', '=', paymentId)
    .where(orderVisibleTo(scope))
    .executeTakeFirst();
}

export type PaymentWithOrder = NonNullable<Awaited<ReturnType<typeof findPaymentOf>>>;

/**
 * The site line's parts, best effort: the order keeps its site as one line,
 * "street, suburb, city postcode" for a looked-up address. A line of another
 * shape (a lot and DP, a manual address) leaves suburb or city empty rather
 * than guessing.
 */
export function siteParts(siteLabel: string): { siteSuburb: string; siteCity: string } {
  const parts = siteLabel
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length < 3) return { siteSuburb: '', siteCity: '' };
  return { siteSuburb: parts[parts.length - 2]!, siteCity: parts[parts.length - 1]!.replace(/\s*\d{4}$/, '') };
}

/** The payer's profile as billing details: what the page shows until they save their own. */
async function billingDetailsFromProfile(db: Executor, subject: string): Promise<BillingDetails> {
  const row = await findProfileBySubject(db, subject);
  if (!row) return {};
  const profile = toFullProfile(row);
  const details: BillingDetails = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    manuallyEnteredBillingAddress: profile.manuallyEnteredBillingAddress,
  };
  if (profile.businessName) details.businessName = profile.businessName;
  if (profile.mobile) details.mobile = profile.mobile;
  if (profile.alternatePhone) details.alternatePhone = profile.alternatePhone;
  if (profile.manuallyEnteredBillingAddress) details.manualBillingAddress = profile.manualBillingAddress;
  else if (profile.billingAddressDisplay) {
    details.billingAddressDisplay = profile.billingAddressDisplay;
    details.billingAddressId = profile.billingAddressId;
  }
  return details;
}

function paymentMethodOf(value: string | null): PaymentMethod | null {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : null;
}

export async function toOrderPayment(db: Executor, subject: string, row: PaymentWithOrder): Promise<OrderPayment> {
  const siteAddress = textOf(row.summary['siteLabel']);
  const saved = row.billingDetails as BillingDetails | null;
  return {
    paymentId: row.paymentId,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    siteAddress,
    ...siteParts(siteAddress),
    jobCategory: workflowOf(row.orderType)?.title ?? 'Unmapped job type',
    serviceType: textOf(row.summary['serviceType']),
    description: row.description,
    totalPrice: row.amountCents / 100,
    totalPriceCents: row.amountCents,
    quoteExpiry: row.dueDate,
    status: row.status,
    paidDate: row.paidAt ? row.paidAt.toISOString() : null,
    paymentReference: row.providerReference,
    billingDetails: saved ?? (await billingDetailsFromProfile(db, subject)),
    billingDetailsSaved: saved !== null,
    paymentMethod: paymentMethodOf(row.paymentMethod),
  };
}

/** The payment as the pay-now page reads it, or undefined when `scope` may not see it. */
export async function readOrderPayment(db: Executor, scope: AccountScope, subject: string, paymentId: string): Promise<OrderPayment | undefined> {
  const row = await findPaymentOf(db, scope, paymentId);
  return row ? toOrderPayment(db, subject, row) : undefined;
}
