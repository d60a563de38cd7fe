// GET /api/orders?status=open|closed&page=&recordsPerPage= (issue 12): the
// server splits open from closed orders and pages them in the database, so a
// customer with more orders than one page still sees every order, in the right
// list, exactly once. Closed means a status of completed, complete or
// cancelled (any case); every other status is open. Another account's orders
// never appear, and an unknown list is refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIST_STATUS_MESSAGE } from '../../src/server/orders/messages';
import { createOrdersTestContext, personalCustomer, type OrdersTestContext } from './orderFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';

interface Listed {
  page: number;
  totalRecords: number;
  orderList: Array<{ orderId: string; orderNumber: string; status: string; submittedDate: string }>;
}

let context: OrdersTestContext;
beforeAll(async () => {
  context = await createOrdersTestContext();
});
afterAll(async () => context?.subject.close());

let serial = 0;
/** Order rows for `userId` (in their account), one per status, one minute apart, newest last. */
async function insertOrders(userId: string, statuses: string[]): Promise<Array<{ id: string; status: string }>> {
  const { db } = context.subject.database;
  const { accountId } = await db.selectFrom('customer_user').select('account_id as accountId').where('id', '=', userId).executeTakeFirstOrThrow();
  const start = Date.UTC(2026, 0, 1);
  return db
    .insertInto('customer_order')
    .values(
      statuses.map((status, index) => ({
        order_number: `LIV-2026-9${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(5, '0')}`,
        order_type: 'LiveningIcpOrder',
        status,
        account_id: accountId,
        user_id: userId,
        contact_id: userId,
        transaction_key: randomUUID(),
        document: JSON.stringify({}),
        summary: JSON.stringify({ siteLabel: `Site ${index}`, serviceType: 'Livening (ICP number)' }),
        submitted_at: new Date(start + index * 60_000),
      })),
    )
    .returning(['id', 'status'])
    .execute();
}

describe('the open and closed order lists', () => {
  // 60 orders: every 4th closed, in the statuses (and cases) the portal has always treated as closed.
  const CLOSED = ['Completed', 'cancelled', 'COMPLETE'];
  const statuses = Array.from({ length: 60 }, (_, index) => (index % 4 === 3 ? CLOSED[index % 3]! : index % 8 === 0 ? 'In progress' : 'Submitted'));
  const closedCount = statuses.filter((status) => CLOSED.includes(status)).length; // 15
  const openCount = statuses.length - closedCount; // 45
  let customer: Awaited<ReturnType<typeof personalCustomer>>;
  let stranger: Awaited<ReturnType<typeof personalCustomer>>;
  let mine: Array<{ id: string; status: string }>;
  let theirs: Array<{ id: string; status: string }>;

  beforeAll(async () => {
    customer = await personalCustomer(context, 'Hemi');
    stranger = await personalCustomer(context, 'Tui');
    mine = await insertOrders(customer.userId, statuses);
    theirs = await insertOrders(stranger.userId, ['Submitted', 'Completed', 'Submitted']);
  });

  const list = async (caller: typeof customer, query: string) => {
    const response = await caller.call('GET', `/api/orders?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Listed;
  };

  /** Every page of a list, in order. */
  const allPages = async (caller: typeof customer, status: string, recordsPerPage: number) => {
    const pages: Listed[] = [];
    for (let page = 1; page <= 10; page++) {
      const listed = await list(caller, `status=${status}&page=${page}&recordsPerPage=${recordsPerPage}`);
      pages.push(listed);
      if (listed.orderList.length < recordsPerPage) break;
    }
    return pages;
  };

  it('counts and pages the open orders in the database, newest first', async () => {
    expect(openCount).toBe(45);
    const pages = await allPages(customer, 'open', 20);
    expect(pages.map((page) => [page.page, page.totalRecords, page.orderList.length])).toEqual([
      [1, 45, 20],
      [2, 45, 20],
      [3, 45, 5],
    ]);
    const listed = pages.flatMap((page) => page.orderList);
    const expected = mine.filter((order) => !CLOSED.includes(order.status)).reverse();
    expect(listed.map((order) => order.orderId)).toEqual(expected.map((order) => order.id));
    const dates = listed.map((order) => order.submittedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('counts and pages the closed orders in the database', async () => {
    expect(closedCount).toBe(15);
    const pages = await allPages(customer, 'closed', 10);
    expect(pages.map((page) => [page.page, page.totalRecords, page.orderList.length])).toEqual([
      [1, 15, 10],
      [2, 15, 5],
    ]);
    const listed = pages.flatMap((page) => page.orderList);
    expect(listed.map((order) => order.orderId)).toEqual(
      mine
        .filter((order) => CLOSED.includes(order.status))
        .reverse()
        .map((order) => order.id),
    );
  });

  it('has more than the default page of 50 in all, and open and closed together are all of them', async () => {
    const open = await list(customer, 'status=open');
    const closed = await list(customer, 'status=closed');
    expect(open.orderList).toHaveLength(45);
    expect(closed.orderList).toHaveLength(15);
    const ids = [...open.orderList, ...closed.orderList].map((order) => order.orderId).sort();
    expect(ids).toEqual(mine.map((order) => order.id).sort());
    // Without status: both lists, paged as before (50 by default).
    const both = await list(customer, '');
    expect([both.totalRecords, both.orderList.length]).toEqual([60, 50]);
    expect((await list(customer, 'page=2')).orderList).toHaveLength(10);
  });

  it('answers an empty page past the end, with the total', async () => {
    expect(await list(customer, 'status=closed&page=4&recordsPerPage=10')).toEqual({ page: 4, totalRecords: 15, orderList: [] });
  });

  it('never shows another account\'s orders', async () => {
    const seen = new Set<string>();
    for (const status of ['open', 'closed']) {
      for (const page of await allPages(customer, status, 50)) page.orderList.forEach((order) => seen.add(order.orderId));
    }
    expect(theirs.some((order) => seen.has(order.id))).toBe(false);
    expect((await list(stranger, 'status=open')).orderList.map((order) => order.orderId).sort()).toEqual(
      theirs.filter((order) => order.status === 'Submitted').map((order) => order.id).sort(),
    );
    expect(await list(stranger, 'status=closed')).toMatchObject({ totalRecords: 1, orderList: [{ orderId: theirs[1]!.id }] });
  });

  it.each(['', 'Open', 'draft', 'all', 'open,closed'])('refuses status=%j with 400 at /status', async (status) => {
    const response = await customer.call('GET', `/api/orders?status=${encodeURIComponent(status)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/status', message: ORDER_LIST_STATUS_MESSAGE }] });
  });

  it('refuses status given twice', async () => {
    const response = await customer.call('GET', '/api/orders?status=open&status=closed');
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Array<{ pointer: string }> }).errors).toEqual([{ pointer: '/status', message: ORDER_LIST_STATUS_MESSAGE }]);
  });

  it('needs a token', async () => {
    expect((await context.guest('GET', '/api/orders?status=open')).statusCode).toBe(401);
  });
});
