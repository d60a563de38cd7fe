// Who may track which order (issue 16, "Authorization matrix"; DESIGN.md
// section 6): the order lists, the requesters, an order's detail, its
// document download and the cancel request, for the person who placed the
// order, a member of the same business account, another customer, another
// business, a guest and staff. The owner and the members of their account
// may; everyone else gets 404 as for an order that does not exist, and a
// guest 401. Staff track orders in the back office, not here: without a
// customer profile they have no orders (404). Business members see exactly
// their account's orders.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListPage } from '../../src/shared/api/orderTracking';
import {
  businessAccount,
  createOrdersTestContext,
  insertUploadedFile,
  ownerOf,
  personalCustomer,
  randomMd5,
  submission,
  type OrdersTestContext,
} from './orderFixtures';
import { accountOf, closedState, insertOrderRows } from './orderRows';
import type { Caller } from './profileFixtures';

let context: OrdersTestContext;

/** Who asks, and what they call with. */
type Call = (method: 'GET' | 'PUT', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
let callers: Record<'owner' | 'member' | 'otherCustomer' | 'otherBusiness' | 'guest' | 'staff', Call>;
/** The owner's account's orders (one placed by the owner, one by the member), and the others'. */
let ownersOrder: string;
let membersOrder: string;
let othersOrders: string[];
let documentId: string;

async function placeOrder(caller: Caller & { userId: string }): Promise<string> {
  const response = await caller.call('POST', '/api/livening-icp', { ...submission('metered-one-site'), transactionKey: randomUUID() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { orders: Array<{ orderId: string }> }).orders[0]!.orderId;
}

beforeAll(async () => {
  context = await createOrdersTestContext();
  const { admin: owner, member } = await businessAccount(context);
  const otherCustomer = await personalCustomer(context, 'Tui');
  const otherBusiness = (await businessAccount(context)).admin;
  const staffToken = await context.signer.sign(`local|staff-${randomUUID()}`, { email: 'staff@network.example.nz', roles: ['staff'] });
  const staff: Call = (method, url, payload) =>
    context.subject.app.inject({ method, url, headers: { authorization: `Bearer ${staffToken}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  callers = { owner: owner.call, member: member.call, otherCustomer: otherCustomer.call, otherBusiness: otherBusiness.call, guest: context.guest, staff };

  ownersOrder = await placeOrder(owner);
  membersOrder = await placeOrder(member);
  othersOrders = [await placeOrder(otherCustomer), await placeOrder(otherBusiness)];

  // A document the company attached to the owner's order.
  const file = await insertUploadedFile(context, {
    owner: ownerOf({ sub: 'local|staff-documents' }),
    md5: randomMd5(),
    attachmentType: 'quote',
    scanStatus: 'ok',
    originalName: 'quote.pdf',
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.7\n%%EOF\n'),
  });
  await context.subject.database.db.insertInto('order_file').values({ order_id: ownersOrder, uploaded_file_id: file.id, document_type: 'quote', source: 'company' }).execute();
  documentId = file.id;
  // A closed order of the account, requested by someone only this account has.
  const db = context.subject.database.db;
  await insertOrderRows(db, [
    { userId: owner.userId, accountId: await accountOf(db, owner.userId), submittedAt: new Date(), requestedBy: ACCOUNT_ONLY_REQUESTER, state: closedState('completed', new Date()) },
  ]);
});
afterAll(async () => context?.subject.close());

const ACCOUNT_ONLY_REQUESTER = 'Kauri Account Only';
const ALLOWED = ['owner', 'member'] as const;
const STRANGERS = ['otherCustomer', 'otherBusiness'] as const;

async function eventCount(orderId: string): Promise<number> {
  const rows = await context.subject.database.db.selectFrom('order_event').select('sequence').where('order_id', '=', orderId).execute();
  return rows.length;
}

describe('GET /api/orders', () => {
  it.each(ALLOWED)('%s sees exactly the account\'s orders, whoever placed them', async (who) => {
    const response = await callers[who]('GET', '/api/orders?status=open');
    expect(response.statusCode).toBe(200);
    const page = response.json() as OrderListPage;
    expect(page.orderList.map((order) => order.orderId).sort()).toEqual([ownersOrder, membersOrder].sort());
    expect(page.totalRecords).toBe(2);
  });

  it.each(STRANGERS)('%s sees only their own order', async (who) => {
    const page = (await callers[who]('GET', '/api/orders?status=open')).json() as OrderListPage;
    expect(page.orderList.map((order) => order.orderId)).toEqual([othersOrders[STRANGERS.indexOf(who)]]);
  });

  it('staff without a customer profile: 404; a guest: 401', async () => {
    expect((await callers.staff('GET', '/api/orders?status=open')).statusCode).toBe(404);
    expect((await callers.guest('GET', '/api/orders?status=open')).statusCode).toBe(401);
  });
});

describe('GET /api/orders/requesters', () => {
  it('lists the account\'s requesters to its members, and none of theirs to anyone else', async () => {
    const ofAccount = (await callers.owner('GET', '/api/orders/requesters')).json() as { requesters: string[] };
    expect(ofAccount.requesters).toContain(ACCOUNT_ONLY_REQUESTER);
    expect((await callers.member('GET', '/api/orders/requesters')).json()).toEqual(ofAccount);
    for (const who of STRANGERS) {
      const response = await callers[who]('GET', '/api/orders/requesters');
      expect(response.statusCode).toBe(200);
      expect((response.json() as { requesters: string[] }).requesters).not.toContain(ACCOUNT_ONLY_REQUESTER);
    }
    expect((await callers.staff('GET', '/api/orders/requesters')).statusCode).toBe(404);
    expect((await callers.guest('GET', '/api/orders/requesters')).statusCode).toBe(401);
  });

  it('gives a customer without listed orders an empty list, whatever other accounts hold', async () => {
    const newcomer = await personalCustomer(context, 'Nikau');
    expect((await newcomer.call('GET', '/api/orders/requesters')).json()).toEqual({ requesters: [] });
  });
});

describe('GET /api/orders/{orderId}', () => {
  it.each(ALLOWED)('%s may read the owner\'s and the member\'s orders', async (who) => {
    for (const orderId of [ownersOrder, membersOrder]) {
      const response = await callers[who]('GET', `/api/orders/${orderId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: orderId });
    }
  });

  it.each([...STRANGERS, 'staff'] as const)('%s gets 404, as for an order that does not exist', async (who) => {
    const response = await callers[who]('GET', `/api/orders/${ownersOrder}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(ownersOrder);
  });

  it('a guest gets 401', async () => {
    expect((await callers.guest('GET', `/api/orders/${ownersOrder}`)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/{orderId}/documents/{fileId}', () => {
  const url = () => `/api/orders/${ownersOrder}/documents/${documentId}?documentType=quote`;

  it.each(ALLOWED)('%s downloads the company\'s document', async (who) => {
    const response = await callers[who]('GET', url());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('quote.pdf');
  });

  it.each([...STRANGERS, 'staff'] as const)('%s gets 404', async (who) => {
    const response = await callers[who]('GET', url());
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('a guest gets 401', async () => {
    expect((await callers.guest('GET', url())).statusCode).toBe(401);
  });
});

describe('PUT /api/orders/cancel', () => {
  it.each([...STRANGERS, 'staff'] as const)('%s gets 404 and nothing is written', async (who) => {
    const before = await eventCount(ownersOrder);
    const response = await callers[who]('PUT', '/api/orders/cancel', { orderId: ownersOrder, cancelledReason: 'Cost too high' });
    expect(response.statusCode).toBe(404);
    expect(await eventCount(ownersOrder)).toBe(before);
  });

  it('a guest gets 401 and nothing is written', async () => {
    const response = await callers.guest('PUT', '/api/orders/cancel', { orderId: ownersOrder, cancelledReason: 'Cost too high' });
    expect(response.statusCode).toBe(401);
    expect(await eventCount(ownersOrder)).toBe(1);
  });

  it('a member of the account may ask to cancel the owner\'s order, and the owner the member\'s', async () => {
    expect((await callers.member('PUT', '/api/orders/cancel', { orderId: ownersOrder, cancelledReason: 'Cost too high' })).statusCode).toBe(200);
    expect((await callers.owner('PUT', '/api/orders/cancel', { orderId: membersOrder, cancelledReason: 'Requested by accident' })).statusCode).toBe(200);
    expect(await eventCount(ownersOrder)).toBe(2);
    expect(await eventCount(membersOrder)).toBe(2);
  });
});
