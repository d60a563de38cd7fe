// The staff order queue (GET /api/staff/orders): every submitted order, of
// every customer and guest, complex connections included (the customer lists
// leave those out; staff work them all). Search, filters and paging run in the
// database, newest first on the queue's own index (migration 0012's
// customer_order_queue_idx), so a page costs the same on the millionth order.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../accounts/profileRepository';
import type { DatabaseSchema } from '../db/schema';
import type { OrderType } from '../../shared/api/orders';
import { STAFF_DEFAULT_RECORDS_PER_PAGE, type StaffOrderQueuePage, type StaffOrderQueueQuery } from '../../shared/api/staff';
import { progressStatusOf } from '../../shared/orders/orderState';
import { containsPattern } from '../db/likePattern';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A where-clause: the orders a customer asked to cancel (their state holds the request until staff decide). */
function cancellationRequested() {
  return sql<boolean>`jsonb_typeof(customer_order.state -> 'cancellationRequest') = 'object'`;
}

/** The where-clause of the queue's filters; no filter, every order. */
function queueFilter(query: StaffOrderQueueQuery, now: Date) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) => {
    const conditions = [];
    const search = query.search?.trim().toLowerCase();
    // search_text is already lower case: lower(order number and site label).
    if (search) conditions.push(eb('customer_order.search_text', 'like', containsPattern(search)));
    if (query.orderType) conditions.push(eb('customer_order.order_type', '=', query.orderType));
    if (query.progressStatus) conditions.push(eb('customer_order.progress_status', '=', query.progressStatus));
    if (query.activity) conditions.push(eb('customer_order.current_activity', '=', query.activity));
    if (query.olderThanDays !== undefined) conditions.push(eb('customer_order.submitted_at', '<', new Date(now.getTime() - query.olderThanDays * DAY_MS)));
    if (query.cancellationRequested) conditions.push(cancellationRequested());
    return eb.and(conditions);
  };
}

export async function listStaffOrderQueue(db: Executor, query: StaffOrderQueueQuery, now: Date = new Date()): Promise<StaffOrderQueuePage> {
  const page = query.page ?? 1;
  const recordsPerPage = query.recordsPerPage ?? STAFF_DEFAULT_RECORDS_PER_PAGE;
  const where = queueFilter(query, now);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('customer_order')
      .select([
        'id',
        'order_number',
        'order_type',
        'requested_by',
        'submitted_at',
        'progress_status',
        'current_activity',
        sql<string>`coalesce(customer_order.summary ->> 'siteLabel', '')`.as('address'),
        cancellationRequested().as('cancellation_requested'),
      ])
      .where(where)
      .orderBy('submitted_at', 'desc')
      .orderBy('order_number', 'desc')
      .limit(recordsPerPage)
      .offset((page - 1) * recordsPerPage)
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    page,
    recordsPerPage,
    totalRecords: Number(count.total),
    orders: rows.map((row) => ({
      orderId: row.id,
      orderNumber: row.order_number,
      orderType: row.order_type as OrderType,
      address: row.address,
      requester: row.requested_by,
      submittedAt: row.submitted_at.toISOString(),
      progressStatus: progressStatusOf(row.progress_status),
      currentActivity: row.current_activity,
      ageDays: Math.max(0, Math.floor((now.getTime() - row.submitted_at.getTime()) / DAY_MS)),
      cancellationRequested: row.cancellation_requested === true,
    })),
  };
}
