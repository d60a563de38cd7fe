// One page of the queue as a table: each order's number links to its view.
// Orders whose customer asked to cancel are flagged in words, since they need
// a decision before anything else can happen to them.
import { Link, useLocation } from '../../router';
import type { StaffOrderQueueItem } from '../../../shared/api/staff';
import { formatNumericNzDateOfTimestamp } from '../../../shared/format/numericDate';
import { StatusPill } from '../../orders/StatusPill';
import { jobTypeName } from '../staffLabels';

function ageText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** What an order link carries: the queue as filtered, for the order view's way back. */
export interface FromQueue {
  queue: string;
}

export function QueueTable({ orders, caption }: { orders: StaffOrderQueueItem[]; caption: string }) {
  const location = useLocation();
  const from: FromQueue = { queue: `${location.pathname}${location.search}` };
  return (
    <div className="staff-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="staff-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order no.</th>
            <th scope="col">Job type</th>
            <th scope="col">Address</th>
            <th scope="col">Requester</th>
            <th scope="col">Submitted</th>
            <th scope="col">Age</th>
            <th scope="col">Status</th>
            <th scope="col">Activity</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} className={order.cancellationRequested ? 'staff-table__row--flagged' : undefined}>
              <td className="staff-table__nowrap">
                <Link to={`/staff/orders/${encodeURIComponent(order.orderId)}`} state={from}>{order.orderNumber}</Link>
                {order.cancellationRequested && <span className="staff-flag">Cancellation requested</span>}
              </td>
              <td>{jobTypeName(order.orderType)}</td>
              <td>{order.address}</td>
              <td>{order.requester}</td>
              <td className="staff-table__nowrap">{formatNumericNzDateOfTimestamp(order.submittedAt) ?? ''}</td>
              <td className="staff-table__nowrap">{ageText(order.ageDays)}</td>
              <td>
                <StatusPill status={order.progressStatus} />
              </td>
              <td>{order.currentActivity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
