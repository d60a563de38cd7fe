// The back office's calls (src/shared/api/staff.ts), as the staff console
// makes them: through the signed-in user's ApiCall, so every request carries
// the staff member's token. Query keys live here too, so a page that changes
// an order refreshes exactly what shows it.
import type { ApiCall } from '../account/useApi';
import { apiRequest } from '../api/client';
import type {
  StaffIcpEntry,
  StaffIcpRegistryPage,
  StaffOrderQueuePage,
  StaffOrderView,
  StaffServiceProvider,
  StaffServiceProviderList,
  StaffSession,
} from '../../shared/api/staff';

export const staffKeys = {
  all: ['staff'] as const,
  session: (userId: string | undefined) => ['staff', 'session', userId] as const,
  queue: (path: string) => ['staff', 'queue', path] as const,
  order: (orderId: string) => ['staff', 'order', orderId] as const,
  serviceProviders: ['staff', 'service-providers'] as const,
  icpRegistry: (search: string, page: number) => ['staff', 'icp-registry', search, page] as const,
};

/** The order actions: each posts its staff form's document and answers the order afresh. */
export const STAFF_ORDER_ACTIONS = {
  progress: { form: 'staff-order-progress', path: 'progress' },
  messages: { form: 'staff-order-messages', path: 'messages' },
  document: { form: 'staff-order-document', path: 'documents' },
  cancellationReview: { form: 'staff-cancellation-review', path: 'cancellation-review' },
  quote: { form: 'staff-quote', path: 'quote' },
} as const;

export type StaffOrderAction = keyof typeof STAFF_ORDER_ACTIONS;

export async function loadStaffSession(api: ApiCall): Promise<StaffSession> {
  return (await api<StaffSession>('GET', '/staff/session')).data;
}

/** `path` is the queue's API path with its query (queueFilters.ts builds it). */
export async function loadOrderQueue(api: ApiCall, path: string): Promise<StaffOrderQueuePage> {
  return (await api<StaffOrderQueuePage>('GET', path)).data;
}

export async function loadStaffOrder(api: ApiCall, orderId: string): Promise<StaffOrderView> {
  return (await api<StaffOrderView>('GET', `/staff/orders/${encodeURIComponent(orderId)}`)).data;
}

/**
 * Acts on the order as the staff member last saw it: `stateVersion` goes as
 * If-Match, so if anyone changed the order since, the server refuses (409)
 * rather than acting on a state nobody looked at.
 */
export async function postOrderAction(
  accessToken: string | undefined,
  { orderId, stateVersion }: Pick<StaffOrderView, 'orderId' | 'stateVersion'>,
  action: StaffOrderAction,
  document: Record<string, unknown>,
): Promise<StaffOrderView> {
  const path = `/staff/orders/${encodeURIComponent(orderId)}/${STAFF_ORDER_ACTIONS[action].path}`;
  return (await apiRequest<StaffOrderView>('POST', path, document, accessToken, { 'If-Match': String(stateVersion) })).data;
}

export async function loadServiceProviders(api: ApiCall): Promise<StaffServiceProvider[]> {
  return (await api<StaffServiceProviderList>('GET', '/staff/service-providers')).data.providers;
}

/** Adds an entry (no id) or changes one. */
export async function saveServiceProvider(api: ApiCall, id: string | undefined, document: Record<string, unknown>): Promise<StaffServiceProvider> {
  const path = id === undefined ? '/staff/service-providers' : `/staff/service-providers/${encodeURIComponent(id)}`;
  return (await api<StaffServiceProvider>(id === undefined ? 'POST' : 'PUT', path, document)).data;
}

export async function searchIcpRegistry(api: ApiCall, search: string, page: number): Promise<StaffIcpRegistryPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (search !== '') params.set('search', search);
  return (await api<StaffIcpRegistryPage>('GET', `/staff/icp-registry?${params.toString()}`)).data;
}

/** Adds an entry (no ICP yet) or changes the entry of `icpNumber`. */
export async function saveIcpEntry(api: ApiCall, icpNumber: string | undefined, document: Record<string, unknown>): Promise<StaffIcpEntry> {
  const path = icpNumber === undefined ? '/staff/icp-registry' : `/staff/icp-registry/${encodeURIComponent(icpNumber)}`;
  return (await api<StaffIcpEntry>(icpNumber === undefined ? 'POST' : 'PUT', path, document)).data;
}
