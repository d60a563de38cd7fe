// The order endpoints as the wizards, the lists and the detail page use them
// (docs/operations/orders.md). Request and response shapes are the contract's
// (src/shared/api/orders.ts, drafts.ts and orderTracking.ts), re-exported for
// the pages.
import { ordersKey } from '../account/accountQueries';
import type { ApiCall } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import type { Draft, DraftPage, DraftSummary, SavedDraft } from '../../shared/api/drafts';
import { ENVELOPE_KEYS, type OrderType } from '../../shared/api/orders';
import type { CancelRequest, OrderDetail, OrderDocumentItem, OrderListPage, OrderListQuery, RequesterList } from '../../shared/api/orderTracking';

export type { Draft, DraftSummary } from '../../shared/api/drafts';
export type { OrderListStatus, OrderType, SubmissionResult, SubmittedOrder } from '../../shared/api/orders';
export type { OrderContact, OrderDetail, OrderDocumentItem, OrderListItem, OrderListPage, OrderListQuery } from '../../shared/api/orderTracking';

/**
 * Everything order-shaped in the query cache sits under ['orders'], so one
 * invalidation (after a submission, a cancellation, a settings save) refreshes
 * the lists, the drafts, the requesters and every detail page together.
 */
export const orderKeys = {
  all: ordersKey,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  requesters: ['orders', 'requesters'] as const,
  /** An order's detail, whichever route (with or without orderDetailsType) loaded it. */
  detailsOf: (orderId: string) => ['orders', 'detail', orderId] as const,
  detail: (orderId: string, orderDetailsType: string | undefined) => ['orders', 'detail', orderId, orderDetailsType ?? ''] as const,
};

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

/** One page of the open or closed orders, newest first; the server searches, filters and pages. */
export async function listOrders(api: ApiCall, query: OrderListQuery): Promise<OrderListPage> {
  const params = new URLSearchParams({ status: query.status });
  // Absent rather than empty: an empty search or requester is no filter at all.
  if (query.search) params.set('search', query.search);
  if (query.requester) params.set('requester', query.requester);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.recordsPerPage !== undefined) params.set('recordsPerPage', String(query.recordsPerPage));
  return (await api<OrderListPage>('GET', `/orders?${params.toString()}`)).data;
}

/** The distinct requesters of the account's orders (a business account's Requester filter). */
export async function listRequesters(api: ApiCall): Promise<string[]> {
  return (await api<RequesterList>('GET', '/orders/requesters')).data.requesters;
}

export async function loadOrderDetail(api: ApiCall, orderId: string, orderDetailsType: string | undefined): Promise<OrderDetail> {
  const query = orderDetailsType ? `?${new URLSearchParams({ orderDetailsType }).toString()}` : '';
  return (await api<OrderDetail>('GET', `/orders/${encodeURIComponent(orderId)}${query}`)).data;
}

/** Asks to cancel: the order then waits for staff to review the request (it is not cancelled yet). */
export async function requestCancellation(api: ApiCall, request: CancelRequest): Promise<void> {
  await api<true>('PUT', '/orders/cancel', request);
}

/**
 * A document's bytes. Not through ApiCall, which reads JSON: the answer is the
 * file itself. The bearer token is the one every other call sends.
 */
export async function fetchOrderDocument(accessToken: string | undefined, orderId: string, document: OrderDocumentItem): Promise<Blob> {
  const query = new URLSearchParams({ documentType: document.documentType }).toString();
  const response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(document.id)}?${query}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, `The document could not be downloaded (${response.status})`);
  return response.blob();
}
