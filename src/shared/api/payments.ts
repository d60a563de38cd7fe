// Paying a quote (spec 3 sections 2, 3, 4, 5, 7, 8 and 9; issue 17):
//   GET  /api/payments/{paymentId}            → OrderPayment (the quote, its order and the billing details)
//   PUT  /api/billing-details                 { paymentId, billingDetails, paymentMethod } → OrderPayment
//   POST /api/payments/session                { orderId, paymentId, srNumber, customerName, amount, paymentMethod } → { sessionUrl }
//   GET  /api/payments/session-result?sessionId=   → PaymentSessionResult (asks the provider, records a payment)
//   GET|POST /api/payments/notifications?sessionId= → the provider's notification (asks the provider, records a payment)
// The server decides the amount (integer cents, from the quote in its own
// database) and confirms every payment with the provider; the browser only
// displays money and says which quote it wants to pay. Everything but the
// result and the notification needs an access token, and answers 404 for a
// payment the caller may not see.

/** spec 3 "Payment methods". */
export const PAYMENT_METHODS = ['CreditCard', 'Account2Account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The card payment provider's convenience fee (spec 3 section 9): charged by the provider, shown as a note. */
export const CARD_CONVENIENCE_FEE_PERCENT = '1.15';

/**
 * spec 3 "billingDetails", as the billing form (schemas/billing) holds them.
 * The form's document is `{ billingDetails, paymentMethod }`.
 */
export interface BillingDetails {
  firstName?: string;
  lastName?: string;
  businessName?: string;
  email?: string;
  mobile?: string;
  alternatePhone?: string;
  /** The address chosen in the lookup, on one line. */
  billingAddressDisplay?: string;
  /** The lookup's id of that address. */
  billingAddressId?: string;
  manuallyEnteredBillingAddress?: boolean;
  manualBillingAddress?: { addressString?: string; suburb?: string; city?: string; postcode?: string };
}

/** spec 3 "Order payment (pay-now)". */
export interface OrderPayment {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  /** The site on one line, as the order lists show it. */
  siteAddress: string;
  siteSuburb: string;
  siteCity: string;
  /** The job type's title, e.g. 'Simple electricity connection'. */
  jobCategory: string;
  /** The service as the customer ordered it, e.g. 'Livening (ICP number)'. */
  serviceType: string;
  /** What the quote is for, as staff wrote it. */
  description: string;
  /** GST included, in dollars with 2 decimals, for display only (spec 3: totalPrice is a number). */
  totalPrice: number;
  /** GST included, in integer cents: the amount the server charges. */
  totalPriceCents: number;
  /** The due date, YYYY-MM-DD (New Zealand). After it the quote cannot be paid. */
  quoteExpiry: string;
  /** 'Ready To Pay', 'Paid' or 'Cancelled'. */
  status: string;
  /** ISO instant the payment was recorded; null until paid. */
  paidDate: string | null;
  /** The provider's transaction reference; null until paid. */
  paymentReference: string | null;
  /** As last saved, or (before the first save) from the payer's profile. */
  billingDetails: BillingDetails;
  /** False while billingDetails only come from the profile: Next saves them first. */
  billingDetailsSaved: boolean;
  paymentMethod: PaymentMethod | null;
}

/** PUT /api/billing-details: the billing form's document, for one payment. */
export interface BillingDetailsRequest {
  paymentId: string;
  billingDetails: BillingDetails;
  paymentMethod: PaymentMethod;
}

/** spec 3 "Payment session request". */
export interface PaymentSessionRequest {
  /** Accepted for the spec's shape and ignored: the payer is the token's. */
  userId?: string;
  orderId: string;
  paymentId: string;
  /** The order number. */
  srNumber: string;
  /** First and last name. */
  customerName: string;
  /** Decimal text without thousands separators, e.g. "1234.56": must be the quote's amount, or the request is refused. */
  amount: string;
  paymentMethod: PaymentMethod;
}

export interface PaymentParams {
  paymentId: string;
}

export interface SessionIdQuery {
  /** The provider's session id, as it adds it to the return and notification addresses. */
  sessionId: string;
}

export interface PaymentSessionResponse {
  /** The provider's hosted payment page for this payment. */
  sessionUrl: string;
}

/** What the provider says of a session, once the server has asked it. */
export const SESSION_OUTCOMES = ['approved', 'declined', 'cancelled', 'pending'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];

export interface PaymentSessionResult {
  outcome: SessionOutcome;
  paymentId: string;
}

/** Decimal text of an amount in cents, as the session request carries it: 123456 → "1234.56". */
export function amountTextOf(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

// --- JSON schemas of the routes (Fastify checks params, queries and bodies
// against them; the OpenAPI document shows them).

export const PAYMENT_PARAMS_SCHEMA = {
  type: 'object',
  required: ['paymentId'],
  properties: { paymentId: { type: 'string' } },
} as const;

const BILLING_DETAILS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    businessName: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    alternatePhone: { type: 'string' },
    billingAddressDisplay: { type: 'string' },
    billingAddressId: { type: 'string' },
    manuallyEnteredBillingAddress: { type: 'boolean' },
    manualBillingAddress: {
      type: 'object',
      additionalProperties: false,
      properties: { addressString: { type: 'string' }, suburb: { type: 'string' }, city: { type: 'string' }, postcode: { type: 'string' } },
    },
  },
} as const;

export const ORDER_PAYMENT_SCHEMA = {
  type: 'object',
  required: [
    'paymentId',
    'orderId',
    'orderNumber',
    'siteAddress',
    'siteSuburb',
    'siteCity',
    'jobCategory',
    'serviceType',
    'description',
    'totalPrice',
    'totalPriceCents',
    'quoteExpiry',
    'status',
    'paidDate',
    'paymentReference',
    'billingDetails',
    'billingDetailsSaved',
    'paymentMethod',
  ],
  additionalProperties: false,
  properties: {
    paymentId: { type: 'string', format: 'uuid' },
    orderId: { type: 'string', format: 'uuid' },
    orderNumber: { type: 'string' },
    siteAddress: { type: 'string' },
    siteSuburb: { type: 'string' },
    siteCity: { type: 'string' },
    jobCategory: { type: 'string' },
    serviceType: { type: 'string' },
    description: { type: 'string' },
    totalPrice: { type: 'number', description: 'GST included, dollars (display only)' },
    totalPriceCents: { type: 'integer', description: 'GST included, integer cents: what the server charges' },
    quoteExpiry: { type: 'string', format: 'date', description: 'The due date (New Zealand): the quote cannot be paid after it' },
    status: { type: 'string', description: "'Ready To Pay', 'Paid' or 'Cancelled'" },
    paidDate: { type: ['string', 'null'], format: 'date-time' },
    paymentReference: { type: ['string', 'null'], description: "The provider's transaction reference" },
    billingDetails: BILLING_DETAILS_SCHEMA,
    billingDetailsSaved: { type: 'boolean', description: 'False while the details only come from the profile' },
    paymentMethod: { type: ['string', 'null'], enum: [...PAYMENT_METHODS, null] },
  },
} as const;

export const PAYMENT_SESSION_REQUEST_SCHEMA = {
  type: 'object',
  required: ['orderId', 'paymentId', 'srNumber', 'customerName', 'amount', 'paymentMethod'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string', description: "Ignored: the payer is the access token's" },
    orderId: { type: 'string' },
    paymentId: { type: 'string' },
    srNumber: { type: 'string', description: 'The order number' },
    customerName: { type: 'string', maxLength: 101 },
    amount: { type: 'string', pattern: '^[0-9]{1,12}\\.[0-9]{2}$', description: "The quote's amount as decimal text (1234.56); any other amount is refused" },
    paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
  },
} as const;

export const PAYMENT_SESSION_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['sessionUrl'],
  additionalProperties: false,
  properties: { sessionUrl: { type: 'string', description: "The provider's hosted payment page" } },
} as const;

export const SESSION_ID_QUERY_SCHEMA = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const PAYMENT_SESSION_RESULT_SCHEMA = {
  type: 'object',
  required: ['outcome', 'paymentId'],
  additionalProperties: false,
  properties: {
    outcome: { type: 'string', enum: SESSION_OUTCOMES, description: 'As the provider says when asked, never as the address says' },
    paymentId: { type: 'string', format: 'uuid' },
  },
} as const;
