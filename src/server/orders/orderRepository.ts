// Reading the customer_order and order_file tables (a submission is written
// by submissionStore.ts, in one statement).
import { sql, type ExpressionBuilder } from 'kysely';
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { DatabaseSchema, JsonObject } from '../db/schema';
import { orderVisibleTo } from './orderAccess';
import { isUuid } from './orderTypes';

export interface StoredOrder {
  id: string;
  orderNumber: string;
  orderType: string;
  status: string;
  siteIndex: number;
  userId: string | null;
  summary: JsonObject;
  submittedAt: Date;
}

const ORDER_COLUMNS = [
  'id',
  'order_number as orderNumber',
  'order_type as orderType',
  'status',
  'site_index as siteIndex',
  'user_id as userId',
  'summary',
  'submitted_at as submittedAt',
] as const;

/** The orders an earlier submission with this key stored, by site index. */
export async function findOrdersByTransactionKey(db: Executor, transactionKey: string): Promise<StoredOrder[]> {
  return db.selectFrom('customer_order').select(ORDER_COLUMNS).where('transaction_key', '=', transactionKey).orderBy('site_index').execute();
}

/** The two order lists of /order-details-list (spec 3 "Order lists"). */
export const ORDER_LISTS = ['open', 'closed'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

export function isOrderList(value: unknown): value is OrderList {
  return typeof value === 'string' && (ORDER_LISTS as readonly string[]).includes(value);
}

/**
 * What "closed" means: an order whose status, ignoring case, is one of these.
 * Every other status (today `Submitted`) is "open". The one definition of the
 * split; the portal asks for a list and never decides it itself.
 */
export const CLOSED_ORDER_STATUSES = ['completed', 'complete', 'cancelled'] as const;

/** A where-clause: the orders in `list`. */
export function orderInList(list: OrderList) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) =>
    eb(eb.fn<string>('lower', ['customer_order.status']), list === 'closed' ? 'in' : 'not in', [...CLOSED_ORDER_STATUSES]);
}

/**
 * A where-clause: the orders the lists show. Complex connection orders are
 * not listed, open or closed (spec 3 "Order lists": the lists warn that
 * "complex connection orders and projects are not listed"; their customers
 * hear from the company by email or SMS). Which orders are complex is the
 * summary's word, derived by the server when the order was submitted.
 */
export function orderListedOnline() {
  return sql<boolean>`not (customer_order.summary @> ${JSON.stringify({ isComplexConnection: true })}::jsonb)`;
}

/** The orders `scope` may see and the lists show (only those of `list`, when given), newest first, a page at a time. */
export async function listOrders(
  db: Executor,
  scope: AccountScope,
  { list, limit, offset }: { list?: OrderList; limit: number; offset: number },
): Promise<{ orders: StoredOrder[]; total: number }> {
  const visible = (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) =>
    eb.and([orderVisibleTo(scope)(eb), orderListedOnline(), ...(list === undefined ? [] : [orderInList(list)(eb)])]);
  const [orders, count] = await Promise.all([
    db
      .selectFrom('customer_order')
      .select(ORDER_COLUMNS)
      .where(visible)
      .orderBy('submitted_at', 'desc')
      .orderBy('order_number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(visible)
      .executeTakeFirstOrThrow(),
  ]);
  return { orders, total: Number(count.total) };
}

/**
 * The uploaded file `fileId` as a document of order `orderId`, when `scope`
 * may see that order (and, if given, the document type matches).
 */
export async function findOrderDocument(
  db: Executor,
  scope: AccountScope,
  orderId: string,
  fileId: string,
  documentType: string | undefined,
): Promise<{ uploadedFileId: string; documentType: string } | undefined> {
  if (!isUuid(orderId) || !isUuid(fileId)) return undefined;
  let query = db
    .selectFrom('order_file')
    .innerJoin('customer_order', 'customer_order.id', 'order_file.order_id')
    .select(['order_file.uploaded_file_id as uploadedFileId', 'order_file.document_type as documentType'])
    .where('order_file.order_id', '=', orderId)
    .where('order_file.uploaded_file_id', '=', fileId)
    .where(orderVisibleTo(scope));
  if (documentType !== undefined) query = query.where('order_file.document_type', '=', documentType);
  return query.executeTakeFirst();
}
