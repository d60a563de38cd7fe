// The payments made on an order (issue 17): each quote paid, with its amount,
// the New Zealand day it was recorded and the payment provider's reference.
import { formatNumericNzDateOfTimestamp, formatNzd } from '../../../shared/format';
import type { DuePayment } from '../../../shared/orders/orderState';

type Payment = Pick<DuePayment, 'paymentId' | 'amountCents' | 'status' | 'description' | 'paidAt' | 'providerReference'>;

export function paidLine(payment: Payment): string {
  const day = formatNumericNzDateOfTimestamp(payment.paidAt);
  return day ? `Paid ${formatNzd(payment.amountCents)} on ${day}` : `Paid ${formatNzd(payment.amountCents)}`;
}

export function PaidPayments({ payments }: { payments: readonly Payment[] }) {
  const paid = payments.filter((payment) => payment.status === 'Paid');
  if (paid.length === 0) return null;
  return (
    <section className="order-section order-payments" aria-labelledby="order-payments-heading">
      <h2 id="order-payments-heading">Payments</h2>
      <ul className="order-payments__list">
        {paid.map((payment) => (
          <li key={payment.paymentId} className="order-payments__item">
            {payment.description && <p className="order-payments__description">{payment.description}</p>}
            <p className="order-payments__paid">{paidLine(payment)}</p>
            {payment.providerReference && <p className="order-payments__reference">Reference: {payment.providerReference}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
