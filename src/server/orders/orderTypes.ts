// The order types the portal stores, and where each one's document lives:
// the form that validates it, the key it sits under in a draft envelope
// (spec 2 section 3.3) and the prefix and number series of its order numbers.

export const LIVENING_SERVICE_TYPE = 'Livening (ICP number)';
/** The disconnection's one service type (spec 3 "Disconnection thank-you"). */
export const DISCONNECTION_SERVICE_TYPE = 'Permanent disconnection (decommission)';

/** The sequence of migration 0007, shared by the order types that came first. */
const SHARED_ORDER_NUMBER_SEQUENCE = 'customer_order_number_seq';

export interface OrderTypeDefinition {
  /** Form folder under schemas/ (and its precompiled validator). */
  form: string;
  /** Key of the order in the draft envelope, e.g. `liveningIcpOrder`. */
  envelopeKey: string;
  /** Order number prefix: `LIV-2026-000123`, `NC-2026-000124`, `DIS-2026-000001`. */
  numberPrefix: string;
  /** The database sequence its numbers' digits come from (orderNumbers.ts). */
  numberSequence: string;
  /** Job type label of lists and mails. */
  jobType: string;
}

/**
 * Order types that can be drafted and submitted (job types: spec 3 "Job type
 * labels"). Livening and new connection orders share one number series; a
 * disconnection has its own ("one order with its own number series").
 */
export const ORDER_TYPES = {
  LiveningIcpOrder: { form: 'livening', envelopeKey: 'liveningIcpOrder', numberPrefix: 'LIV', numberSequence: SHARED_ORDER_NUMBER_SEQUENCE, jobType: 'livening icp' },
  NewConnectionOrder: { form: 'new-connection', envelopeKey: 'newConnectionOrder', numberPrefix: 'NC', numberSequence: SHARED_ORDER_NUMBER_SEQUENCE, jobType: 'new connection' },
  DisconnectionOrder: { form: 'disconnection', envelopeKey: 'disconnectionOrder', numberPrefix: 'DIS', numberSequence: 'disconnection_order_number_seq', jobType: 'disconnection' },
} as const satisfies Record<string, OrderTypeDefinition>;

export type OrderType = keyof typeof ORDER_TYPES;

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ORDER_TYPES, value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids and transaction keys are UUIDs; anything else never reaches a uuid column (where it would be a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
