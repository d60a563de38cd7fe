// Order rows for the list, detail and authorization tests, written straight
// into customer_order when a test needs many orders, or orders in states the
// API cannot reach quickly (closed months ago, on hold, a draft). Each row is
// what a submission and its history would have left: its state in the row
// and in its first event (sequence 1, 'submitted', before null, after the
// state), its closed_at the state's closedAt. Inserting is allowed; only
// changing an order's state in place is refused (migration 0012's trigger).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonObject } from '../../src/server/db/schema';
import { initialOrderState } from '../../src/server/orders/lifecycle/orderTransitions';
import { ORDER_TYPES, type OrderType } from '../../src/server/orders/orderTypes';
import type { OrderState } from '../../src/shared/orders/orderState';
import { WORKFLOWS } from '../../src/shared/orders/workflows';

export interface OrderRow {
  /** customer_user.id of whoever placed it; null for a guest. */
  userId: string | null;
  accountId: string | null;
  orderType?: OrderType;
  /** Default: a new number of the type's prefix. */
  orderNumber?: string;
  submittedAt: Date;
  siteLabel?: string;
  requestedBy?: string;
  /** A disconnection's ICP. */
  icpNumber?: string;
  /** A new connection the server found complex (never listed online). */
  isComplexConnection?: boolean;
  document?: JsonObject;
  /** Over the state of an order just submitted to its workflow. */
  state?: Partial<OrderState>;
}

export interface InsertedOrder {
  id: string;
  orderNumber: string;
}

let serial = 0;
/** Unique within a test file's database, and unlike any number a submission draws. */
function nextOrderNumber(orderType: OrderType): string {
  return `${ORDER_TYPES[orderType].numberPrefix}-2026-9${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(5, '0')}`;
}

/** What an order's state holds once staff completed or cancelled it at `closedAt`. */
export function closedState(progressStatus: 'completed' | 'cancelled', closedAt: Date, cancelReason: string | null = null): Partial<OrderState> {
  return { progressStatus, closedAt: closedAt.toISOString(), cancelReason, nextActivity: null };
}

/** `instant` moved by whole calendar months and days (UTC), e.g. 6 months and 1 day ago. */
export function shifted(instant: Date, { months = 0, days = 0 }: { months?: number; days?: number }): Date {
  const moved = new Date(instant.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved;
}

export async function insertOrderRows(db: Kysely<DatabaseSchema>, rows: readonly OrderRow[]): Promise<InsertedOrder[]> {
  const prepared = rows.map((row) => {
    const orderType = row.orderType ?? 'LiveningIcpOrder';
    const state: OrderState = { ...initialOrderState(WORKFLOWS[orderType], row.submittedAt), ...row.state };
    const summary: JsonObject = {
      jobType: ORDER_TYPES[orderType].jobType,
      serviceType: orderType === 'NewConnectionOrder' ? (row.isComplexConnection ? 'Complex connection' : 'Simple connection') : 'Test service',
      siteLabel: row.siteLabel ?? '',
      requestedBy: row.requestedBy ?? '',
      siteNumber: 1,
      siteCount: 1,
      ...(row.icpNumber === undefined ? {} : { icpNumber: row.icpNumber }),
      ...(row.isComplexConnection === undefined ? {} : { isComplexConnection: row.isComplexConnection }),
    };
    return { row, orderType, state, summary, orderNumber: row.orderNumber ?? nextOrderNumber(orderType) };
  });
  const inserted = await db
    .insertInto('customer_order')
    .values(
      // closed_at is not insertable in DatabaseSchema (the trigger keeps it from the state); a fixture that
      // writes a history's end result directly sets it from the state, as that trigger would have.
      prepared.map(({ row, orderType, state, summary, orderNumber }) => ({
        order_number: orderNumber,
        order_type: orderType,
        account_id: row.accountId,
        user_id: row.userId,
        contact_id: row.userId,
        transaction_key: randomUUID(),
        document: JSON.stringify(row.document ?? {}),
        summary: JSON.stringify(summary),
        submitted_at: row.submittedAt,
        state: JSON.stringify(state),
        progress_status: state.progressStatus,
        current_activity: state.currentActivity,
        closed_at: state.closedAt,
      })) as never,
    )
    .returning(['id', 'order_number as orderNumber', 'state'])
    .execute();
  await db
    .insertInto('order_event')
    .values(
      inserted.map((order, index) => ({
        order_id: order.id,
        sequence: 1,
        kind: 'submitted',
        actor_kind: 'system' as const,
        actor_subject: null,
        actor_name: 'Test fixture',
        occurred_at: prepared[index]!.row.submittedAt,
        before: null,
        after: JSON.stringify(order.state),
      })),
    )
    .execute();
  return inserted.map(({ id, orderNumber }) => ({ id, orderNumber }));
}

/** The account a signed-in customer's orders belong to. */
export async function accountOf(db: Kysely<DatabaseSchema>, userId: string): Promise<string> {
  const { accountId } = await db.selectFrom('customer_user').select('account_id as accountId').where('id', '=', userId).executeTakeFirstOrThrow();
  return accountId;
}
