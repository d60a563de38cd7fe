// JSON schemas of an order's state (src/shared/orders/orderState.ts), for the
// routes that answer it: the staff see all of it, the customer's detail page
// the part spec 3 calls orderStatus and the due payments. One definition, so
// both answers follow the state as it grows.
import { PAYMENT_STATUSES, PROGRESS_STATUSES } from '../orders/orderState';

export const NULLABLE_TEXT = { type: ['string', 'null'] } as const;

export const DUE_PAYMENT_SCHEMA = {
  type: 'object',
  required: ['paymentId', 'amountCents', 'dueDate', 'status', 'description'],
  additionalProperties: false,
  properties: {
    paymentId: { type: 'string' },
    amountCents: { type: 'integer', description: 'GST included' },
    dueDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD, New Zealand' },
    status: { type: 'string', enum: PAYMENT_STATUSES },
    description: { type: 'string' },
    paidAt: { type: 'string', format: 'date-time', description: 'When the payment was recorded (status Paid)' },
    providerReference: { type: 'string', description: "The payment provider's transaction reference (status Paid)" },
  },
} as const;

export const CANCELLATION_REQUEST_SCHEMA = {
  type: 'object',
  required: ['reason', 'requestedAt', 'requestedBy', 'previousActivity', 'previousStatus'],
  additionalProperties: false,
  properties: {
    reason: { type: 'string' },
    requestedAt: { type: 'string', format: 'date-time' },
    requestedBy: { type: 'string' },
    previousActivity: { type: 'string' },
    previousStatus: { type: 'string', enum: PROGRESS_STATUSES },
    previousStartDate: { type: ['string', 'null'] },
    previousEndDate: { type: ['string', 'null'] },
  },
} as const;

/** OrderState (src/shared/orders/orderState.ts). */
export const ORDER_STATE_SCHEMA = {
  type: 'object',
  required: [
    'progressStatus',
    'percentageComplete',
    'currentActivity',
    'currentActivityStartDate',
    'currentActivityEndDate',
    'nextActivity',
    'infoMessage',
    'alertMessage',
    'actionMessage',
    'cancelReason',
    'cancellationRequest',
    'duePayments',
    'closedAt',
  ],
  additionalProperties: false,
  properties: {
    progressStatus: { type: 'string', enum: PROGRESS_STATUSES },
    percentageComplete: { type: 'integer', minimum: 0, maximum: 100 },
    currentActivity: { type: 'string' },
    currentActivityStartDate: NULLABLE_TEXT,
    currentActivityEndDate: NULLABLE_TEXT,
    nextActivity: NULLABLE_TEXT,
    infoMessage: NULLABLE_TEXT,
    alertMessage: NULLABLE_TEXT,
    actionMessage: NULLABLE_TEXT,
    cancelReason: NULLABLE_TEXT,
    cancellationRequest: { anyOf: [{ type: 'null' }, CANCELLATION_REQUEST_SCHEMA] },
    duePayments: { type: 'array', items: DUE_PAYMENT_SCHEMA },
    closedAt: NULLABLE_TEXT,
  },
} as const;

/** The part of the state the customer's detail page shows (spec 3 "Order detail", orderStatus). */
const ORDER_STATUS_KEYS = [
  'progressStatus',
  'percentageComplete',
  'currentActivity',
  'currentActivityStartDate',
  'currentActivityEndDate',
  'nextActivity',
  'cancelReason',
  'infoMessage',
  'alertMessage',
  'actionMessage',
] as const satisfies ReadonlyArray<keyof typeof ORDER_STATE_SCHEMA.properties>;

export const ORDER_STATUS_SCHEMA = {
  type: 'object',
  required: ORDER_STATUS_KEYS,
  additionalProperties: false,
  properties: Object.fromEntries(ORDER_STATUS_KEYS.map((key) => [key, ORDER_STATE_SCHEMA.properties[key]])),
} as const;
