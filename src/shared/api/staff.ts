// The staff back office (issue 16; decision 0027). Every path needs an access
// token with the staff role: without a token 401, with a customer's 404.
//   GET  /api/staff/session                                   → StaffSession
//   GET  /api/staff/orders?search=&orderType=&progressStatus=&activity=&olderThanDays=&cancellationRequested=&page=&recordsPerPage= → StaffOrderQueuePage
//   GET  /api/staff/orders/{orderId}                          → StaffOrderView
//   GET  /api/staff/orders/{orderId}/files/{fileId}           → the file's bytes (404 when infected or its scan failed)
//   POST /api/staff/orders/{orderId}/progress                 schemas/staff-order-progress     → StaffOrderView
//   POST /api/staff/orders/{orderId}/messages                 schemas/staff-order-messages     → StaffOrderView
//   POST /api/staff/orders/{orderId}/documents                schemas/staff-order-document     → StaffOrderView
//   POST /api/staff/orders/{orderId}/cancellation-review      schemas/staff-cancellation-review → StaffOrderView
//   POST /api/staff/orders/{orderId}/quote                    schemas/staff-quote              → StaffOrderView
//   GET  /api/staff/service-providers                         → StaffServiceProviderList
//   POST /api/staff/service-providers                         schemas/staff-service-provider   → StaffServiceProvider (201)
//   PUT  /api/staff/service-providers/{id}                    schemas/staff-service-provider   → StaffServiceProvider
//   GET  /api/staff/icp-registry?search=&page=&recordsPerPage= → StaffIcpRegistryPage
//   POST /api/staff/icp-registry                              schemas/staff-icp-entry          → StaffIcpEntry (201)
//   PUT  /api/staff/icp-registry/{icpNumber}                  schemas/staff-icp-entry          → StaffIcpEntry
// Action bodies are the staff forms' documents, validated by their precompiled
// validators (400 with the form's messages at their pointers); a transition the
// order's state does not allow is 409 with a sentence staff can act on. An
// action sent with `If-Match: <stateVersion>` (of the StaffOrderView the staff
// member acts on) is refused with 409 if the order changed since.
import { PROGRESS_STATUSES, type OrderState, type ProgressStatus } from '../orders/orderState';
import type { WorkflowActivity } from '../orders/workflows';
import { ORDER_TYPE_NAMES, type OrderType } from './orders';
import { NULLABLE_TEXT, ORDER_STATE_SCHEMA } from './orderStateSchemas';

export interface StaffSession {
  subject: string;
  email: string;
}

export interface StaffOrderQueueItem {
  orderId: string;
  orderNumber: string;
  orderType: OrderType;
  address: string;
  requester: string;
  submittedAt: string;
  progressStatus: ProgressStatus;
  currentActivity: string;
  /** Whole days since submission. */
  ageDays: number;
  /** The customer asked to cancel: staff should look first. */
  cancellationRequested: boolean;
}

export interface StaffOrderQueuePage {
  page: number;
  recordsPerPage: number;
  totalRecords: number;
  orders: StaffOrderQueueItem[];
}

export interface StaffOrderFile {
  id: string;
  fileName: string;
  documentType: string;
  attachmentCategory: 'customer' | 'company';
  scanStatus: 'pending' | 'ok' | 'infected' | 'failed';
  sizeBytes: number;
  attachedAt: string;
}

export interface StaffOrderEvent {
  sequence: number;
  kind: string;
  actorKind: 'customer' | 'guest' | 'staff' | 'system';
  actorName: string;
  occurredAt: string;
  before: OrderState | null;
  after: OrderState;
  detail: Record<string, unknown>;
}

export interface StaffOrderView {
  orderId: string;
  orderNumber: string;
  orderType: OrderType;
  submittedAt: string;
  /** The account the order belongs to; null for a guest's. */
  account: { id: string; type: 'personal' | 'business'; businessName: string | null } | null;
  summary: Record<string, unknown>;
  /** The order's document exactly as stored. */
  document: Record<string, unknown>;
  state: OrderState;
  /**
   * The sequence of the order's latest event. Send it back with an action as
   * `If-Match: <stateVersion>`: if anyone changed the order since, the action
   * is refused (409) instead of acting on what the staff member no longer sees.
   */
  stateVersion: number;
  /** The order type's workflow: the activities the progress form offers. */
  workflow: { title: string; cancellable: boolean; activities: WorkflowActivity[] };
  files: StaffOrderFile[];
  events: StaffOrderEvent[];
}

export interface StaffServiceProvider {
  id: string;
  kind: 'livening_inspector' | 'power_retailer';
  name: string;
  active: boolean;
}

export interface StaffIcpEntry {
  icpNumber: string;
  label: string;
  addressId: string | null;
  addedBy: string;
  addedAt: string;
}

export interface StaffOrderQueueQuery {
  /** Case-insensitive, on the order number and the site address. */
  search?: string;
  orderType?: OrderType;
  progressStatus?: ProgressStatus;
  /** The current activity, exactly as the workflow names it. */
  activity?: string;
  /** Only orders submitted more than this many days ago. */
  olderThanDays?: number;
  /** true: only orders whose customer asked to cancel them. */
  cancellationRequested?: boolean;
  page?: number;
  /** STAFF_DEFAULT_RECORDS_PER_PAGE when absent; at most STAFF_MAX_RECORDS_PER_PAGE. */
  recordsPerPage?: number;
}

export interface StaffOrderParams {
  orderId: string;
}

export interface StaffOrderFileParams {
  orderId: string;
  fileId: string;
}

export interface StaffServiceProviderList {
  /** Both lists, active and withdrawn entries, each list in the livening form's order. */
  providers: StaffServiceProvider[];
}

export interface StaffServiceProviderParams {
  id: string;
}

export interface StaffIcpRegistryQuery {
  /** The start of an ICP number, or part of its site address (case-insensitive). */
  search?: string;
  page?: number;
  recordsPerPage?: number;
}

export interface StaffIcpRegistryPage {
  page: number;
  recordsPerPage: number;
  totalRecords: number;
  entries: StaffIcpEntry[];
}

export interface StaffIcpEntryParams {
  icpNumber: string;
}

// --- JSON schemas of the routes (Fastify checks queries and params against
// them, serialises answers with them, and the OpenAPI document shows them).
// Action and reference-list bodies are the staff forms' documents, checked
// by their precompiled validators in the routes.

export const STAFF_DEFAULT_RECORDS_PER_PAGE = 20;
export const STAFF_MAX_RECORDS_PER_PAGE = 100;
/** Longest search text the queue and the ICP registry take. */
export const STAFF_MAX_SEARCH_LENGTH = 100;
const STAFF_MAX_PAGE = 999_999_999;

const STAFF_PAGING_QUERY_PROPERTIES = {
  page: { type: 'integer', minimum: 1, maximum: STAFF_MAX_PAGE, default: 1 },
  recordsPerPage: { type: 'integer', minimum: 1, maximum: STAFF_MAX_RECORDS_PER_PAGE, default: STAFF_DEFAULT_RECORDS_PER_PAGE },
} as const;

const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;

export const STAFF_SESSION_SCHEMA = {
  type: 'object',
  required: ['subject', 'email'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', description: "The identity provider's subject (sub)" },
    email: { type: 'string', description: "The staff member's sign-in email ('' when the token carries none)" },
  },
} as const;

export const STAFF_ORDER_QUEUE_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: STAFF_MAX_SEARCH_LENGTH, description: 'Part of the order number or the site address, any case' },
    orderType: { type: 'string', enum: ORDER_TYPE_NAMES },
    progressStatus: { type: 'string', enum: PROGRESS_STATUSES },
    activity: { type: 'string', maxLength: 60, description: 'The current activity, as the workflow names it (or Reviewing cancellation request)' },
    olderThanDays: { type: 'integer', minimum: 0, maximum: 36_500, description: 'Only orders submitted more than this many days ago' },
    cancellationRequested: { type: 'boolean', description: 'true: only orders whose customer asked to cancel them' },
    ...STAFF_PAGING_QUERY_PROPERTIES,
  },
} as const;

export const STAFF_ORDER_QUEUE_PAGE_SCHEMA = {
  type: 'object',
  required: ['page', 'recordsPerPage', 'totalRecords', 'orders'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer' },
    recordsPerPage: { type: 'integer' },
    totalRecords: { type: 'integer', description: 'Of the whole filtered queue, not of this page' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        required: ['orderId', 'orderNumber', 'orderType', 'address', 'requester', 'submittedAt', 'progressStatus', 'currentActivity', 'ageDays', 'cancellationRequested'],
        additionalProperties: false,
        properties: {
          orderId: { type: 'string', format: 'uuid' },
          orderNumber: { type: 'string' },
          orderType: { type: 'string', enum: ORDER_TYPE_NAMES },
          address: { type: 'string' },
          requester: { type: 'string' },
          submittedAt: { type: 'string', format: 'date-time' },
          progressStatus: { type: 'string', enum: PROGRESS_STATUSES },
          currentActivity: { type: 'string' },
          ageDays: { type: 'integer', minimum: 0 },
          cancellationRequested: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const STAFF_ORDER_PARAMS_SCHEMA = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string' } },
} as const;

export const STAFF_ORDER_FILE_PARAMS_SCHEMA = {
  type: 'object',
  required: ['orderId', 'fileId'],
  properties: { orderId: { type: 'string' }, fileId: { type: 'string' } },
} as const;




export const STAFF_ORDER_VIEW_SCHEMA = {
  type: 'object',
  required: ['orderId', 'orderNumber', 'orderType', 'submittedAt', 'account', 'summary', 'document', 'state', 'stateVersion', 'workflow', 'files', 'events'],
  additionalProperties: false,
  properties: {
    orderId: { type: 'string', format: 'uuid' },
    orderNumber: { type: 'string' },
    orderType: { type: 'string', enum: ORDER_TYPE_NAMES },
    submittedAt: { type: 'string', format: 'date-time' },
    account: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['id', 'type', 'businessName'],
          additionalProperties: false,
          properties: { id: { type: 'string' }, type: { type: 'string', enum: ['personal', 'business'] }, businessName: NULLABLE_TEXT },
        },
      ],
      description: "The customer account the order belongs to; null for a guest's order",
    },
    summary: OPEN_OBJECT,
    document: { ...OPEN_OBJECT, description: "The order's document exactly as stored" },
    state: ORDER_STATE_SCHEMA,
    stateVersion: { type: 'integer', minimum: 1, description: "The sequence of the order's latest event: send it as If-Match with an action" },
    workflow: {
      type: 'object',
      required: ['title', 'cancellable', 'activities'],
      additionalProperties: false,
      properties: {
        title: { type: 'string' },
        cancellable: { type: 'boolean' },
        activities: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'percentageComplete'],
            additionalProperties: false,
            properties: { name: { type: 'string' }, percentageComplete: { type: 'integer' }, description: { type: 'string' } },
          },
        },
      },
    },
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'fileName', 'documentType', 'attachmentCategory', 'scanStatus', 'sizeBytes', 'attachedAt'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', format: 'uuid' },
          fileName: { type: 'string' },
          documentType: { type: 'string' },
          attachmentCategory: { type: 'string', enum: ['customer', 'company'] },
          scanStatus: { type: 'string', enum: ['pending', 'ok', 'infected', 'failed'] },
          sizeBytes: { type: 'integer' },
          attachedAt: { type: 'string', format: 'date-time' },
        },
      },
    },
    events: {
      type: 'array',
      description: "The order's history, oldest first",
      items: {
        type: 'object',
        required: ['sequence', 'kind', 'actorKind', 'actorName', 'occurredAt', 'before', 'after', 'detail'],
        additionalProperties: false,
        properties: {
          sequence: { type: 'integer', minimum: 1 },
          kind: { type: 'string', description: 'e.g. submitted, activity-set, messages-posted, document-attached, cancellation-requested, quote-issued' },
          actorKind: { type: 'string', enum: ['customer', 'guest', 'staff', 'system'] },
          actorName: { type: 'string' },
          occurredAt: { type: 'string', format: 'date-time' },
          before: { anyOf: [{ type: 'null' }, ORDER_STATE_SCHEMA] },
          after: ORDER_STATE_SCHEMA,
          detail: OPEN_OBJECT,
        },
      },
    },
  },
} as const;

/** The bytes, with the file's own Content-Type and `Content-Disposition: attachment`. */
export const STAFF_ORDER_FILE_RESPONSE = {
  description: "The file's bytes, with its own Content-Type and Content-Disposition: attachment",
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;

export const STAFF_SERVICE_PROVIDER_SCHEMA = {
  type: 'object',
  required: ['id', 'kind', 'name', 'active'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'A slug made from the name when it was added; never changes' },
    kind: { type: 'string', enum: ['livening_inspector', 'power_retailer'] },
    name: { type: 'string' },
    active: { type: 'boolean', description: 'Offered in the livening form' },
  },
} as const;

export const STAFF_SERVICE_PROVIDER_LIST_SCHEMA = {
  type: 'object',
  required: ['providers'],
  additionalProperties: false,
  properties: { providers: { type: 'array', items: STAFF_SERVICE_PROVIDER_SCHEMA } },
} as const;

export const STAFF_SERVICE_PROVIDER_PARAMS_SCHEMA = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
} as const;

export const STAFF_ICP_ENTRY_SCHEMA = {
  type: 'object',
  required: ['icpNumber', 'label', 'addressId', 'addedBy', 'addedAt'],
  additionalProperties: false,
  properties: {
    icpNumber: { type: 'string' },
    label: { type: 'string', description: 'The site address on one line, as the ICP lookup answers it' },
    addressId: NULLABLE_TEXT,
    addedBy: { type: 'string' },
    addedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const STAFF_ICP_REGISTRY_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: STAFF_MAX_SEARCH_LENGTH, description: 'The start of an ICP number, or part of the site address (any case)' },
    ...STAFF_PAGING_QUERY_PROPERTIES,
  },
} as const;

export const STAFF_ICP_REGISTRY_PAGE_SCHEMA = {
  type: 'object',
  required: ['page', 'recordsPerPage', 'totalRecords', 'entries'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer' },
    recordsPerPage: { type: 'integer' },
    totalRecords: { type: 'integer' },
    entries: { type: 'array', items: STAFF_ICP_ENTRY_SCHEMA },
  },
} as const;

export const STAFF_ICP_ENTRY_PARAMS_SCHEMA = {
  type: 'object',
  required: ['icpNumber'],
  properties: { icpNumber: { type: 'string' } },
} as const;
