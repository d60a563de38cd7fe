// The open and closed orders tables (spec 3 "Order lists" columns). The order
// number opens the order's detail page. Dates are DD/MM/YYYY, as on the detail
// page, which also keeps eight columns within a laptop's width.
import { Link } from '../../router';
import { formatNumericNzDateOfTimestamp } from '../../../shared/format';
import type { OrderListItem, OrderListStatus } from '../orderApi';
import { jobTypeLabel } from '../orderLabels';
import { StatusPill } from '../StatusPill';
import { ColumnHeaders, LabelledCell } from './LabelledCell';

const COMMON_COLUMNS = ['Site', 'Request date', 'Job type', 'Requested by', 'Order no.', 'ICP no.', 'Status'] as const;

export function orderColumns(status: OrderListStatus): string[] {
  return [...COMMON_COLUMNS, status === 'open' ? 'Current activity' : 'Reason'];
}

/** Where an order's detail page is (spec 3 route table). */
export function orderDetailPath(order: Pick<OrderListItem, 'orderId' | 'jobType'>): string {
  return `/order-details/${encodeURIComponent(order.orderId)}?${new URLSearchParams({ orderDetailsType: order.jobType }).toString()}`;
}

export function OrdersTable({ status, orders }: { status: OrderListStatus; orders: OrderListItem[] }) {
  const columns = orderColumns(status);
  return (
    <table className="orders-table">
      <caption className="visually-hidden">{status === 'open' ? 'Open orders' : 'Closed orders'}</caption>
      <ColumnHeaders columns={columns} />
      <tbody>
        {orders.map((order) => {
          const values = [
            order.address || '—',
            formatNumericNzDateOfTimestamp(order.requestDate),
            jobTypeLabel(order.jobType),
            order.requester || '—',
            <Link to={orderDetailPath(order)}>{order.orderNumber}</Link>,
            order.icpNumber || '—',
            <StatusPill status={order.jobStatus} />,
            (status === 'open' ? order.currentActivity : order.reason) || '—',
          ];
          return (
            <tr key={order.orderId}>
              {columns.map((column, index) => (
                <LabelledCell key={column} label={column}>
                  {values[index]}
                </LabelledCell>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
