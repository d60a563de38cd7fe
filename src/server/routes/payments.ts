// Paying a quote (spec 3 sections 4, 7 and 8; issue 17; docs/operations/payments.md):
//   GET      /api/payments/:paymentId                  the quote, its order and the billing details     200 OrderPayment
//   PUT      /api/billing-details                      { paymentId, billingDetails, paymentMethod }     200 OrderPayment
//   POST     /api/payments/session                     opens the provider's hosted payment page          200 { sessionUrl }
//   GET      /api/payments/session-result?sessionId=   what the provider says of the session, recorded  200 { outcome, paymentId }
//   GET|POST /api/payments/notifications?sessionId=    the provider's notification, recorded             200 { outcome, paymentId }
// The first three need an access token and answer 404 for a payment the
// caller may not see. The result and the notification need none: they only
// make the server ask the provider about a session it opened itself, so a
// made-up or replayed id can record nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponse, SIGN_IN_REQUIRED_RESPONSE } from '../../shared/api/errors';
import { formDocumentRequestBody } from '../../shared/api/forms';
import {
  ORDER_PAYMENT_SCHEMA,
  PAYMENT_PARAMS_SCHEMA,
  PAYMENT_SESSION_REQUEST_SCHEMA,
  PAYMENT_SESSION_RESPONSE_SCHEMA,
  PAYMENT_SESSION_RESULT_SCHEMA,
  SESSION_ID_QUERY_SCHEMA,
  type OrderPayment,
  type PaymentSessionRequest,
  type PaymentSessionResponse,
  type PaymentSessionResult,
} from '../../shared/api/payments';
import { requireAccountScope, type AccountScope } from '../accounts/accountScope';
import type { AccessTokenVerifier } from '../auth/accessTokens';
import { authenticate } from '../auth/authenticate';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../errors';
import { PAYMENT_NOT_FOUND_MESSAGE, saveBillingDetails } from '../payments/billingDetailsUpdate';
import { readOrderPayment } from '../payments/orderPayments';
import type { PaymentProvider } from '../payments/paymentProvider';
import { settlePaymentSession } from '../payments/paymentRecording';
import { openPaymentSession } from '../payments/paymentSessions';
import { SIGNED_IN, tagOf } from './openApi';
import { callerOf } from './users';
import { answerSchemaErrorsInApiShape } from './validationErrors';

export interface PaymentRoutesOptions {
  database: Database;
  verifier: AccessTokenVerifier;
  config: ServerConfig;
  provider: PaymentProvider;
}

export const PAYMENT_ID_REQUIRED_MESSAGE = 'Give the paymentId of the quote';

const PAYMENT_NOT_FOUND_RESPONSE = errorResponse('No payment the caller may see has this id (or a missing account)');
const NOT_PAYABLE_RESPONSE = errorResponse('The quote has been paid or withdrawn, or its due date has passed');
const PROVIDER_DOWN_RESPONSES = {
  502: errorResponse('The payment provider could not be reached or answered something unreadable; nothing was recorded'),
  503: errorResponse('The payment provider did not open the session in time; try again'),
};
const SESSION_NOT_FOUND_RESPONSE = errorResponse('The server opened no payment session with this id');

/** The body of PUT /api/billing-details beyond the billing form's document. */
const BILLING_DETAILS_BODY_SCHEMA = {
  type: 'object',
  required: ['paymentId'],
  properties: { paymentId: { type: 'string', description: 'The quote the details are for' } },
} as const;

const ROUTE_SCHEMAS = {
  readPayment: {
    tags: tagOf('payments'),
    summary: 'A quote to pay: its amount (integer cents) and due date, its order, and the billing details (saved, or from the profile)',
    security: SIGNED_IN,
    params: PAYMENT_PARAMS_SCHEMA,
    response: { 200: { ...ORDER_PAYMENT_SCHEMA, description: 'The payment' }, 401: SIGN_IN_REQUIRED_RESPONSE, 404: PAYMENT_NOT_FOUND_RESPONSE },
  },
  saveBillingDetails: {
    tags: tagOf('payments'),
    summary: 'Saves the billing details and payment method of a quote, checked by the billing form',
    description: 'The body is the billing form document ({ billingDetails, paymentMethod }, schemas/billing) with the paymentId beside it.',
    security: SIGNED_IN,
    body: BILLING_DETAILS_BODY_SCHEMA,
    'x-request-body': formDocumentRequestBody(['billing'], 'The billing form document, with the paymentId of the quote'),
    response: {
      200: { ...ORDER_PAYMENT_SCHEMA, description: 'The payment with the saved details' },
      400: errorResponse("The billing form's messages, each at its field's pointer; nothing is stored"),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: PAYMENT_NOT_FOUND_RESPONSE,
      409: NOT_PAYABLE_RESPONSE,
    },
  },
  openSession: {
    tags: tagOf('payments'),
    summary: "Opens the provider's hosted payment page for a quote, at the quote's amount",
    description:
      "The amount charged is the quote's, from the server's database. The body's amount must be that amount as decimal text, or the request is refused (400 at /amount). " +
      'While a session of this payment is open, the same session is answered again rather than a second one.',
    security: SIGNED_IN,
    body: PAYMENT_SESSION_REQUEST_SCHEMA,
    response: {
      200: { ...PAYMENT_SESSION_RESPONSE_SCHEMA, description: 'Where the browser goes to pay' },
      400: errorResponse('A field of the request is missing or does not match the quote (at its pointer); nothing is opened'),
      401: SIGN_IN_REQUIRED_RESPONSE,
      404: PAYMENT_NOT_FOUND_RESPONSE,
      409: errorResponse('The quote cannot be paid (paid, withdrawn, past its due date), or its billing details are not saved'),
      ...PROVIDER_DOWN_RESPONSES,
    },
  },
  sessionResult: {
    tags: tagOf('payments'),
    summary: "What happened to a payment session, as the provider says when asked (the payment result pages)",
    description: 'An approved payment is recorded once, whether this or the notification comes first; asking again records nothing new.',
    querystring: SESSION_ID_QUERY_SCHEMA,
    response: { 200: { ...PAYMENT_SESSION_RESULT_SCHEMA, description: 'The outcome' }, 404: SESSION_NOT_FOUND_RESPONSE, ...PROVIDER_DOWN_RESPONSES },
  },
  notification: {
    tags: tagOf('payments'),
    summary: "The payment provider's notification that a session finished (it may come more than once)",
    description: "Carries only the session id: the server asks the provider for the outcome and records an approved payment once.",
    querystring: SESSION_ID_QUERY_SCHEMA,
    response: { 200: { ...PAYMENT_SESSION_RESULT_SCHEMA, description: 'Received' }, 404: SESSION_NOT_FOUND_RESPONSE, ...PROVIDER_DOWN_RESPONSES },
  },
};

export async function paymentRoutes(app: FastifyInstance, { database, verifier, config, provider }: PaymentRoutesOptions): Promise<void> {
  const { db } = database;
  const signedIn = authenticate(verifier);
  const support = { supportPhone: config.supportPhone, supportEmail: config.supportEmail };

  const scopeOf = (request: FastifyRequest): Promise<AccountScope> => requireAccountScope(db, callerOf(request).subject);

  // Payments are personal data: never stored by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  answerSchemaErrorsInApiShape(app);
  // A provider may post its notification as a form; the session id is all that is read from it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { paymentId: string }; Reply: OrderPayment }>('/payments/:paymentId', { schema: ROUTE_SCHEMAS.readPayment, preValidation: signedIn }, async (request) => {
    const payment = await readOrderPayment(db, await scopeOf(request), callerOf(request).subject, request.params.paymentId);
    if (!payment) throw new ApiError(404, PAYMENT_NOT_FOUND_MESSAGE);
    return payment;
  });

  app.put<{ Body: { paymentId: string } & Record<string, unknown>; Reply: OrderPayment }>(
    '/billing-details',
    { schema: ROUTE_SCHEMAS.saveBillingDetails, preValidation: signedIn },
    async (request) => {
      const { paymentId, ...form } = request.body;
      if (typeof paymentId !== 'string' || paymentId === '') throw new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '/paymentId', message: PAYMENT_ID_REQUIRED_MESSAGE }]);
      return saveBillingDetails(db, await scopeOf(request), callerOf(request).subject, paymentId, form);
    },
  );

  app.post<{ Body: PaymentSessionRequest; Reply: PaymentSessionResponse }>(
    '/payments/session',
    { schema: ROUTE_SCHEMAS.openSession, preValidation: signedIn },
    async (request) => openPaymentSession({ db, provider, payments: config.payments, publicUrl: config.publicUrl }, await scopeOf(request), request.body),
  );

  const settle = (sessionId: string): Promise<PaymentSessionResult> => settlePaymentSession({ db, provider, support }, sessionId);

  app.get<{ Querystring: { sessionId: string }; Reply: PaymentSessionResult }>('/payments/session-result', { schema: ROUTE_SCHEMAS.sessionResult }, async (request) =>
    settle(request.query.sessionId),
  );
  app.get<{ Querystring: { sessionId: string }; Reply: PaymentSessionResult }>('/payments/notifications', { schema: ROUTE_SCHEMAS.notification }, async (request) =>
    settle(request.query.sessionId),
  );
  app.post<{ Querystring: { sessionId: string }; Reply: PaymentSessionResult }>('/payments/notifications', { schema: ROUTE_SCHEMAS.notification }, async (request) =>
    settle(request.query.sessionId),
  );
}
