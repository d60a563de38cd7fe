// Paying a quote (issue 17; spec 3 sections 4, 5, 7 and 8), on PGlite and on
// PostgreSQL: staff issue a quote, the customer saves billing details and
// opens a session on the embedded sandbox provider, pays on its hosted page,
// and the server records the payment once, by the provider's word, whatever
// arrives how many times in what order. Amounts come from the server's own
// database; another user's payment, a made-up session and an expired quote
// record nothing.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MISMATCH_MESSAGE, BILLING_DETAILS_NEEDED_MESSAGE } from '../../src/server/payments/paymentSessions';
import { NOT_PAYABLE_MESSAGE } from '../../src/server/payments/payability';
import { PAYMENT_RECEIVED_EVENT } from '../../src/server/payments/paymentRecording';
import { PAYMENT_RECEIPT_KIND } from '../../src/server/orders/lifecycle/lifecycleMails';
import { amountTextOf, type OrderPayment, type PaymentSessionResult } from '../../src/shared/api/payments';
import type { OrderState } from '../../src/shared/orders/orderState';
import { nzIsoDate } from '../../src/shared/format/nzCalendarDays';
import { businessAccount, createOrdersTestContext, personalCustomer, type OrdersTestContext } from './orderFixtures';
import type { Caller } from './profileFixtures';
import { createTestApp } from './testApp';
import { eventsOf, mailsAbout, staffMember, submitLiveningOrder, submitNewConnectionOrder, type StaffMember } from './staffFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const APPROVING_CARD = { cardName: 'Aroha Ngata', cardNumber: '4111 1111 1111 1111', cardExpiry: '12/39', cardCvc: '123' };
const DECLINING_CARD = { ...APPROVING_CARD, cardNumber: '4000 0000 0000 0002' };
const AMOUNT_CENTS = 123456;
const PUBLIC_URL = 'http://127.0.0.1:9';

const BILLING = {
  billingDetails: {
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha.billing@example.co.nz',
    billingAddressDisplay: '12 Queen Street, Auckland Central, Auckland 1010',
    billingAddressId: '2-.F.1W.p.0Q2zf',
    manuallyEnteredBillingAddress: false,
  },
  paymentMethod: 'CreditCard',
};

let context: OrdersTestContext;
let staff: StaffMember;
let customer: Caller & { userId: string };
let otherCustomer: Caller & { userId: string };

beforeAll(async () => {
  // The provider's callbacks and notifications go to the public address: a port nobody listens on here (the tests send them themselves).
  context = await createOrdersTestContext({ publicUrl: PUBLIC_URL });
  staff = await staffMember(context);
  customer = await personalCustomer(context, 'Aroha');
  otherCustomer = await personalCustomer(context, 'Mere');
});
afterAll(async () => context?.subject.close());

const db = () => context.subject.database.db;

function nzDayFromToday(days: number): string {
  return nzIsoDate(new Date(Date.now() + days * 86_400_000));
}

/** A livening order of `owner` with a quote of AMOUNT_CENTS due in two weeks; its ids. */
async function quotedOrder(owner: Caller = customer, amountCents = AMOUNT_CENTS) {
  const { orderId, orderNumber } = await submitLiveningOrder(owner);
  const quoted = await staff.call('POST', `/api/staff/orders/${orderId}/quote`, { amountCents, dueDate: nzDayFromToday(14), description: 'Inspection and livening' });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const payment = await db().selectFrom('order_payment').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, orderNumber, paymentId: payment.id };
}

function sessionRequest(order: { orderId: string; orderNumber: string; paymentId: string }, overrides: Record<string, unknown> = {}) {
  return { orderId: order.orderId, paymentId: order.paymentId, srNumber: order.orderNumber, customerName: 'Aroha Ngata', amount: amountTextOf(AMOUNT_CENTS), paymentMethod: 'CreditCard', ...overrides };
}

async function saveBilling(payer: Caller, paymentId: string, form: unknown = BILLING) {
  return payer.call('PUT', '/api/billing-details', { paymentId, ...(form as object) });
}

/** Billing saved and a session opened: the sandbox's session id. */
async function openSession(order: Awaited<ReturnType<typeof quotedOrder>>, payer: Caller = customer): Promise<string> {
  expect((await saveBilling(payer, order.paymentId)).statusCode).toBe(200);
  const response = await payer.call('POST', '/api/payments/session', sessionRequest(order));
  expect(response.statusCode, response.body).toBe(200);
  return sandboxSessionIdOf((response.json() as { sessionUrl: string }).sessionUrl);
}

function sandboxSessionIdOf(sessionUrl: string): string {
  const match = /\/payment-sandbox\/sessions\/([0-9a-f]{32})$/.exec(sessionUrl);
  expect(match, sessionUrl).not.toBeNull();
  return match![1]!;
}

/** The payer on the sandbox's hosted page: the form post, as the browser sends it. */
function payOnSandbox(sessionId: string, card: Record<string, string>, action = 'pay'): Promise<LightMyRequestResponse> {
  return context.subject.app.inject({
    method: 'POST',
    url: `/payment-sandbox/sessions/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...card, action }).toString(),
  });
}

const sessionResult = (sessionId: string) => context.subject.app.inject({ method: 'GET', url: `/api/payments/session-result?sessionId=${sessionId}` });
const notification = (sessionId: string, method: 'GET' | 'POST' = 'GET') => context.subject.app.inject({ method, url: `/api/payments/notifications?sessionId=${sessionId}` });

async function recordedOf(paymentId: string) {
  const payment = await db().selectFrom('order_payment').select(['status', 'paid_at', 'provider_reference']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const receipts = await db().selectFrom('order_payment_receipt').selectAll().where('payment_id', '=', paymentId).execute();
  return { payment, receipts };
}

describe('GET /api/payments/{paymentId}', () => {
  it("answers the owner the quote in cents, its order and billing details from the profile until saved; anyone else 404, no token 401", async () => {
    const order = await quotedOrder();
    const response = await customer.call('GET', `/api/payments/${order.paymentId}`);
    expect(response.statusCode, response.body).toBe(200);
    const payment = response.json() as OrderPayment;
    expect(payment).toMatchObject({
      paymentId: order.paymentId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      jobCategory: 'ICP Request (Livening)',
      serviceType: 'Livening (ICP number)',
      description: 'Inspection and livening',
      totalPrice: 1234.56,
      totalPriceCents: AMOUNT_CENTS,
      quoteExpiry: nzDayFromToday(14),
      status: 'Ready To Pay',
      paidDate: null,
      paymentReference: null,
      billingDetailsSaved: false,
      paymentMethod: null,
      billingDetails: { firstName: 'Aroha', lastName: 'Ngata', email: customer.email },
    });

    expect((await otherCustomer.call('GET', `/api/payments/${order.paymentId}`)).statusCode).toBe(404);
    expect((await staff.call('GET', `/api/payments/${order.paymentId}`)).statusCode).toBe(404);
    expect((await customer.call('GET', `/api/payments/${randomUUID()}`)).statusCode).toBe(404);
    expect((await customer.call('GET', '/api/payments/not-a-uuid')).statusCode).toBe(404);
    expect((await context.subject.app.inject({ method: 'GET', url: `/api/payments/${order.paymentId}` })).statusCode).toBe(401);
  });

  it("answers every member of a business account for the account's order, and other businesses 404", async () => {
    const business = await businessAccount(context);
    const otherBusiness = await businessAccount(context);
    const order = await quotedOrder(business.member);
    expect((await business.admin.call('GET', `/api/payments/${order.paymentId}`)).statusCode).toBe(200);
    expect((await business.member.call('GET', `/api/payments/${order.paymentId}`)).statusCode).toBe(200);
    expect((await otherBusiness.admin.call('GET', `/api/payments/${order.paymentId}`)).statusCode).toBe(404);
    expect((await otherBusiness.member.call('POST', '/api/payments/session', sessionRequest(order))).statusCode).toBe(404);
  });
});

describe('PUT /api/billing-details', () => {
  it("refuses what the billing form refuses, with its messages at its pointers, and stores nothing", async () => {
    const order = await quotedOrder();
    const response = await saveBilling(customer, order.paymentId, {
      billingDetails: { ...BILLING.billingDetails, email: 'not an email', billingAddressId: undefined },
      paymentMethod: 'Cheque',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { message: string }).message).toBe(VALIDATION_FAILED);
    expect((response.json() as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        { pointer: '/billingDetails/email', message: 'Enter a valid email' },
        { pointer: '/billingDetails/billingAddressDisplay', message: 'Address is invalid' },
        { pointer: '/paymentMethod', message: 'Please select a payment method' },
      ]),
    );
    const stored = await db().selectFrom('order_payment').select(['billing_details', 'payment_method']).where('id', '=', order.paymentId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ billing_details: null, payment_method: null });
  });

  it('stores valid details for the payment, which the payment then answers', async () => {
    const order = await quotedOrder();
    const response = await saveBilling(customer, order.paymentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ billingDetailsSaved: true, paymentMethod: 'CreditCard', billingDetails: BILLING.billingDetails });
    expect((await customer.call('GET', `/api/payments/${order.paymentId}`)).json()).toMatchObject({ billingDetailsSaved: true, billingDetails: BILLING.billingDetails });
    expect((await saveBilling(otherCustomer, order.paymentId)).statusCode).toBe(404);
    expect((await customer.call('PUT', '/api/billing-details', BILLING)).statusCode).toBe(400);
  });
});

describe('POST /api/payments/session', () => {
  it('refuses an amount that is not the quote, and opens nothing', async () => {
    const order = await quotedOrder();
    expect((await saveBilling(customer, order.paymentId)).statusCode).toBe(200);
    for (const amount of ['1.00', '1234.55', '12345.60', '1234.560']) {
      const response = await customer.call('POST', '/api/payments/session', sessionRequest(order, { amount }));
      expect(response.statusCode, amount).toBe(400);
      if (amount !== '1234.560') expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/amount', message: AMOUNT_MISMATCH_MESSAGE }] });
    }
    expect(await db().selectFrom('payment_session').select('id').where('payment_id', '=', order.paymentId).execute()).toEqual([]);
  });

  it('needs the billing details saved first', async () => {
    const order = await quotedOrder();
    const response = await customer.call('POST', '/api/payments/session', sessionRequest(order));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: BILLING_DETAILS_NEEDED_MESSAGE });
  });

  it('opens one session for 10 requests at once, and answers each with it', async () => {
    const order = await quotedOrder();
    expect((await saveBilling(customer, order.paymentId)).statusCode).toBe(200);
    const responses = await Promise.all(Array.from({ length: 10 }, () => customer.call('POST', '/api/payments/session', sessionRequest(order))));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const urls = new Set(responses.map((response) => (response.json() as { sessionUrl: string }).sessionUrl));
    expect(urls.size).toBe(1);
    const sessions = await db().selectFrom('payment_session').select(['status']).where('payment_id', '=', order.paymentId).execute();
    expect(sessions).toEqual([{ status: 'open' }]);
    expect(await db().selectFrom('sandbox_payment_session').select('id').where('id', '=', sandboxSessionIdOf([...urls][0]!)).execute()).toHaveLength(1);
    // And a later request, while it is open, gets it again.
    const again = await customer.call('POST', '/api/payments/session', sessionRequest(order));
    expect((again.json() as { sessionUrl: string }).sessionUrl).toBe([...urls][0]);
  });

  it('refuses an expired quote: the payment answers its past due date, and nothing can be saved or opened', async () => {
    const order = await quotedOrder();
    expect((await saveBilling(customer, order.paymentId)).statusCode).toBe(200);
    await db().updateTable('order_payment').set({ due_date: nzDayFromToday(-1) }).where('id', '=', order.paymentId).execute();
    expect((await customer.call('GET', `/api/payments/${order.paymentId}`)).json()).toMatchObject({ status: 'Ready To Pay', quoteExpiry: nzDayFromToday(-1) });
    const session = await customer.call('POST', '/api/payments/session', sessionRequest(order));
    expect(session.statusCode).toBe(409);
    expect(session.json()).toEqual({ message: NOT_PAYABLE_MESSAGE });
    expect((await saveBilling(customer, order.paymentId)).statusCode).toBe(409);
  });
});

describe('paying on the sandbox page', () => {
  it('records an approved payment once: the quote Paid with the reference, one event, one receipt mail; a replayed success records nothing new', async () => {
    const order = await quotedOrder();
    const sessionId = await openSession(order);
    const paid = await payOnSandbox(sessionId, APPROVING_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/payment/success?sessionId=${sessionId}`);

    for (let replay = 0; replay < 3; replay++) {
      const result = await sessionResult(sessionId);
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json()).toEqual({ outcome: 'approved', paymentId: order.paymentId } satisfies PaymentSessionResult);
    }
    const { payment, receipts } = await recordedOf(order.paymentId);
    expect(payment.status).toBe('Paid');
    expect(payment.provider_reference).toMatch(/^\d{16}$/);
    expect(receipts).toHaveLength(1);
    const events = (await eventsOf(context, order.orderId)).filter((event) => event.kind === PAYMENT_RECEIVED_EVENT);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_kind: 'system', detail: { paymentId: order.paymentId, amountCents: AMOUNT_CENTS, providerReference: payment.provider_reference } });
    const state = events[0]!.after as unknown as OrderState;
    expect(state.duePayments).toEqual([expect.objectContaining({ paymentId: order.paymentId, status: 'Paid', providerReference: payment.provider_reference })]);
    expect(state.actionMessage).toBeNull();

    const mails = await mailsAbout(context, PAYMENT_RECEIPT_KIND, order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(BILLING.billingDetails.email);
    expect(mails[0]!.body_text).toContain('Paid: $1,234.56 (incl. GST)');
    expect(mails[0]!.body_text).toContain('GST included: $161.03');
    expect(mails[0]!.body_text).toContain(`Payment reference: ${payment.provider_reference}`);

    // The customer's order shows it paid, and the quote can no longer be paid.
    const detail = (await customer.call('GET', `/api/orders/${order.orderId}`)).json() as { duePayments: unknown[] };
    expect(detail.duePayments).toEqual([expect.objectContaining({ paymentId: order.paymentId, status: 'Paid', providerReference: payment.provider_reference })]);
    expect((await customer.call('POST', '/api/payments/session', sessionRequest(order))).statusCode).toBe(409);
  });

  it('records one payment for three notifications and a browser return that race each other', async () => {
    const order = await quotedOrder();
    const sessionId = await openSession(order);
    expect((await payOnSandbox(sessionId, APPROVING_CARD)).statusCode).toBe(303);
    const responses = await Promise.all([notification(sessionId), notification(sessionId, 'POST'), sessionResult(sessionId), notification(sessionId)]);
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ outcome: 'approved' });
    }
    const { receipts } = await recordedOf(order.paymentId);
    expect(receipts).toHaveLength(1);
    expect((await eventsOf(context, order.orderId)).filter((event) => event.kind === PAYMENT_RECEIVED_EVENT)).toHaveLength(1);
    expect(await mailsAbout(context, PAYMENT_RECEIPT_KIND, order.orderNumber)).toHaveLength(1);
  });

  it('moves a new connection on to the activity its workflow names for a paid quote', async () => {
    const { orderId, orderNumber } = await submitNewConnectionOrder(context, customer);
    expect((await staff.call('POST', `/api/staff/orders/${orderId}/quote`, { amountCents: AMOUNT_CENTS, dueDate: nzDayFromToday(7), description: 'Connection' })).statusCode).toBe(200);
    const { id: paymentId } = await db().selectFrom('order_payment').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const sessionId = await openSession({ orderId, orderNumber, paymentId });
    await payOnSandbox(sessionId, APPROVING_CARD);
    expect((await notification(sessionId)).json()).toMatchObject({ outcome: 'approved' });
    const order = await db().selectFrom('customer_order').select(['current_activity', 'progress_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ current_activity: 'Construction', progress_status: 'in progress' });
  });

  it('records nothing for a declined card or a cancel, and the payer can open a new session and pay', async () => {
    const order = await quotedOrder();
    const declined = await openSession(order);
    const answer = await payOnSandbox(declined, DECLINING_CARD);
    expect(answer.headers.location).toBe(`${PUBLIC_URL}/payment/failure?sessionId=${declined}`);
    expect((await sessionResult(declined)).json()).toEqual({ outcome: 'declined', paymentId: order.paymentId });
    expect((await notification(declined)).json()).toEqual({ outcome: 'declined', paymentId: order.paymentId });
    expect(await recordedOf(order.paymentId)).toMatchObject({ payment: { status: 'Ready To Pay', paid_at: null }, receipts: [] });

    const cancelled = await openSession(order);
    expect(cancelled).not.toBe(declined);
    await payOnSandbox(cancelled, {}, 'cancel');
    expect((await sessionResult(cancelled)).json()).toEqual({ outcome: 'cancelled', paymentId: order.paymentId });
    expect((await recordedOf(order.paymentId)).receipts).toEqual([]);

    const third = await openSession(order);
    await payOnSandbox(third, APPROVING_CARD);
    expect((await sessionResult(third)).json()).toEqual({ outcome: 'approved', paymentId: order.paymentId });
    expect((await recordedOf(order.paymentId)).receipts).toHaveLength(1);
  });

  it('says pending while the payer is still on the page, and 404 for a session the server never opened', async () => {
    const order = await quotedOrder();
    const sessionId = await openSession(order);
    expect((await sessionResult(sessionId)).json()).toEqual({ outcome: 'pending', paymentId: order.paymentId });
    for (const forged of ['0123456789abcdef0123456789abcdef', randomUUID(), 'x']) {
      expect((await sessionResult(forged)).statusCode).toBe(404);
      expect((await notification(forged)).statusCode).toBe(404);
    }
    expect((await context.subject.app.inject({ method: 'GET', url: '/api/payments/session-result' })).statusCode).toBe(400);
    expect((await recordedOf(order.paymentId)).receipts).toEqual([]);
  });
});

describe('configuration', () => {
  it('refuses to start at a public address without a chosen payment provider, and Windcave without its credentials', async () => {
    const { loadConfig } = await import('../../src/server/config');
    expect(() => loadConfig({ PUBLIC_URL: 'https://portal.example.nz', HOST: '127.0.0.1' })).toThrow(/PAYMENT_PROVIDER is not set/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'windcave' })).toThrow(/WINDCAVE_USERNAME and WINDCAVE_API_KEY/);
    // No default address: never Windcave's test environment by omission.
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'windcave', WINDCAVE_USERNAME: 'u', WINDCAVE_API_KEY: 'k' })).toThrow(/WINDCAVE_API_URL must be an http\(s\) address/);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.nz', PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
  });

  it('serves no sandbox payment page when Windcave is configured', async () => {
    const { loadConfig } = await import('../../src/server/config');
    const payments = loadConfig({ PAYMENT_PROVIDER: 'windcave', WINDCAVE_USERNAME: 'u', WINDCAVE_API_KEY: 'k', WINDCAVE_API_URL: 'http://127.0.0.1:9/api/v1' }).payments;
    const windcave = await createTestApp({ payments }, { database: context.subject.database });
    try {
      // (A GET of an unknown path is the single-page app's, which shows its not-found page.)
      const page = await windcave.app.inject({ method: 'GET', url: '/payment-sandbox/sessions/0123456789abcdef0123456789abcdef' });
      expect(page.body).not.toContain('Sandbox');
      const post = await windcave.app.inject({ method: 'POST', url: '/payment-sandbox/sessions/0123456789abcdef0123456789abcdef', payload: { action: 'pay' } });
      expect(post.statusCode).toBe(404);
    } finally {
      await windcave.close();
    }
  });
});
