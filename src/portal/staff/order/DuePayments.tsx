// The order's quotes: what the customer owes, by when, and whether it is paid
// (when, and the payment provider's reference, to find it in their reports).
import type { DuePayment } from '../../../shared/orders/orderState';
import { formatNumericCalendarDate, formatNumericNzDateOfTimestamp } from '../../../shared/format/numericDate';
import { formatNzd } from '../../../shared/format/nzd';

export function DuePayments({ payments }: { payments: DuePayment[] }) {
  return (
    <section className="staff-section" aria-labelledby="staff-payments-heading">
      <h2 id="staff-payments-heading">Due payments</h2>
      {payments.length === 0 ? (
        <p className="staff-empty">No quotes issued.</p>
      ) : (
        <div className="staff-table-wrap" role="region" aria-label="Due payments table" tabIndex={0}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">For</th>
                <th scope="col">Amount incl. GST</th>
                <th scope="col">Due by</th>
                <th scope="col">Status</th>
                <th scope="col">Paid</th>
                <th scope="col">Payment reference</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <td>{payment.description}</td>
                  <td className="staff-table__number">{formatNzd(payment.amountCents)}</td>
                  <td className="staff-table__nowrap">{formatNumericCalendarDate(payment.dueDate) ?? payment.dueDate}</td>
                  <td>{payment.status}</td>
                  <td className="staff-table__nowrap">{formatNumericNzDateOfTimestamp(payment.paidAt) ?? ''}</td>
                  <td>{payment.providerReference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
