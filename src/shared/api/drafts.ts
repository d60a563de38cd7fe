// Drafts: unfinished orders, shared with the account's members (spec 2
// section 4.4; spec 3 "Drafts"; docs/operations/orders.md).
//   PUT    /api/orders/unsubmitted              envelope → 201 (new) | 200 (replaced) { orderId }
//   GET    /api/orders/unsubmitted?page=&recordsPerPage= → DraftPage
//   GET    /api/orders/unsubmitted/{orderId}    → Draft
//   DELETE /api/orders/unsubmitted?orderId=     → true
// A draft is not checked against its form (it would rarely pass), only that
// the order is an object and every file it references was scanned ok.
import { ENVELOPE_KEYS, OPEN_OBJECT, ORDER_TYPE_NAMES, PAGING_QUERY_PROPERTIES, type OrderType, type PagingQuery } from './orders';

/** The order types a draft may be saved for. */
export const DRAFTABLE_ORDER_TYPES = ['LiveningIcpOrder', 'NewConnectionOrder', 'DisconnectionOrder'] as const satisfies readonly OrderType[];

/**
 * The envelope of a save: the order sits under its type's key (ENVELOPE_KEYS),
 * e.g. `liveningIcpOrder`, `newConnectionOrder`, `disconnectionOrder`. A
 * disconnection draft is stored without its disconnectionDate.
 */
export interface DraftSaveRequest {
  orderType: (typeof DRAFTABLE_ORDER_TYPES)[number];
  /** The draft to replace (of the same order type); without it, a new draft. One the caller may not see answers 404. */
  orderId?: string;
  liveningIcpOrder?: Record<string, unknown>;
  newConnectionOrder?: Record<string, unknown>;
  disconnectionOrder?: Record<string, unknown>;
}

export interface SavedDraft {
  orderId: string;
}

/** What every draft says about itself. */
export interface DraftEnvelope {
  orderId: string;
  orderType: OrderType;
  createdDate: string;
  /** When the draft is discarded (30 days after it was created). */
  expiryDay: string;
  /** Who saved it first. */
  requester: string;
}

export interface DraftSummary extends DraftEnvelope {
  /** What a list shows of the unfinished order (any of it may be missing). */
  summary: { siteLabel?: string; jobType?: string } & Record<string, unknown>;
}

export interface DraftPage {
  requestId: string;
  page: number;
  totalRecords: number;
  orderList: DraftSummary[];
}

export interface DraftParams {
  orderId: string;
}

/** One draft with its order under the envelope key of its type. */
export interface Draft extends DraftEnvelope {
  /** The version of the form's schema it was saved under, to recognise drafts saved before a change. */
  schemaVersion: string;
  updatedDate: string;
  [envelopeKey: string]: unknown;
}

export interface DraftDeleteQuery {
  orderId: string;
}

const LIVENING_ENVELOPE_KEY = ENVELOPE_KEYS.LiveningIcpOrder;
const NEW_CONNECTION_ENVELOPE_KEY = ENVELOPE_KEYS.NewConnectionOrder;
const DISCONNECTION_ENVELOPE_KEY = ENVELOPE_KEYS.DisconnectionOrder;

export const DRAFT_SAVE_REQUEST_SCHEMA = {
  type: 'object',
  required: ['orderType'],
  properties: {
    orderType: { type: 'string', enum: DRAFTABLE_ORDER_TYPES },
    orderId: { type: 'string', description: 'The draft to replace; absent (or empty) for a new draft' },
    [LIVENING_ENVELOPE_KEY]: { type: 'object', description: 'An unfinished livening order (schemas/livening/schema.json); not checked against the form' },
    [NEW_CONNECTION_ENVELOPE_KEY]: {
      type: 'object',
      description: 'An unfinished new connection order (schemas/new-connection/schema.json); not checked against the form',
    },
    [DISCONNECTION_ENVELOPE_KEY]: {
      type: 'object',
      description: 'An unfinished disconnection order (schemas/disconnection/schema.json); not checked against the form; stored without its disconnectionDate',
    },
  },
} as const;

export const SAVED_DRAFT_SCHEMA = {
  type: 'object',
  required: ['orderId'],
  additionalProperties: false,
  properties: { orderId: { type: 'string', format: 'uuid' } },
} as const;

export const DRAFT_LIST_QUERY_SCHEMA = { type: 'object', properties: PAGING_QUERY_PROPERTIES } as const;
export type DraftListQuery = PagingQuery;

const ENVELOPE_PROPERTIES = {
  orderId: { type: 'string', format: 'uuid' },
  orderType: { type: 'string', enum: ORDER_TYPE_NAMES },
  createdDate: { type: 'string', format: 'date-time' },
  expiryDay: { type: 'string', format: 'date-time' },
  requester: { type: 'string' },
} as const;
const ENVELOPE_REQUIRED = ['orderId', 'orderType', 'createdDate', 'expiryDay', 'requester'] as const;

export const DRAFT_PAGE_SCHEMA = {
  type: 'object',
  required: ['requestId', 'page', 'totalRecords', 'orderList'],
  additionalProperties: false,
  properties: {
    requestId: { type: 'string' },
    page: { type: 'integer' },
    totalRecords: { type: 'integer' },
    orderList: {
      type: 'array',
      items: {
        type: 'object',
        required: [...ENVELOPE_REQUIRED, 'summary'],
        additionalProperties: false,
        properties: { ...ENVELOPE_PROPERTIES, summary: OPEN_OBJECT },
      },
    },
  },
} as const;

export const DRAFT_PARAMS_SCHEMA = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string' } },
} as const;

export const DRAFT_SCHEMA = {
  type: 'object',
  required: [...ENVELOPE_REQUIRED, 'schemaVersion', 'updatedDate'],
  // The order sits under its type's envelope key: kept as stored, whatever the key.
  additionalProperties: true,
  properties: {
    ...ENVELOPE_PROPERTIES,
    schemaVersion: { type: 'string' },
    updatedDate: { type: 'string', format: 'date-time' },
    [LIVENING_ENVELOPE_KEY]: OPEN_OBJECT,
    [NEW_CONNECTION_ENVELOPE_KEY]: OPEN_OBJECT,
    [DISCONNECTION_ENVELOPE_KEY]: OPEN_OBJECT,
  },
} as const;

export const DRAFT_DELETE_QUERY_SCHEMA = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string', minLength: 1, description: 'The draft to delete' } },
} as const;

export const DRAFT_DELETED_SCHEMA = { type: 'boolean', const: true, description: 'The draft was deleted' } as const;
