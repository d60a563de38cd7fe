// The order endpoints as the wizards and lists use them (docs/operations/orders.md).
import type { ApiCall } from '../account/useApi';

export type OrderType = 'LiveningIcpOrder' | 'NewConnectionOrder';

/** Where each order type's document sits in the draft envelope (spec 2 section 3.3). */
export const ENVELOPE_KEY: Record<OrderType, string> = {
  LiveningIcpOrder: 'liveningIcpOrder',
  NewConnectionOrder: 'newConnectionOrder',
};

export interface SubmittedOrder {
  orderId: string;
  orderNumber: string;
  siteIndex: number;
  siteLabel: string;
  serviceType: string;
}

export interface SubmissionResult {
  transactionKey: string;
  orders: SubmittedOrder[];
}

export interface DraftSummary {
  orderId: string;
  orderType: OrderType;
  createdDate: string;
  expiryDay: string;
  requester?: string;
  summary?: { siteLabel?: string; jobType?: string } & Record<string, unknown>;
}

export interface Draft {
  orderId: string;
  orderType: OrderType;
  schemaVersion: string;
  createdDate: string;
  expiryDay: string;
  [envelopeKey: string]: unknown;
}

export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  orderType: OrderType;
  status: string;
  submittedDate: string;
  summary?: { siteLabel?: string; serviceType?: string; requestedBy?: string } & Record<string, unknown>;
}

export async function saveDraft(api: ApiCall, orderType: OrderType, document: Record<string, unknown>, orderId: string | undefined) {
  const body = { orderType, ...(orderId ? { orderId } : {}), [ENVELOPE_KEY[orderType]]: document };
  return (await api<{ orderId: string }>('PUT', '/orders/unsubmitted', body)).data;
}

export async function loadDraft(api: ApiCall, orderId: string): Promise<Draft> {
  return (await api<Draft>('GET', `/orders/unsubmitted/${encodeURIComponent(orderId)}`)).data;
}

export async function listDrafts(api: ApiCall): Promise<DraftSummary[]> {
  return (await api<{ orderList: DraftSummary[] }>('GET', '/orders/unsubmitted')).data.orderList;
}

export async function deleteDraft(api: ApiCall, orderId: string): Promise<void> {
  await api('DELETE', `/orders/unsubmitted?orderId=${encodeURIComponent(orderId)}`);
}

/** The two order lists; the server decides which statuses are open and which closed. */
export type OrderListStatus = 'open' | 'closed';

export interface OrderPage {
  page: number;
  totalRecords: number;
  orderList: OrderSummary[];
}

/** One page of the open or closed orders, newest first. */
export async function listOrders(api: ApiCall, { status, page, recordsPerPage }: { status: OrderListStatus; page: number; recordsPerPage: number }): Promise<OrderPage> {
  const query = new URLSearchParams({ status, page: String(page), recordsPerPage: String(recordsPerPage) });
  return (await api<OrderPage>('GET', `/orders?${query.toString()}`)).data;
}
