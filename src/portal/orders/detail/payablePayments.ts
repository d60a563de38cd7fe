// Which due payments the customer can still pay: the shared rule
// (src/shared/orders/payableQuote.ts), applied to an order's due payments.
import type { DuePayment } from '../../../shared/orders/orderState';
import { isPayableQuote } from '../../../shared/orders/payableQuote';

type Payment = Pick<DuePayment, 'paymentId' | 'dueDate' | 'amountCents' | 'status' | 'description'>;

export function payablePayments<T extends Payment>(payments: readonly T[], now: Date = new Date()): T[] {
  return payments.filter((payment) => isPayableQuote(payment, now));
}
