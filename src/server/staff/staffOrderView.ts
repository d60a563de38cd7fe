// Everything staff see of one order (GET /api/staff/orders/{orderId}, and the
// answer of every action): the document as submitted, its summary and
// current state, the account it belongs to, its type's workflow (the
// activities the progress form offers), its files with their scan state, and
// its whole history.
import type { Executor } from '../accounts/profileRepository';
import { listOrderEvents } from '../orders/lifecycle/orderChanges';
import { isUuid } from '../orders/orderTypes';
import type { OrderType } from '../../shared/api/orders';
import type { StaffOrderEvent, StaffOrderFile, StaffOrderView } from '../../shared/api/staff';
import type { OrderState } from '../../shared/orders/orderState';
import { workflowOf } from '../../shared/orders/workflows';

/** The order's files, customer uploads and company documents, in the order they were attached. */
export async function listStaffOrderFiles(db: Executor, orderId: string): Promise<StaffOrderFile[]> {
  const rows = await db
    .selectFrom('order_file')
    .innerJoin('uploaded_file', 'uploaded_file.id', 'order_file.uploaded_file_id')
    .select([
      'uploaded_file.id',
      'uploaded_file.original_name',
      'uploaded_file.scan_status',
      'uploaded_file.size_bytes',
      'order_file.document_type',
      'order_file.source',
      'order_file.attached_at',
    ])
    .where('order_file.order_id', '=', orderId)
    .orderBy('order_file.attached_at')
    .orderBy('uploaded_file.original_name')
    .orderBy('uploaded_file.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.original_name,
    documentType: row.document_type,
    attachmentCategory: row.source,
    scanStatus: row.scan_status,
    sizeBytes: Number(row.size_bytes),
    attachedAt: row.attached_at.toISOString(),
  }));
}

async function listStaffOrderEvents(db: Executor, orderId: string): Promise<StaffOrderEvent[]> {
  const events = await listOrderEvents(db, orderId);
  return events.map((event) => ({
    sequence: event.sequence,
    kind: event.kind,
    actorKind: event.actorKind,
    actorName: event.actorName,
    occurredAt: event.occurredAt.toISOString(),
    before: event.before as unknown as OrderState | null,
    after: event.after as unknown as OrderState,
    detail: event.detail,
  }));
}

/** The order as staff see it; undefined when there is no order with this id. */
export async function readStaffOrderView(db: Executor, orderId: string): Promise<StaffOrderView | undefined> {
  if (!isUuid(orderId)) return undefined;
  const row = await db
    .selectFrom('customer_order')
    .leftJoin('customer_account', 'customer_account.id', 'customer_order.account_id')
    .select([
      'customer_order.id',
      'customer_order.order_number',
      'customer_order.order_type',
      'customer_order.submitted_at',
      'customer_order.summary',
      'customer_order.document',
      'customer_order.state',
      'customer_order.state_version',
      'customer_account.id as account_id',
      'customer_account.type as account_type',
      'customer_account.business_name',
    ])
    .where('customer_order.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const workflow = workflowOf(row.order_type);
  if (!workflow) throw new Error(`Order ${row.order_number} has the order type ${row.order_type}, which has no workflow`);
  const [files, events] = await Promise.all([listStaffOrderFiles(db, row.id), listStaffOrderEvents(db, row.id)]);
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    orderType: row.order_type as OrderType,
    submittedAt: row.submitted_at.toISOString(),
    account: row.account_id && row.account_type ? { id: row.account_id, type: row.account_type, businessName: row.business_name } : null,
    summary: row.summary,
    document: row.document,
    state: row.state as unknown as OrderState,
    stateVersion: row.state_version,
    workflow: { title: workflow.title, cancellable: workflow.cancellable, activities: workflow.activities },
    files,
    events,
  };
}
