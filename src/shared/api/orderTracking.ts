// Order tracking for customers (spec 3 sections 2, 3, 4, 7, 8; issue 16):
//   GET /api/orders?status=open|closed&search=&requester=&page=&recordsPerPage=  → OrderListPage
//   GET /api/orders/requesters                                                   → RequesterList (business accounts' Requester filter)
//   GET /api/orders/{orderId}?orderDetailsType={orderType}                       → OrderDetail
//   PUT /api/orders/cancel  { cancelledReason, orderId }                         → true (the request waits for staff)
//   GET /api/orders/{orderId}/documents/{fileId}?documentType=                   → the document's bytes (orders.ts)
// Search, the requester filter and paging run in the database. Everything
// answers 404 for an order the caller may not see (401 without a token).
import { CANCEL_REASONS, PROGRESS_STATUSES, type DuePayment, type OrderState, type ProgressStatus } from '../orders/orderState';
import { MAX_PAGE, MAX_RECORDS_PER_PAGE, ORDER_LIST_STATUSES, ORDER_TYPE_NAMES, type OrderType } from './orders';
import { DUE_PAYMENT_SCHEMA, ORDER_STATUS_SCHEMA } from './orderStateSchemas';

export type { DuePayment, OrderState, ProgressStatus };

export interface OrderListQuery {
  status: 'open' | 'closed';
  /** Case-insensitive, on the order number and the site address. */
  search?: string;
  /** A requester's full name, exactly as GET /api/orders/requesters lists it; absent: all. */
  requester?: string;
  page?: number;
  /** Default: the deployment's orderRecordsPerPage (client-config). */
  recordsPerPage?: number;
}

/** spec 3 "Order list item". */
export interface OrderListItem {
  orderId: string;
  orderNumber: string;
  /** The site on one line. */
  address: string;
  /** ISO instant of submission. */
  requestDate: string;
  jobType: OrderType;
  /** The requester's full name. */
  requester: string;
  /** '' when the order names no ICP. */
  icpNumber: string;
  jobStatus: ProgressStatus;
  /** Open lists. */
  currentActivity: string;
  /** Closed lists: the cancel reason ('' for completed orders). */
  reason: string;
}

export interface OrderListPage {
  page: number;
  recordsPerPage: number;
  /** Of the whole filtered list, not of this page. */
  totalRecords: number;
  orderList: OrderListItem[];
}

export interface RequesterList {
  /** Distinct requester names of the caller's account's orders, sorted. */
  requesters: string[];
}

/** spec 3 "Order detail" documents: a file of the order the customer can download. */
export interface OrderDocumentItem {
  /** The uploaded file's id (for GET /api/orders/{orderId}/documents/{id}). */
  id: string;
  fileName: string;
  /** `customer` (uploaded with the order) or `company` (attached by staff). */
  attachmentCategory: 'customer' | 'company';
  /** An attachment type (sitePlan, proofOfAddress, …) or a company document type (quote, designPlan, …). */
  documentType: string;
}

export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  alternatePhone: string;
  businessName: string;
  /** spec 3 roles: requester, siteAccessContact, powerRetailerAccountHolder, quotePayer, customer, consultant, electrician, landOwner, propertyOwner. */
  roles: string[];
  /** A quote payer's billing address on one line, when one was given. */
  postalAddress?: string;
}

/** The roles a contact of an order may hold (spec 3 "Order detail"), in the order the detail page lists them. */
export const CONTACT_ROLES = [
  'requester',
  'siteAccessContact',
  'powerRetailerAccountHolder',
  'quotePayer',
  'customer',
  'consultant',
  'electrician',
  'landOwner',
  'propertyOwner',
] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** spec 3 "Order detail". */
export interface OrderDetail {
  id: string;
  serviceRequestNumber: string;
  orderType: OrderType;
  requestDate: string;
  /** Quotes ready to pay, and quotes paid (with when and the provider's reference). */
  duePayments: Array<Pick<DuePayment, 'paymentId' | 'dueDate' | 'amountCents' | 'status' | 'description' | 'paidAt' | 'providerReference'>>;
  orderStatus: Pick<
    OrderState,
    | 'progressStatus'
    | 'percentageComplete'
    | 'currentActivity'
    | 'currentActivityStartDate'
    | 'currentActivityEndDate'
    | 'nextActivity'
    | 'cancelReason'
    | 'infoMessage'
    | 'alertMessage'
    | 'actionMessage'
  >;
  /** Whether Cancel is offered (spec 3 section 4, decided by the server). */
  cancellable: boolean;
  /** jobType, address, typeDetailed, then the fields of spec 3 for the order's type (LiveningSiteDetails, NewConnectionSiteDetails, DisconnectionSiteDetails). */
  siteDetails: { jobType: string; address: string; typeDetailed: string } & Record<string, unknown>;
  contactDetails: OrderContact[];
  documents: OrderDocumentItem[];
}

// What siteDetails holds beyond jobType, address and typeDetailed, by order
// type (spec 3 "Order detail"). Text the customer did not give is ''; a number
// or yes/no question not asked is null.

/** A livening order's site (one metered site, or the unmetered supply). */
export interface LiveningSiteDetails {
  /** 'metered ICP' or 'unmetered ICP'. */
  icpType: string;
  /** The site's additional address information. */
  additionalInfo: string;
  projectNumber: string;
  liveningInspector: string;
  powerRetailer: string;
  /** Unmetered: what the supply feeds (the customer's words when 'Other'). */
  featureType: string;
  quantity: number | null;
  /** Watts per unit. */
  wattage: number | null;
  availableHours: string;
  /** Metered, entered row by row (none when uploaded as a spreadsheet, or unmetered). */
  units: Array<{ unitNumber: string; type: string; phase: number | null; fuseAmp: number | null; supply: string }>;
}

/** A new connection order's site. */
export interface NewConnectionSiteDetails {
  /** '1' to '10' or 'More than 10'. */
  lotCount: string;
  /** Complex connections: 'Indicative cost (No fee)' or 'Detailed design and price'; '' for a simple one. */
  serviceType: string;
  projectType: string;
  subdivisionType: string;
  /** The development's description (complex), or the site's additional requirements (simple). */
  description: string;
  /** The site plans' file names (the files themselves are among the documents). */
  sitePlans: string[];
  lots: Array<{ type: string; phase: number | null; fuseAmp: number | string | null }>;
}

/** A permanent disconnection order's property. */
export interface DisconnectionSiteDetails {
  /** '' without one. */
  icpNumber: string;
  meters: Array<{ location: string; serialNumber: string }>;
  /** 'Residential' or 'Commercial'. */
  type: string;
  guardDogs: boolean | null;
  lockedGate: boolean | null;
  removalReason: string;
  /** YYYY-MM-DD as requested. */
  disconnectionDate: string;
  /** 'yes' or 'no': are there tenants at the property. */
  tenants: string;
  hazards: string;
  otherInformation: string;
}

export interface CancelRequest {
  cancelledReason: string;
  orderId: string;
}

export interface OrderDetailParams {
  orderId: string;
}

export interface OrderDetailQuery {
  /** When given, it must be the order's type (else 404, as for an order that does not exist). */
  orderDetailsType?: string;
}

// --- JSON schemas of the routes (Fastify checks queries, params and bodies
// against them, serialises answers with them, and the OpenAPI document shows them).

/** Longest search text the order lists take (after trimming spaces). */
export const ORDER_SEARCH_MAX_LENGTH = 100;


export const ORDER_LIST_QUERY_SCHEMA = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ORDER_LIST_STATUSES, description: 'open (in progress, on hold) or closed (completed in the last 6 months, cancelled in the last 3)' },
    search: { type: 'string', maxLength: ORDER_SEARCH_MAX_LENGTH, description: 'Part of the order number or the site address, any case' },
    requester: { type: 'string', maxLength: 200, description: 'A requester exactly as GET /api/orders/requesters lists them; absent or empty: all' },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    recordsPerPage: { type: 'integer', minimum: 1, maximum: MAX_RECORDS_PER_PAGE, description: "Default: the deployment's orderRecordsPerPage (GET /api/client-config)" },
  },
} as const;

const ORDER_LIST_ITEM_SCHEMA = {
  type: 'object',
  required: ['orderId', 'orderNumber', 'address', 'requestDate', 'jobType', 'requester', 'icpNumber', 'jobStatus', 'currentActivity', 'reason'],
  additionalProperties: false,
  properties: {
    orderId: { type: 'string', format: 'uuid' },
    orderNumber: { type: 'string' },
    address: { type: 'string' },
    requestDate: { type: 'string', format: 'date-time' },
    jobType: { type: 'string', enum: ORDER_TYPE_NAMES },
    requester: { type: 'string' },
    icpNumber: { type: 'string' },
    jobStatus: { type: 'string', enum: PROGRESS_STATUSES },
    currentActivity: { type: 'string' },
    reason: { type: 'string', description: "The cancel reason ('' unless cancelled)" },
  },
} as const;

export const ORDER_LIST_PAGE_SCHEMA = {
  type: 'object',
  required: ['page', 'recordsPerPage', 'totalRecords', 'orderList'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer' },
    recordsPerPage: { type: 'integer' },
    totalRecords: { type: 'integer', description: 'Of the whole filtered list' },
    orderList: { type: 'array', items: ORDER_LIST_ITEM_SCHEMA },
  },
} as const;

export const REQUESTER_LIST_SCHEMA = {
  type: 'object',
  required: ['requesters'],
  additionalProperties: false,
  properties: { requesters: { type: 'array', items: { type: 'string' } } },
} as const;

export const ORDER_DETAIL_PARAMS_SCHEMA = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string' } },
} as const;

export const ORDER_DETAIL_QUERY_SCHEMA = {
  type: 'object',
  properties: { orderDetailsType: { type: 'string', description: "The order's type (LiveningIcpOrder, NewConnectionOrder, DisconnectionOrder); another answers 404" } },
} as const;

const ORDER_CONTACT_SCHEMA = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'mobile', 'alternatePhone', 'businessName', 'roles'],
  additionalProperties: false,
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    alternatePhone: { type: 'string' },
    businessName: { type: 'string' },
    roles: { type: 'array', items: { type: 'string', enum: CONTACT_ROLES } },
    postalAddress: { type: 'string' },
  },
} as const;

const ORDER_DOCUMENT_ITEM_SCHEMA = {
  type: 'object',
  required: ['id', 'fileName', 'attachmentCategory', 'documentType'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    fileName: { type: 'string' },
    attachmentCategory: { type: 'string', enum: ['customer', 'company'] },
    documentType: { type: 'string' },
  },
} as const;



export const ORDER_DETAIL_SCHEMA = {
  type: 'object',
  required: ['id', 'serviceRequestNumber', 'orderType', 'requestDate', 'duePayments', 'orderStatus', 'cancellable', 'siteDetails', 'contactDetails', 'documents'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', format: 'uuid' },
    serviceRequestNumber: { type: 'string', description: 'The order number' },
    orderType: { type: 'string', enum: ORDER_TYPE_NAMES },
    requestDate: { type: 'string', format: 'date-time' },
    duePayments: { type: 'array', items: DUE_PAYMENT_SCHEMA, description: 'Quotes ready to pay, and quotes paid (withdrawn ones are left out)' },
    orderStatus: ORDER_STATUS_SCHEMA,
    cancellable: { type: 'boolean', description: 'Whether Cancel is offered' },
    siteDetails: {
      type: 'object',
      required: ['jobType', 'address', 'typeDetailed'],
      // The members beyond these three depend on the order type (LiveningSiteDetails, ...): serialised as built.
      additionalProperties: true,
      properties: { jobType: { type: 'string' }, address: { type: 'string' }, typeDetailed: { type: 'string' } },
    },
    contactDetails: { type: 'array', items: ORDER_CONTACT_SCHEMA },
    documents: { type: 'array', items: ORDER_DOCUMENT_ITEM_SCHEMA },
  },
} as const;

export const CANCEL_REQUEST_SCHEMA = {
  type: 'object',
  required: ['cancelledReason', 'orderId'],
  additionalProperties: false,
  properties: {
    cancelledReason: { type: 'string', enum: CANCEL_REASONS },
    orderId: { type: 'string' },
  },
} as const;

export const CANCEL_RESPONSE_SCHEMA = { type: 'boolean', const: true, description: 'The request was recorded; staff review it' } as const;
