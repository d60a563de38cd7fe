// Orders (spec 2 sections 3.1, 3.2 and 7; spec 3 "Order lists"; docs/operations/orders.md):
//   POST /api/livening-icp                         a livening order → 201 SubmissionResult (200: the same key again)
//   POST /api/new-connection                       a new connection order → 201 SubmissionResult (200: the same key again)
//   POST /api/disconnection                        a disconnection order → 201 SubmissionResult (200: the same key again)
//   GET  /api/orders/{orderId}/documents/{fileId}?documentType= → the document's bytes
// The order lists, an order's detail and cancellation are in orderTracking.ts; drafts are in drafts.ts. An order is its form's document (schemas/livening/schema.json,
// schemas/new-connection/schema.json, schemas/disconnection/schema.json) plus its transactionKey.
import type { DisconnectionForm } from '../generated/types/disconnection';
import type { LiveningForm } from '../generated/types/livening';
import type { NewConnectionForm } from '../generated/types/new-connection';

/** The order types the portal knows (and stores; DRAFTABLE_ORDER_TYPES in drafts.ts lists them again). */
export type OrderType = 'LiveningIcpOrder' | 'NewConnectionOrder' | 'DisconnectionOrder';
export const ORDER_TYPE_NAMES = ['LiveningIcpOrder', 'NewConnectionOrder', 'DisconnectionOrder'] as const satisfies readonly OrderType[];

/** Where each order type's document sits in a draft envelope (spec 2 section 3.3; spec 3 "Draft envelope"). */
export const ENVELOPE_KEYS = {
  LiveningIcpOrder: 'liveningIcpOrder',
  NewConnectionOrder: 'newConnectionOrder',
  DisconnectionOrder: 'disconnectionOrder',
} as const satisfies Record<OrderType, string>;

/**
 * A livening order as submitted: the form document with the transactionKey
 * (a UUID the browser makes when Submit is pressed; the same key again is
 * answered with the orders stored the first time) and, when it came from a
 * draft, the draft's orderId.
 */
export type LiveningOrderSubmission = LiveningForm & { transactionKey: string; orderId?: string };

/** A new connection order as submitted, in the same way. Its isComplexConnection is recomputed by the server. */
export type NewConnectionOrderSubmission = NewConnectionForm & { transactionKey: string; orderId?: string };

/**
 * A permanent disconnection order as submitted, in the same way. With a found
 * ICP (icpAddressLookupEnabled), its icpAddressLookup is replaced by the
 * registry's; its contactId is the server's.
 */
export type DisconnectionOrderSubmission = DisconnectionForm & { transactionKey: string; orderId?: string };

export interface SubmittedOrder {
  orderId: string;
  orderNumber: string;
  siteIndex: number;
  siteLabel: string;
  serviceType: string;
  /** The order's ICP ('' without one), for order types that name one (a disconnection). */
  icpNumber?: string;
  /** The meter serial numbers given, for order types that list meters (a disconnection; none may be given with a found ICP). */
  meterSerialNumbers?: string[];
}

/**
 * The orders stored: one per metered site, or one for an unmetered livening
 * order, for a new connection (serviceType 'Simple connection' or
 * 'Complex connection', as the server derived it) and for a disconnection
 * (serviceType 'Permanent disconnection (decommission)', with icpNumber and
 * meterSerialNumbers).
 */
export interface SubmissionResult {
  transactionKey: string;
  orders: SubmittedOrder[];
}

export const SUBMISSION_RESULT_SCHEMA = {
  type: 'object',
  required: ['transactionKey', 'orders'],
  additionalProperties: false,
  properties: {
    transactionKey: { type: 'string', format: 'uuid' },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        required: ['orderId', 'orderNumber', 'siteIndex', 'siteLabel', 'serviceType'],
        additionalProperties: false,
        properties: {
          orderId: { type: 'string', format: 'uuid' },
          orderNumber: { type: 'string', description: 'e.g. LIV-2026-000123, NC-2026-000124, DIS-2026-000001' },
          siteIndex: { type: 'integer', minimum: 0 },
          siteLabel: { type: 'string' },
          serviceType: { type: 'string' },
          icpNumber: { type: 'string', description: "A disconnection's ICP ('' without one)" },
          meterSerialNumbers: { type: 'array', items: { type: 'string' }, description: "A disconnection's meter serial numbers, in meter order" },
        },
      },
    },
  },
} as const;

// --- Paging (the draft list; the order list's bounds too) -------------------

export const DEFAULT_RECORDS_PER_PAGE = 50;
export const MAX_RECORDS_PER_PAGE = 200;
/** Pages are counted in nine digits at most, so an offset never overflows. */
export const MAX_PAGE = 999_999_999;

export interface PagingQuery {
  /** 1-based; 1 when absent. */
  page?: number;
  /** DEFAULT_RECORDS_PER_PAGE when absent; at most MAX_RECORDS_PER_PAGE. */
  recordsPerPage?: number;
}

export const PAGING_QUERY_PROPERTIES = {
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  recordsPerPage: { type: 'integer', minimum: 1, maximum: MAX_RECORDS_PER_PAGE, default: DEFAULT_RECORDS_PER_PAGE },
} as const;

// --- The order lists --------------------------------------------------------

/** The two order lists; the server decides which statuses are open and which closed (orderTracking.ts has the list's query and page). */
export const ORDER_LIST_STATUSES = ['open', 'closed'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** A summary's or draft's members depend on the order type: serialised as stored. */
export const OPEN_OBJECT = { type: 'object', additionalProperties: true } as const;

// --- An order's documents ---------------------------------------------------

export interface OrderDocumentParams {
  orderId: string;
  fileId: string;
}

export interface OrderDocumentQuery {
  /** Narrows the document to one of this type (e.g. sitePlan). */
  documentType?: string;
}

export const ORDER_DOCUMENT_PARAMS_SCHEMA = {
  type: 'object',
  required: ['orderId', 'fileId'],
  properties: { orderId: { type: 'string' }, fileId: { type: 'string' } },
} as const;

export const ORDER_DOCUMENT_QUERY_SCHEMA = {
  type: 'object',
  properties: { documentType: { type: 'string', description: 'An attachment type, e.g. sitePlan' } },
} as const;

/** The bytes, with the file's own Content-Type and `Content-Disposition: attachment`. No JSON, so no serializer. */
export const ORDER_DOCUMENT_RESPONSE = {
  description: "The document's bytes, with its own Content-Type and Content-Disposition: attachment",
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;
