// The messages staff leave on an order (spec 3 "Order detail": info, alert
// and action messages). Each carries a visible title as well as its colour.
// The action message offers Pay now only for a due payment the customer can
// still pay (payablePayments); otherwise it is a plain warning.
import type { ReactNode } from 'react';
import { Link } from '../../router';
import { formatCalendarDate, formatNzd } from '../../../shared/format';
import type { OrderDetail } from '../orderApi';
import { payablePayments } from './payablePayments';

function Message({ tone, title, children }: { tone: 'info' | 'alert' | 'action' | 'warning'; title: string; children: ReactNode }) {
  return (
    <div className={`order-message order-message--${tone}`}>
      <p className="order-message__title">{title}</p>
      {children}
    </div>
  );
}

type Payment = OrderDetail['duePayments'][number];

function paymentLine(payment: Payment): string {
  return `${payment.description}: ${formatNzd(payment.amountCents)} (incl. GST), payment due by ${formatCalendarDate(payment.dueDate) ?? payment.dueDate}`;
}

export function OrderMessages({ detail, now }: { detail: Pick<OrderDetail, 'orderStatus' | 'duePayments'>; now?: Date }) {
  const { infoMessage, alertMessage, actionMessage } = detail.orderStatus;
  const payable = payablePayments(detail.duePayments, now);
  return (
    <>
      {infoMessage && (
        <Message tone="info" title="Information">
          <p>{infoMessage}</p>
        </Message>
      )}
      {alertMessage && (
        <Message tone="alert" title="Important">
          <p>{alertMessage}</p>
        </Message>
      )}
      {payable.length > 0 ? (
        <Message tone="action" title="Action needed">
          {actionMessage && <p>{actionMessage}</p>}
          <ul className="order-message__payments">
            {payable.map((payment) => (
              <li key={payment.paymentId}>
                <p>{paymentLine(payment)}</p>
                {/* With several quotes, each Pay now says which one it pays. */}
                <Link
                  className="button button--primary"
                  to={`/pay-now/${encodeURIComponent(payment.paymentId)}`}
                  aria-label={payable.length > 1 ? `Pay now: ${payment.description}` : undefined}
                >
                  Pay now
                </Link>
              </li>
            ))}
          </ul>
        </Message>
      ) : (
        actionMessage && (
          <Message tone="warning" title="Action needed">
            <p>{actionMessage}</p>
          </Message>
        )
      )}
    </>
  );
}
