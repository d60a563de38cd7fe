// The order types the portal stores, and where each one's document lives:
// the form that validates it, the key it sits under in a draft envelope
// (spec 2 section 3.3) and the prefix of its order numbers.

export const LIVENING_SERVICE_TYPE = 'Livening (ICP number)';

export interface OrderTypeDefinition {
  /** Form folder under schemas/ (and its precompiled validator). */
  form: string;
  /** Key of the order in the draft envelope, e.g. `liveningIcpOrder`. */
  envelopeKey: string;
  /** Order number prefix: `LIV-2026-000123`, `NC-2026-000124`. */
  numberPrefix: string;
  /** Job type label of lists and mails. */
  jobType: string;
}

/** Order types that can be drafted and submitted today (job types: spec 3 "Job type labels"). Disconnection joins here. */
export const ORDER_TYPES = {
  LiveningIcpOrder: { form: 'livening', envelopeKey: 'liveningIcpOrder', numberPrefix: 'LIV', jobType: 'livening icp' },
  NewConnectionOrder: { form: 'new-connection', envelopeKey: 'newConnectionOrder', numberPrefix: 'NC', jobType: 'new connection' },
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
