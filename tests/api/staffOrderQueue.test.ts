// The staff order queue and order view (GET /api/staff/orders,
// GET /api/staff/orders/{orderId}; issue 16, "/staff console"): every order of
// every customer and guest, complex connections too (the customers' lists
// leave those out), searched, filtered and paged in the database, newest
// first; and everything about one order, whoever placed it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderQueuePage } from '../../src/shared/api/staff';
import { CANCELLATION_REVIEW_ACTIVITY } from '../../src/shared/orders/orderState';
import { businessAccount, createOrdersTestContext, moveOrderTo, ownerOf, personalCustomer, uploadReferencedFiles, validDisconnectionOrder, validNewConnectionOrder, type OrdersTestContext } from './orderFixtures';
import type { Caller } from './profileFixtures';
import { requestCancellationOf, staffMember, staffView, submitLiveningOrder, type StaffMember } from './staffFixtures';

interface Placed {
  orderId: string;
  orderNumber: string;
}

let context: OrdersTestContext;
let staff: StaffMember;
let customer: Caller;
let personal: Placed;
let business: Placed;
let guest: Placed;
let complex: Placed;
let businessName: string;

async function queue(query = ''): Promise<StaffOrderQueuePage> {
  const response = await staff.call('GET', `/api/staff/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffOrderQueuePage;
}

const numbers = (page: StaffOrderQueuePage) => page.orders.map((order) => order.orderNumber);

async function firstOrder(response: Awaited<ReturnType<Caller['call']>>): Promise<Placed> {
  expect(response.statusCode, response.body).toBe(201);
  const [order] = (response.json() as { orders: Placed[] }).orders;
  return { orderId: order!.orderId, orderNumber: order!.orderNumber };
}

beforeAll(async () => {
  context = await createOrdersTestContext();
  staff = await staffMember(context);
  customer = await personalCustomer(context);
  const { admin } = await businessAccount(context);
  businessName = (await context.subject.database.db.selectFrom('customer_account').select('business_name').where('type', '=', 'business').executeTakeFirstOrThrow()).business_name!;

  // Oldest first: the queue shows them newest first.
  personal = await submitLiveningOrder(customer);
  business = await submitLiveningOrder(admin);
  guest = await firstOrder(await context.guest('POST', '/api/disconnection', { ...validDisconnectionOrder('icp-found'), transactionKey: randomUUID() }));
  const complexOrder = { ...validNewConnectionOrder('complex'), transactionKey: randomUUID() };
  await uploadReferencedFiles(context, complexOrder, ownerOf(customer), 'new-connection');
  complex = await firstOrder(await customer.call('POST', '/api/new-connection', complexOrder));

  // The personal order was submitted ten days ago, and is on hold; the business one waits for a cancellation decision.
  await sql`update customer_order set submitted_at = now() - interval '10 days' where id = ${personal.orderId}`.execute(context.subject.database.db);
  await moveOrderTo(context, personal.orderId, 'Assessing', 'on hold');
  await requestCancellationOf(context, business.orderId, admin);
});
afterAll(async () => context?.subject.close());

describe('GET /api/staff/orders', () => {
  it("lists every customer's and guest's orders, complex connections too, newest first, as the queue shows them", async () => {
    const page = await queue();
    expect(page).toMatchObject({ page: 1, recordsPerPage: 20, totalRecords: 4 });
    expect(numbers(page)).toEqual([complex, guest, business, personal].map((order) => order.orderNumber));
    expect(page.orders.find((order) => order.orderId === personal.orderId)).toEqual({
      orderId: personal.orderId,
      orderNumber: personal.orderNumber,
      orderType: 'LiveningIcpOrder',
      address: expect.any(String),
      requester: 'Aroha Ngata',
      submittedAt: expect.any(String),
      progressStatus: 'on hold',
      currentActivity: 'Assessing',
      ageDays: 10,
      cancellationRequested: false,
    });
    expect(page.orders.find((order) => order.orderId === business.orderId)).toMatchObject({ currentActivity: CANCELLATION_REVIEW_ACTIVITY, cancellationRequested: true, ageDays: 0 });
    expect(page.orders.find((order) => order.orderId === guest.orderId)).toMatchObject({ orderType: 'DisconnectionOrder', address: expect.stringMatching(/\S/) });
  });

  it('searches the order number and the address, any case, literally', async () => {
    expect(numbers(await queue(`?search=${personal.orderNumber.toLowerCase()}`))).toEqual([personal.orderNumber]);
    expect(numbers(await queue(`?search=${personal.orderNumber.slice(-6)}`))).toContain(personal.orderNumber);
    const { orders } = await queue();
    const guestAddress = orders.find((order) => order.orderId === guest.orderId)!.address;
    const fragment = guestAddress.split(',')[0]!.slice(2).toUpperCase();
    expect(numbers(await queue(`?search=${encodeURIComponent(` ${fragment} `)}`))).toContain(guest.orderNumber);
    expect((await queue('?search=%25')).totalRecords).toBe(0);
    expect((await queue('?search=_')).totalRecords).toBe(0);
  });

  it('filters by job type, status, activity, age and cancellation requests, together', async () => {
    expect(numbers(await queue('?orderType=LiveningIcpOrder'))).toEqual([business.orderNumber, personal.orderNumber]);
    expect(numbers(await queue('?progressStatus=on%20hold'))).toEqual([personal.orderNumber]);
    expect(numbers(await queue('?activity=Order%20received'))).toEqual([complex.orderNumber, guest.orderNumber]);
    expect(numbers(await queue('?olderThanDays=5'))).toEqual([personal.orderNumber]);
    expect(numbers(await queue('?cancellationRequested=true'))).toEqual([business.orderNumber]);
    expect(numbers(await queue('?cancellationRequested=false'))).toHaveLength(4);
    expect((await queue('?orderType=LiveningIcpOrder&olderThanDays=5&progressStatus=in%20progress')).totalRecords).toBe(0);
  });

  it('pages in the database: the total is of the whole filtered queue', async () => {
    const second = await queue('?recordsPerPage=3&page=2');
    expect(second).toMatchObject({ page: 2, recordsPerPage: 3, totalRecords: 4 });
    expect(numbers(second)).toEqual([personal.orderNumber]);
    expect((await queue('?recordsPerPage=3&page=3')).orders).toEqual([]);
  });
});

describe('GET /api/staff/orders/{orderId}', () => {
  it("shows a business order with its account, document, summary, state, workflow, files and history", async () => {
    const view = await staffView(staff, business.orderId);
    const stored = await context.subject.database.db.selectFrom('customer_order').select(['document', 'summary', 'state']).where('id', '=', business.orderId).executeTakeFirstOrThrow();
    expect(view).toMatchObject({
      orderId: business.orderId,
      orderNumber: business.orderNumber,
      orderType: 'LiveningIcpOrder',
      account: { id: expect.any(String), type: 'business', businessName },
      document: stored.document,
      summary: stored.summary,
      state: stored.state,
      stateVersion: 2,
      workflow: { title: 'ICP Request (Livening)', cancellable: true },
      files: [],
    });
    expect(view.workflow.activities.map((activity) => activity.name)).toEqual(['Order received', 'Assessing', 'Awaiting inspection', 'Livening scheduled', 'Completed']);
    expect(view.events.map((event) => [event.sequence, event.kind, event.actorKind])).toEqual([
      [1, 'submitted', 'customer'],
      [2, 'cancellation-requested', 'customer'],
    ]);
    expect(view.events[0]!.before).toBeNull();
    expect(view.events[1]!.before).toEqual(view.events[0]!.after);
  });

  it("shows a guest's order without an account, and a complex connection with its customer's files", async () => {
    expect(await staffView(staff, guest.orderId)).toMatchObject({ account: null, orderType: 'DisconnectionOrder', workflow: { cancellable: false }, events: [{ actorKind: 'guest' }] });
    const view = await staffView(staff, complex.orderId);
    expect(view).toMatchObject({ account: { type: 'personal', businessName: null }, summary: { isComplexConnection: true } });
    expect(view.files).toEqual([expect.objectContaining({ documentType: 'sitePlan', attachmentCategory: 'customer', scanStatus: 'ok', fileName: expect.any(String) })]);
  });

  it('answers 404 for an order that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'LIV-2026-000001']) {
      const response = await staff.call('GET', `/api/staff/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such order' });
    }
  });
});
