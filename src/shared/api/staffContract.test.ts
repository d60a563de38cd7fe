// The back office's contract (staff.ts) writes its TypeScript types beside
// its JSON Schemas, as the rest of src/shared/api does: each type's sample,
// checked against its schema by the shared checks (testing/contractCases.ts).
import { expect, it } from 'vitest';
import type { OrderState } from '../orders/orderState';
import { ORDER_STATE_SCHEMA } from './orderStateSchemas';
import { contract, describeContract, errorsOf, type ContractCase } from './testing/contractCases';
import {
  STAFF_ICP_ENTRY_PARAMS_SCHEMA,
  STAFF_ICP_ENTRY_SCHEMA,
  STAFF_ICP_REGISTRY_PAGE_SCHEMA,
  STAFF_ICP_REGISTRY_QUERY_SCHEMA,
  STAFF_ORDER_FILE_PARAMS_SCHEMA,
  STAFF_ORDER_PARAMS_SCHEMA,
  STAFF_ORDER_QUEUE_PAGE_SCHEMA,
  STAFF_ORDER_QUEUE_QUERY_SCHEMA,
  STAFF_ORDER_VIEW_SCHEMA,
  STAFF_SERVICE_PROVIDER_LIST_SCHEMA,
  STAFF_SERVICE_PROVIDER_PARAMS_SCHEMA,
  STAFF_SERVICE_PROVIDER_SCHEMA,
  STAFF_SESSION_SCHEMA,
  type StaffIcpEntry,
  type StaffIcpEntryParams,
  type StaffIcpRegistryPage,
  type StaffIcpRegistryQuery,
  type StaffOrderEvent,
  type StaffOrderFile,
  type StaffOrderFileParams,
  type StaffOrderParams,
  type StaffOrderQueueItem,
  type StaffOrderQueuePage,
  type StaffOrderQueueQuery,
  type StaffOrderView,
  type StaffServiceProvider,
  type StaffServiceProviderList,
  type StaffServiceProviderParams,
  type StaffSession,
} from './staff';

const UUID = '0b7c3c1e-6a3f-4a51-9a55-0c0f4a4f2b10';
const TIME = '2026-03-01T02:03:04.000Z';

const before: OrderState = {
  progressStatus: 'in progress',
  percentageComplete: 40,
  currentActivity: 'Quote issued',
  currentActivityStartDate: '2026-03-01',
  currentActivityEndDate: null,
  nextActivity: 'Awaiting payment',
  infoMessage: null,
  alertMessage: null,
  actionMessage: null,
  cancelReason: null,
  cancellationRequest: null,
  duePayments: [],
  closedAt: null,
};
const state: OrderState = {
  ...before,
  currentActivity: 'Reviewing cancellation request',
  actionMessage: 'Your quote is ready to pay',
  duePayments: [{ paymentId: UUID, amountCents: 245_000, dueDate: '2026-03-31', status: 'Ready To Pay', description: 'Connection quote' }],
  cancellationRequest: { reason: 'Cost too high', requestedAt: TIME, requestedBy: 'Aroha Ngata', previousActivity: 'Quote issued', previousStatus: 'in progress' },
};
const queueItem: Required<StaffOrderQueueItem> = {
  orderId: UUID,
  orderNumber: 'NC-2026-000124',
  orderType: 'NewConnectionOrder',
  address: '12 Queen Street, Auckland Central, Auckland 1010',
  requester: 'Aroha Ngata',
  submittedAt: TIME,
  progressStatus: 'in progress',
  currentActivity: 'Reviewing cancellation request',
  ageDays: 12,
  cancellationRequested: true,
};
const file: Required<StaffOrderFile> = {
  id: UUID,
  fileName: 'quote.pdf',
  documentType: 'quote',
  attachmentCategory: 'company',
  scanStatus: 'ok',
  sizeBytes: 20_480,
  attachedAt: TIME,
};
const event: Required<StaffOrderEvent> = {
  sequence: 2,
  kind: 'cancellation-requested',
  actorKind: 'customer',
  actorName: 'Aroha Ngata',
  occurredAt: TIME,
  before,
  after: state,
  detail: { reason: 'Cost too high' },
};
const view: Required<StaffOrderView> = {
  orderId: UUID,
  orderNumber: 'NC-2026-000124',
  orderType: 'NewConnectionOrder',
  submittedAt: TIME,
  account: { id: UUID, type: 'business', businessName: 'Kauri Electrical Limited' },
  summary: { siteLabel: '12 Queen Street' },
  document: { sitePlans: [] },
  state,
  stateVersion: 2,
  workflow: { title: 'Simple electricity connection', cancellable: true, activities: [{ name: 'Order received', percentageComplete: 10, description: 'In' }] },
  files: [file],
  events: [{ ...event, sequence: 1, kind: 'submitted', before: null, after: before }, event],
};
const provider: Required<StaffServiceProvider> = { id: 'putahi-power', kind: 'power_retailer', name: 'Pūtahi Power', active: false };
const icpEntry: Required<StaffIcpEntry> = { icpNumber: '0000000001NK4E8', label: '1/41 Albert Street, Auckland', addressId: null, addedBy: 'kiri@network.example.nz', addedAt: TIME };

const CASES: ContractCase[] = [
  contract<StaffSession>('StaffSession', STAFF_SESSION_SCHEMA)({ subject: 'local|1', email: 'kiri@network.example.nz' }, []),
  contract<StaffOrderQueueQuery>('StaffOrderQueueQuery', STAFF_ORDER_QUEUE_QUERY_SCHEMA)(
    { search: 'queen', orderType: 'LiveningIcpOrder', progressStatus: 'on hold', activity: 'Assessing', olderThanDays: 5, cancellationRequested: true, page: 2, recordsPerPage: 100 },
    ['search', 'orderType', 'progressStatus', 'activity', 'olderThanDays', 'cancellationRequested', 'page', 'recordsPerPage'],
  ),
  contract<StaffOrderQueuePage>('StaffOrderQueuePage', STAFF_ORDER_QUEUE_PAGE_SCHEMA)({ page: 1, recordsPerPage: 20, totalRecords: 1, orders: [queueItem] }, []),
  contract<StaffOrderQueueItem>('StaffOrderQueueItem', STAFF_ORDER_QUEUE_PAGE_SCHEMA.properties.orders.items)(queueItem, []),
  contract<StaffOrderParams>('StaffOrderParams', STAFF_ORDER_PARAMS_SCHEMA)({ orderId: UUID }, []),
  contract<StaffOrderFileParams>('StaffOrderFileParams', STAFF_ORDER_FILE_PARAMS_SCHEMA)({ orderId: UUID, fileId: UUID }, []),
  contract<StaffOrderView>('StaffOrderView', STAFF_ORDER_VIEW_SCHEMA)(view, []),
  contract<OrderState>('OrderState', ORDER_STATE_SCHEMA)(state, []),
  contract<StaffOrderFile>('StaffOrderFile', STAFF_ORDER_VIEW_SCHEMA.properties.files.items)(file, []),
  contract<StaffOrderEvent>('StaffOrderEvent', STAFF_ORDER_VIEW_SCHEMA.properties.events.items)(event, []),
  contract<StaffServiceProvider>('StaffServiceProvider', STAFF_SERVICE_PROVIDER_SCHEMA)(provider, []),
  contract<StaffServiceProviderList>('StaffServiceProviderList', STAFF_SERVICE_PROVIDER_LIST_SCHEMA)({ providers: [provider] }, []),
  contract<StaffServiceProviderParams>('StaffServiceProviderParams', STAFF_SERVICE_PROVIDER_PARAMS_SCHEMA)({ id: 'mercury' }, []),
  contract<StaffIcpRegistryQuery>('StaffIcpRegistryQuery', STAFF_ICP_REGISTRY_QUERY_SCHEMA)({ search: '0000', page: 1, recordsPerPage: 50 }, ['search', 'page', 'recordsPerPage']),
  contract<StaffIcpRegistryPage>('StaffIcpRegistryPage', STAFF_ICP_REGISTRY_PAGE_SCHEMA)({ page: 1, recordsPerPage: 20, totalRecords: 1, entries: [icpEntry] }, []),
  contract<StaffIcpEntry>('StaffIcpEntry', STAFF_ICP_ENTRY_SCHEMA)(icpEntry, []),
  contract<StaffIcpEntryParams>('StaffIcpEntryParams', STAFF_ICP_ENTRY_PARAMS_SCHEMA)({ icpNumber: '0000000001NK4E8' }, []),
];

describeContract('the back office contract (src/shared/api/staff.ts)', CASES, () => {
  it("a guest's order has no account, and the first event no state before it", () => {
    expect(errorsOf(STAFF_ORDER_VIEW_SCHEMA, { ...view, account: null })).toBe('');
    expect(errorsOf(STAFF_ORDER_VIEW_SCHEMA, { ...view, stateVersion: 0 })).not.toBe('');
    expect(errorsOf(STAFF_ORDER_VIEW_SCHEMA.properties.events.items, { ...event, after: { ...state, progressStatus: 'lost' } })).not.toBe('');
  });
});
