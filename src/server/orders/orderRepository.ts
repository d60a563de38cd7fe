// Reading the customer_order and order_file tables (a submission is written
// by submissionStore.ts, in one statement).
import { sql } from 'kysely';
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { JsonObject } from '../db/schema';
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
  'progress_status as status',
  'site_index as siteIndex',
  'user_id as userId',
  'summary',
  'submitted_at as submittedAt',
] as const;

/** The orders an earlier submission with this key stored, by site index. */
export async function findOrdersByTransactionKey(db: Executor, transactionKey: string): Promise<StoredOrder[]> {
  return db.selectFrom('customer_order').select(ORDER_COLUMNS).where('transaction_key', '=', transactionKey).orderBy('site_index').execute();
}

/**
 * A where-clause: the orders the customer can track online. Complex
 * connection orders are not, open or closed (spec 3 "Order lists": the lists
 * warn that "complex connection orders and projects are not listed"; their
 * customers hear from the company by email or SMS). Which orders are complex
 * is the summary's word, derived by the server when the order was submitted.
 * The condition is a literal, word for word the predicate of migration 0013's
 * list index, so the planner can prove that index applies.
 */
export function orderListedOnline() {
  return sql<boolean>`not (customer_order.summary @> '{"isComplexConnection": true}'::jsonb)`;
}

/**
 * The uploaded file `fileId` as a document of order `orderId` (uploaded with
 * it, or attached by staff), when `scope` may see that order, the file was
 * scanned ok and, if given, the document type matches.
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
    .innerJoin('uploaded_file', 'uploaded_file.id', 'order_file.uploaded_file_id')
    .select(['order_file.uploaded_file_id as uploadedFileId', 'order_file.document_type as documentType'])
    .where('order_file.order_id', '=', orderId)
    .where('order_file.uploaded_file_id', '=', fileId)
    .where('uploaded_file.scan_status', '=', 'ok')
    .where(orderVisibleTo(scope));
  if (documentType !== undefined) query = query.where('order_file.document_type', '=', documentType);
  return query.executeTakeFirst();
}
