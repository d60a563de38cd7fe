// The order endpoints as the wizards and lists use them (docs/operations/orders.md).
// Request and response shapes are the contract's (src/shared/api/orders.ts and
// drafts.ts), re-exported for the pages.
import type { ApiCall } from '../account/useApi';
import type { Draft, DraftPage, DraftSummary, SavedDraft } from '../../shared/api/drafts';
import { ENVELOPE_KEYS, type OrderListStatus, type OrderPage, type OrderType } from '../../shared/api/orders';

export type { Draft, DraftSummary } from '../../shared/api/drafts';
export type { OrderListStatus, OrderPage, OrderSummary, OrderType, SubmissionResult, SubmittedOrder } from '../../shared/api/orders';

/**
 * The drafts list in the query cache: under ['orders'], so a submission's refresh of
 * the orders refreshes it too. Here rather than in the wizard, so the lists need
 * not load the wizard to share it.
 */
export const draftsKey = ['orders', 'drafts'] as const;

/** Where each order type's document sits in the draft envelope (spec 2 section 3.3). */
export const ENVELOPE_KEY: Record<OrderType, string> = ENVELOPE_KEYS;

export async function saveDraft(api: ApiCall, orderType: OrderType, document: Record<string, unknown>, orderId: string | undefined): Promise<SavedDraft> {
  const body = { orderType, ...(orderId ? { orderId } : {}), [ENVELOPE_KEY[orderType]]: document };
  return (await api<SavedDraft>('PUT', '/orders/unsubmitted', body)).data;
}

export async function loadDraft(api: ApiCall, orderId: string): Promise<Draft> {
  return (await api<Draft>('GET', `/orders/unsubmitted/${encodeURIComponent(orderId)}`)).data;
}

export async function listDrafts(api: ApiCall): Promise<DraftSummary[]> {
  return (await api<DraftPage>('GET', '/orders/unsubmitted')).data.orderList;
}

export async function deleteDraft(api: ApiCall, orderId: string): Promise<void> {
  await api<true>('DELETE', `/orders/unsubmitted?orderId=${encodeURIComponent(orderId)}`);
}

/** One page of the open or closed orders, newest first. */
export async function listOrders(api: ApiCall, { status, page, recordsPerPage }: { status: OrderListStatus; page: number; recordsPerPage: number }): Promise<OrderPage> {
  const query = new URLSearchParams({ status, page: String(page), recordsPerPage: String(recordsPerPage) });
  return (await api<OrderPage>('GET', `/orders?${query.toString()}`)).data;
}
