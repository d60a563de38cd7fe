// GET /api/orders?status=open|closed&search=&requester=&page=&recordsPerPage=
// and GET /api/orders/requesters (spec 3 "Order lists", sections 4 and 9;
// issue 16): the server splits open from closed orders, keeps completed
// orders in the closed list 6 months and cancelled ones 3, never lists complex
// connections or drafts, searches the order number and the address in any
// case, filters by requester and pages, all in the database. The page size
// comes from configuration when the browser names none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIST_STATUS_MESSAGE } from '../../src/server/orders/messages';
import { SEARCH_TOO_LONG_MESSAGE } from '../../src/server/routes/orders';
import type { OrderListItem, OrderListPage } from '../../src/shared/api/orderTracking';
import { businessAccount, createOrdersTestContext, personalCustomer, type OrdersTestContext } from './orderFixtures';
import { accountOf, closedState, insertOrderRows, shifted, type InsertedOrder, type OrderRow } from './orderRows';
import { signIn, type Caller } from './profileFixtures';
import { createTestApp, type TestApp } from './testApp';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const MINUTE = 60_000;

type Customer = Caller & { userId: string };

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

const db = () => context.subject.database.db;

async function list(caller: Caller, query: string): Promise<OrderListPage> {
  const response = await caller.call('GET', `/api/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderListPage;
}

const ids = (page: OrderListPage) => page.orderList.map((order) => order.orderId);

/** Rows for `customer`, one minute apart from `start`, in the order given (so the last is the newest). */
async function ordersOf(customer: Customer, rows: Array<Omit<OrderRow, 'userId' | 'accountId' | 'submittedAt'>>, start = Date.now() - 10 * 24 * 60 * MINUTE) {
  const accountId = await accountOf(db(), customer.userId);
  return insertOrderRows(
    db(),
    rows.map((row, index) => ({ userId: customer.userId, accountId, submittedAt: new Date(start + index * MINUTE), ...row })),
  );
}

describe('the open and closed lists', () => {
  const now = new Date();
  let customer: Customer;
  let stranger: Customer;
  let orders: Record<string, InsertedOrder>;

  beforeAll(async () => {
    customer = await personalCustomer(context, 'Hemi');
    stranger = await personalCustomer(context, 'Tui');
    const named: Array<[string, Omit<OrderRow, 'userId' | 'accountId' | 'submittedAt'>]> = [
      ['inProgress', { siteLabel: '12 Queen Street, Auckland Central, Auckland 1010', requestedBy: 'Hemi Ngata' }],
      ['onHold', { siteLabel: '7 Cuba Street, Te Aro, Wellington 6011', requestedBy: 'Hemi Ngata', state: { progressStatus: 'on hold', currentActivity: 'Assessing' } }],
      ['draft', { siteLabel: '1 Draft Road', state: { progressStatus: 'draft' } }],
      ['complexOpen', { orderType: 'NewConnectionOrder', isComplexConnection: true, siteLabel: '3 Big Development Drive' }],
      ['complexClosed', { orderType: 'NewConnectionOrder', isComplexConnection: true, state: closedState('completed', shifted(now, { days: -2 })) }],
      ['completedRecently', { siteLabel: '5 Ponsonby Road', state: closedState('completed', shifted(now, { months: -6, days: 1 })) }],
      ['completedLongAgo', { siteLabel: '6 Ponsonby Road', state: closedState('completed', shifted(now, { months: -6, days: -1 })) }],
      ['cancelledRecently', { siteLabel: '8 Ponsonby Road', state: closedState('cancelled', shifted(now, { months: -3, days: 1 }), 'Cost too high') }],
      ['cancelledLongAgo', { siteLabel: '9 Ponsonby Road', state: closedState('cancelled', shifted(now, { months: -3, days: -1 }), 'No longer required') }],
      [
        'disconnection',
        { orderType: 'DisconnectionOrder', siteLabel: '21 Willis Street, Wellington Central, Wellington 6011', requestedBy: 'Hemi Ngata', icpNumber: '0000012345AB123' },
      ],
    ];
    const inserted = await ordersOf(customer, named.map(([, row]) => row));
    orders = Object.fromEntries(named.map(([name], index) => [name, inserted[index]!]));
    await ordersOf(stranger, [{ siteLabel: '12 Queen Street, Auckland Central, Auckland 1010' }, { state: closedState('completed', now) }]);
  });

  it('lists in progress and on hold orders as open, newest first, and neither drafts nor complex connections', async () => {
    const open = await list(customer, 'status=open');
    expect(ids(open)).toEqual([orders['disconnection']!.id, orders['onHold']!.id, orders['inProgress']!.id]);
    expect(open).toMatchObject({ page: 1, recordsPerPage: 10, totalRecords: 3 });
  });

  it('keeps completed orders 6 months and cancelled orders 3 months in the closed list', async () => {
    const closed = await list(customer, 'status=closed');
    expect(ids(closed)).toEqual([orders['cancelledRecently']!.id, orders['completedRecently']!.id]);
    expect(closed.totalRecords).toBe(2);
  });

  it('answers each order as spec 3 lists it: site, date, type, requester, number, ICP, status, activity and reason', async () => {
    const open = await list(customer, 'status=open');
    const disconnection = open.orderList[0]!;
    expect(disconnection).toEqual({
      orderId: orders['disconnection']!.id,
      orderNumber: orders['disconnection']!.orderNumber,
      address: '21 Willis Street, Wellington Central, Wellington 6011',
      requestDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      jobType: 'DisconnectionOrder',
      requester: 'Hemi Ngata',
      icpNumber: '0000012345AB123',
      jobStatus: 'in progress',
      currentActivity: 'Order received',
      reason: '',
    } satisfies OrderListItem);
    expect(open.orderList[1]).toMatchObject({ jobType: 'LiveningIcpOrder', icpNumber: '', jobStatus: 'on hold', currentActivity: 'Assessing' });
    const closed = await list(customer, 'status=closed');
    expect(closed.orderList.map((order) => [order.jobStatus, order.reason])).toEqual([
      ['cancelled', 'Cost too high'],
      ['completed', ''],
    ]);
  });

  it('never shows another customer\'s orders', async () => {
    const seen = [...ids(await list(customer, 'status=open')), ...ids(await list(customer, 'status=closed'))];
    const theirs = [...ids(await list(stranger, 'status=open')), ...ids(await list(stranger, 'status=closed'))];
    expect(theirs).toHaveLength(2);
    expect(seen.filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('also lists a person\'s orders placed in the account they had before', async () => {
    // As if the customer had moved to another account since: their earlier order stays in the old one.
    const [earlier] = await insertOrderRows(db(), [{ userId: customer.userId, accountId: await accountOf(db(), stranger.userId), submittedAt: new Date(now.getTime() - MINUTE) }]);
    const open = await list(customer, 'status=open');
    expect(ids(open)[0]).toBe(earlier!.id);
    expect(open.totalRecords).toBe(4);
    // The other account's members see it too (it is their account's order).
    expect(ids(await list(stranger, 'status=open'))).toContain(earlier!.id);
  });
});

describe('search', () => {
  let customer: Customer;
  let orders: InsertedOrder[];

  beforeAll(async () => {
    customer = await personalCustomer(context, 'Mere');
    orders = await ordersOf(customer, [
      { siteLabel: '12 Queen Street, Auckland Central, Auckland 1010' },
      { siteLabel: '40 Queens Drive, Lyall Bay, Wellington 6022' },
      { siteLabel: '100% Pure Lane, Kaiwaka 0573' },
      { siteLabel: 'Lot 5 DP 12345, Main_Road, Te Kauwhata 3710' },
      { siteLabel: '5 Cuba Street, Te Aro, Wellington 6011', state: closedState('completed', new Date()) },
    ]);
  });

  const found = async (search: string, status = 'open') => ids(await list(customer, `status=${status}&search=${encodeURIComponent(search)}`));

  it('finds an address in any case, anywhere in it', async () => {
    expect(await found('QUEEN')).toEqual([orders[1]!.id, orders[0]!.id]);
    expect(await found('queen street')).toEqual([orders[0]!.id]);
    expect(await found('te kauwhata')).toEqual([orders[3]!.id]);
  });

  it('finds an order number in any case, whole or in part', async () => {
    const number = orders[2]!.orderNumber;
    expect(await found(number.toLowerCase())).toEqual([orders[2]!.id]);
    expect(await found(number.slice(-6))).toEqual([orders[2]!.id]);
  });

  it('searches only the list asked for, and counts what it found', async () => {
    expect(await found('cuba')).toEqual([]);
    expect(await list(customer, 'status=closed&search=CUBA')).toMatchObject({ totalRecords: 1, orderList: [{ orderId: orders[4]!.id }] });
    expect((await list(customer, 'status=open&search=queen')).totalRecords).toBe(2);
  });

  it('takes % _ and \\ literally, and ignores spaces around the text', async () => {
    expect(await found('100%')).toEqual([orders[2]!.id]);
    expect(await found('%')).toEqual([orders[2]!.id]);
    expect(await found('main_road')).toEqual([orders[3]!.id]);
    expect(await found('_')).toEqual([orders[3]!.id]);
    expect(await found('\\')).toEqual([]);
    expect(await found('  queens drive  ')).toEqual([orders[1]!.id]);
    // Only spaces: no search at all.
    expect((await list(customer, 'status=open&search=%20%20')).totalRecords).toBe(4);
  });

  it('says there is no result (an empty page) when nothing matches', async () => {
    expect(await list(customer, 'status=open&search=nowhere')).toEqual({ page: 1, recordsPerPage: 10, totalRecords: 0, orderList: [] });
  });

  it('refuses a search over 100 characters, at /search', async () => {
    expect(await found('q'.repeat(100))).toEqual([]);
    const response = await customer.call('GET', `/api/orders?status=open&search=${'q'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/search', message: SEARCH_TOO_LONG_MESSAGE }] });
  });
});

describe('the requester filter of a business account', () => {
  let admin: Customer;
  let member: Customer;
  let byRequester: Record<string, string[]>;

  beforeAll(async () => {
    ({ admin, member } = await businessAccount(context));
    const requesters = ['Wiremu Parata', 'Ana Fonoti', 'Wiremu Parata', 'Grace Taylor', '', 'Ana Fonoti', 'Wiremu Parata'];
    const inserted = await ordersOf(admin, [
      ...requesters.map((requestedBy) => ({ requestedBy })),
      // Not listed, so not offered as a requester either.
      { orderType: 'NewConnectionOrder' as const, isComplexConnection: true, requestedBy: 'Complex Only' },
    ]);
    byRequester = {};
    requesters.forEach((name, index) => (byRequester[name] ??= []).unshift(inserted[index]!.id));
  });

  it('offers every distinct requester of the account\'s listed orders, sorted, to every member', async () => {
    for (const caller of [admin, member]) {
      const response = await caller.call('GET', '/api/orders/requesters');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ requesters: ['Ana Fonoti', 'Grace Taylor', 'Wiremu Parata'] });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('lists exactly one requester\'s orders, newest first, counted', async () => {
    const page = await list(member, `status=open&requester=${encodeURIComponent('Wiremu Parata')}`);
    expect(ids(page)).toEqual(byRequester['Wiremu Parata']);
    expect(page.totalRecords).toBe(3);
    expect(page.orderList.every((order) => order.requester === 'Wiremu Parata')).toBe(true);
  });

  it('matches the name exactly, and an empty requester is everyone', async () => {
    expect((await list(admin, 'status=open&requester=wiremu%20parata')).totalRecords).toBe(0);
    expect((await list(admin, 'status=open&requester=Wiremu')).totalRecords).toBe(0);
    expect((await list(admin, 'status=open&requester=')).totalRecords).toBe(7);
  });

  it('combines with search and paging', async () => {
    const page = await list(admin, `status=open&requester=${encodeURIComponent('Ana Fonoti')}&recordsPerPage=1&page=2`);
    expect(page).toMatchObject({ page: 2, recordsPerPage: 1, totalRecords: 2 });
    expect(ids(page)).toEqual([byRequester['Ana Fonoti']![1]]);
  });

  it('gives a personal customer without orders no requesters', async () => {
    const newcomer = await personalCustomer(context, 'Nikau');
    expect((await newcomer.call('GET', '/api/orders/requesters')).json()).toEqual({ requesters: [] });
  });
});

describe('paging', () => {
  let customer: Customer;
  let newestFirst: string[];

  beforeAll(async () => {
    customer = await personalCustomer(context, 'Rawiri');
    const inserted = await ordersOf(customer, Array.from({ length: 25 }, (_, index) => ({ siteLabel: `${index + 1} Paging Street` })));
    newestFirst = inserted.map((order) => order.id).reverse();
  });

  it('pages in the database, each order exactly once, with the total of the whole list', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(customer, `status=open&page=${page}&recordsPerPage=10`)));
    expect(pages.map((page) => [page.page, page.recordsPerPage, page.totalRecords, page.orderList.length])).toEqual([
      [1, 10, 25, 10],
      [2, 10, 25, 10],
      [3, 10, 25, 5],
    ]);
    expect(pages.flatMap(ids)).toEqual(newestFirst);
  });

  it('orders submitted at the same moment by order number, newest number first', async () => {
    const sameMoment = new Date(Date.now() - MINUTE);
    const accountId = await accountOf(db(), customer.userId);
    const twins = await insertOrderRows(db(), [
      { userId: customer.userId, accountId, submittedAt: sameMoment, orderNumber: 'LIV-2026-100001' },
      { userId: customer.userId, accountId, submittedAt: sameMoment, orderNumber: 'LIV-2026-100002' },
    ]);
    expect(ids(await list(customer, 'status=open&recordsPerPage=2'))).toEqual([twins[1]!.id, twins[0]!.id]);
  });

  it('answers an empty page past the end, with the total', async () => {
    expect(await list(customer, 'status=open&page=9&recordsPerPage=10')).toEqual({ page: 9, recordsPerPage: 10, totalRecords: 27, orderList: [] });
  });

  it('takes the page size from configuration when the browser names none, and says so in the client config', async () => {
    expect((await list(customer, 'status=open')).orderList).toHaveLength(10);
    const configured: TestApp = await createTestApp(
      { orderRecordsPerPage: 4, rateLimit: { max: 10_000, timeWindowMs: 60_000 } },
      { accessTokenVerifier: context.signer.verifier, database: context.subject.database },
    );
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/orders?status=open', headers: { authorization: `Bearer ${customer.token}` } });
      expect(response.json()).toMatchObject({ recordsPerPage: 4, totalRecords: 27 });
      expect((response.json() as OrderListPage).orderList).toHaveLength(4);
      const clientConfig = await configured.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(clientConfig.json()).toMatchObject({ orderRecordsPerPage: 4 });
    } finally {
      await configured.close();
    }
    expect((await context.subject.app.inject({ method: 'GET', url: '/api/client-config' })).json()).toMatchObject({ orderRecordsPerPage: 10 });
  });
});

describe('refusals', () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await personalCustomer(context, 'Tama');
  });

  it.each(['', 'status=', 'status=Open', 'status=draft', 'status=all', 'status=open,closed', 'status=open&status=closed'])(
    'refuses %j with 400 at /status',
    async (query) => {
      const response = await customer.call('GET', `/api/orders?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/status', message: ORDER_LIST_STATUS_MESSAGE }] });
    },
  );

  it('needs a token, and a profile', async () => {
    expect((await context.guest('GET', '/api/orders?status=open')).statusCode).toBe(401);
    expect((await context.guest('GET', '/api/orders/requesters')).statusCode).toBe(401);
    const withoutProfile = await signIn(context, 'no.profile@orders.example.co.nz');
    expect((await withoutProfile.call('GET', '/api/orders?status=open')).statusCode).toBe(404);
    expect((await withoutProfile.call('GET', '/api/orders/requesters')).statusCode).toBe(404);
  });
});
