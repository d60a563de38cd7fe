// The customer's order lists (spec 3 "Order lists"; GET /api/orders and
// GET /api/orders/requesters): open or closed, searched, filtered by
// requester and paged in the database, newest first. Counted and paged on
// migration 0013's list indexes, so page 2,000 of an account with 100,000
// orders answers about as fast as page 1 (npm run bench:orders).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { DatabaseSchema } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import type { OrderListStatus, OrderType } from '../../shared/api/orders';
import type { OrderListItem, OrderListPage } from '../../shared/api/orderTracking';
import { CLOSED_PROGRESS_STATUSES, OPEN_PROGRESS_STATUSES, progressStatusOf } from '../../shared/orders/orderState';
import { orderListVisibility } from './orderAccess';
import { orderListedOnline } from './orderRepository';

/** How many months the closed list keeps an order after it closed (spec 3 section 9). */
export const CLOSED_LIST_RETENTION_MONTHS = { completed: 6, cancelled: 3 } as const;

/**
 * `months` calendar months before `instant` (UTC), on the same day of the
 * month or the month's last day (31 August less 6 months is 28 February), as
 * PostgreSQL's interval arithmetic would have it. Computed here, once, rather
 * than in the query, where `closed_at >= now - interval` is worked out again
 * for every row the list reads.
 */
export function monthsBefore(instant: Date, months: number): Date {
  const target = new Date(instant.getTime());
  const day = instant.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface OrderListRequest {
  list: OrderListStatus;
  /** Part of the order number or the site label, any case; blank: no search. */
  search?: string;
  /** A requester's full name exactly; blank: everyone's. */
  requester?: string;
  page: number;
  recordsPerPage: number;
}

type OrderWhere = (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) => Expression<SqlBool>;

/**
 * A where-clause: the orders in `list` at `now`. Open: in progress or on hold.
 * Closed: completed in the last 6 months, or cancelled in the last 3 (by
 * closed_at, the moment the order's event closed it). The closed rule is
 * written as "closed in the last 6 months, and since its own status's
 * cutoff" rather than as an OR of the two: the first part is one range of
 * migration 0013's count index, and without an OR the planner keeps to that
 * index alone (with an OR it reads the table's rows through a bitmap).
 */
export function orderInList(list: OrderListStatus, now: Date): OrderWhere {
  if (list === 'open') return (eb) => eb('customer_order.progress_status', 'in', [...OPEN_PROGRESS_STATUSES]);
  const completedSince = monthsBefore(now, CLOSED_LIST_RETENTION_MONTHS.completed);
  const cancelledSince = monthsBefore(now, CLOSED_LIST_RETENTION_MONTHS.cancelled);
  const earliest = new Date(Math.min(completedSince.getTime(), cancelledSince.getTime()));
  const cutoffOfStatus = sql<Date>`case customer_order.progress_status when 'completed' then cast(${completedSince.toISOString()} as timestamptz) else cast(${cancelledSince.toISOString()} as timestamptz) end`;
  return (eb) =>
    eb.and([
      eb('customer_order.progress_status', 'in', [...CLOSED_PROGRESS_STATUSES]),
      eb('customer_order.closed_at', '>=', earliest),
      eb('customer_order.closed_at', '>=', cutoffOfStatus),
    ]);
}

/** A where-clause: the search, taken literally, anywhere in the order number or site label (search_text is their lower case). */
function matchesSearch(search: string): OrderWhere {
  return (eb) => eb('customer_order.search_text', 'like', sql<string>`lower(${containsPattern(search)})`);
}

/** The where-clause of one list as `scope` sees it, searched and filtered. */
async function listFilter(db: Executor, scope: AccountScope, request: OrderListRequest, now: Date): Promise<OrderWhere> {
  const visible = await orderListVisibility(db, scope);
  const search = request.search?.trim() ?? '';
  const requester = request.requester ?? '';
  return (eb) =>
    eb.and([
      visible(eb),
      orderListedOnline(),
      orderInList(request.list, now)(eb),
      ...(search === '' ? [] : [matchesSearch(search)(eb)]),
      ...(requester === '' ? [] : [eb('customer_order.requested_by', '=', requester)]),
    ]);
}

/**
 * One page of a list, and how many orders the whole list holds. Both read
 * only the list index (index-only: it holds what the filters need); the
 * page's ids are found there first, and only those 10 or so rows are then
 * read from the table (a deferred join), so an offset of 20,000 skips index
 * entries, not table rows.
 */
export async function listOrderPage(db: Executor, scope: AccountScope, request: OrderListRequest, now: Date = new Date()): Promise<OrderListPage> {
  const where = await listFilter(db, scope, request, now);
  const { page, recordsPerPage } = request;
  const [rows, count] = await Promise.all([
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('customer_order')
          .select('customer_order.id as page_id')
          .where(where)
          .orderBy('customer_order.submitted_at', 'desc')
          .orderBy('customer_order.order_number', 'desc')
          .limit(recordsPerPage)
          .offset((page - 1) * recordsPerPage)
          .as('page'),
      )
      .innerJoin('customer_order', 'customer_order.id', 'page.page_id')
      .select([
        'customer_order.id',
        'customer_order.order_number',
        'customer_order.order_type',
        'customer_order.submitted_at',
        'customer_order.requested_by',
        'customer_order.progress_status',
        'customer_order.current_activity',
        sql<string>`coalesce(customer_order.summary ->> 'siteLabel', '')`.as('address'),
        sql<string>`coalesce(customer_order.summary ->> 'icpNumber', '')`.as('icp_number'),
        sql<string>`coalesce(customer_order.state ->> 'cancelReason', '')`.as('reason'),
      ])
      .orderBy('customer_order.submitted_at', 'desc')
      .orderBy('customer_order.order_number', 'desc')
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  const orderList: OrderListItem[] = rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.order_number,
    address: row.address,
    requestDate: row.submitted_at.toISOString(),
    jobType: row.order_type as OrderType,
    requester: row.requested_by,
    icpNumber: row.icp_number,
    jobStatus: progressStatusOf(row.progress_status),
    currentActivity: row.current_activity,
    reason: row.reason,
  }));
  return { page, recordsPerPage, totalRecords: Number(count.total), orderList };
}

/** The distinct requesters of the orders `scope` may track online, sorted: the business Requester filter's choices. */
export async function listRequesters(db: Executor, scope: AccountScope): Promise<string[]> {
  const visible = await orderListVisibility(db, scope);
  const rows = await db
    .selectFrom('customer_order')
    .select('requested_by')
    .distinct()
    .where((eb) => eb.and([visible(eb), orderListedOnline(), eb('customer_order.requested_by', '<>', '')]))
    .orderBy('requested_by')
    .execute();
  return rows.map((row) => row.requested_by);
}
