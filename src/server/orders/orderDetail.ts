// One order as its detail page shows it (spec 3 "Order detail"; GET
// /api/orders/{orderId}): the state its latest event left, the site and the
// contacts as the order type reads its stored document (orderTypeRegistry.ts),
// the documents the customer may download (their own uploads and the
// company's, once scanned ok), the quotes ready to pay, and whether Cancel is
// offered. Only orders the customer may see and can track online.
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { OrderType } from '../../shared/api/orders';
import type { OrderDetail, OrderDocumentItem } from '../../shared/api/orderTracking';
import { cancellationOffered, type OrderState } from '../../shared/orders/orderState';
import { workflowOf } from '../../shared/orders/workflows';
import { orderVisibleTo } from './orderAccess';
import { orderListedOnline } from './orderRepository';
import { textOf } from './orderText';
import { ORDER_TYPE_BEHAVIOUR } from './orderTypeRegistry';
import { ORDER_TYPES, isOrderType, isUuid } from './orderTypes';

/** The order, if `scope` may see it and can track it online. */
async function findTrackedOrder(db: Executor, scope: AccountScope, orderId: string) {
  if (!isUuid(orderId)) return undefined;
  return db
    .selectFrom('customer_order')
    .select(['id', 'order_number', 'order_type', 'submitted_at', 'document', 'summary', 'state'])
    .where('id', '=', orderId)
    .where(orderVisibleTo(scope))
    .where(orderListedOnline())
    .executeTakeFirst();
}

/** Whether `scope` may see this order and track it online (the cancel request's check). */
export async function isTrackedOrderOf(db: Executor, scope: AccountScope, orderId: string): Promise<boolean> {
  return (await findTrackedOrder(db, scope, orderId)) !== undefined;
}

/** The order's files the customer may download: scanned ok, the customer's own first, then the company's, each in the order attached. */
async function listOrderDocuments(db: Executor, orderId: string): Promise<OrderDocumentItem[]> {
  const rows = await db
    .selectFrom('order_file')
    .innerJoin('uploaded_file', 'uploaded_file.id', 'order_file.uploaded_file_id')
    .select(['uploaded_file.id', 'uploaded_file.original_name', 'order_file.document_type', 'order_file.source'])
    .where('order_file.order_id', '=', orderId)
    .where('uploaded_file.scan_status', '=', 'ok')
    .orderBy('order_file.source', 'desc')
    .orderBy('order_file.attached_at')
    .orderBy('uploaded_file.original_name')
    .execute();
  return rows.map((row) => ({ id: row.id, fileName: row.original_name, attachmentCategory: row.source, documentType: row.document_type }));
}

/**
 * The detail of the order, or undefined when `scope` may not see it, it is
 * not tracked online, or `orderDetailsType` is given and is not its type (all
 * answered 404 alike).
 */
export async function readOrderDetail(db: Executor, scope: AccountScope, orderId: string, orderDetailsType?: string): Promise<OrderDetail | undefined> {
  const row = await findTrackedOrder(db, scope, orderId);
  if (!row || !isOrderType(row.order_type)) return undefined;
  if (orderDetailsType !== undefined && orderDetailsType !== '' && orderDetailsType !== row.order_type) return undefined;
  const orderType: OrderType = row.order_type;
  const state = row.state as unknown as OrderState;
  const behaviour = ORDER_TYPE_BEHAVIOUR[orderType];
  return {
    id: row.id,
    serviceRequestNumber: row.order_number,
    orderType,
    requestDate: row.submitted_at.toISOString(),
    // Quotes to pay, and quotes paid (the customer sees what they paid); a quote withdrawn with a cancellation is not shown.
    duePayments: state.duePayments
      .filter((payment) => payment.status === 'Ready To Pay' || payment.status === 'Paid')
      .map(({ paymentId, dueDate, amountCents, status, description, paidAt, providerReference }) => ({
        paymentId,
        dueDate,
        amountCents,
        status,
        description,
        ...(paidAt ? { paidAt } : {}),
        ...(providerReference ? { providerReference } : {}),
      })),
    orderStatus: {
      progressStatus: state.progressStatus,
      percentageComplete: state.percentageComplete,
      currentActivity: state.currentActivity,
      currentActivityStartDate: state.currentActivityStartDate,
      currentActivityEndDate: state.currentActivityEndDate,
      nextActivity: state.nextActivity,
      cancelReason: state.cancelReason,
      infoMessage: state.infoMessage,
      alertMessage: state.alertMessage,
      actionMessage: state.actionMessage,
    },
    cancellable: cancellationOffered(state, workflowOf(orderType)?.cancellable ?? false),
    siteDetails: {
      jobType: ORDER_TYPES[orderType].jobType,
      address: textOf(row.summary['siteLabel']),
      typeDetailed: textOf(row.summary['serviceType']),
      ...behaviour.siteDetails(row.document, row.summary),
    },
    contactDetails: behaviour.contactDetails(row.document),
    documents: await listOrderDocuments(db, row.id),
  };
}
