// PUT /api/orders/cancel { cancelledReason, orderId } (spec 3 sections 4 and
// 5, "Cancellation" and "Cancel"; issue 16): a request to cancel puts the
// order under review for staff, through an event of its history in the
// customer's name; it does not cancel the order. It is refused (409) once
// asked, for a closed order and for a disconnection, and a reason that is not
// one of the four (400 Cancel reason is required) writes nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_NOT_OFFERED_MESSAGE } from '../../src/server/orders/lifecycle/orderTransitions';
import { CANCEL_REASONS, CANCELLATION_REVIEW_ACTIVITY, type OrderState } from '../../src/shared/orders/orderState';
import { createOrdersTestContext, moveOrderTo, personalCustomer, type OrdersTestContext } from './orderFixtures';
import { accountOf, insertOrderRows } from './orderRows';
import type { Caller } from './profileFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';

let context: OrdersTestContext;
let customer: Caller & { userId: string };
beforeAll(async () => {
  context = await createOrdersTestContext();
  customer = await personalCustomer(context, 'Aroha');
});
afterAll(async () => context?.subject.close());

const db = () => context.subject.database.db;

async function newOrder(orderType: 'LiveningIcpOrder' | 'DisconnectionOrder' = 'LiveningIcpOrder'): Promise<string> {
  const [order] = await insertOrderRows(db(), [{ userId: customer.userId, accountId: await accountOf(db(), customer.userId), orderType, submittedAt: new Date(), siteLabel: '12 Queen Street' }]);
  return order!.id;
}

async function eventsOf(orderId: string) {
  return db().selectFrom('order_event').selectAll().where('order_id', '=', orderId).orderBy('sequence').execute();
}

async function stored(orderId: string) {
  return db().selectFrom('customer_order').select(['state', 'progress_status', 'current_activity', 'state_version']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

const cancel = (orderId: unknown, cancelledReason: unknown) => customer.call('PUT', '/api/orders/cancel', { orderId, cancelledReason });

describe('a request to cancel', () => {
  it('puts the order under review, remembering where it was, and answers true', async () => {
    const orderId = await newOrder();
    await moveOrderTo(context, orderId, 'Assessing');
    const before = (await stored(orderId)).state as unknown as OrderState;

    const response = await cancel(orderId, 'Replaced by new order');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);

    const after = await stored(orderId);
    expect(after).toMatchObject({ progress_status: 'in progress', current_activity: CANCELLATION_REVIEW_ACTIVITY, state_version: 3 });
    expect(after.state).toMatchObject({
      progressStatus: 'in progress',
      currentActivity: CANCELLATION_REVIEW_ACTIVITY,
      cancelReason: null,
      closedAt: null,
      cancellationRequest: { reason: 'Replaced by new order', requestedBy: 'Aroha Ngata', previousActivity: 'Assessing', previousStatus: 'in progress', requestedAt: expect.any(String) },
    });

    const events = await eventsOf(orderId);
    expect(events.map((event) => event.kind)).toEqual(['submitted', 'activity-set', 'cancellation-requested']);
    expect(events[2]).toMatchObject({
      sequence: 3,
      actor_kind: 'customer',
      actor_subject: customer.sub,
      actor_name: 'Aroha Ngata',
      before,
      after: after.state,
      detail: { reason: 'Replaced by new order' },
    });
  });

  it.each(CANCEL_REASONS.map((reason) => [reason]))('takes the reason %j', async (reason) => {
    expect((await cancel(await newOrder(), reason)).statusCode).toBe(200);
  });
});

describe('what is refused', () => {
  it('a second request while the first waits for staff: 409, nothing written', async () => {
    const orderId = await newOrder();
    expect((await cancel(orderId, 'No longer required')).statusCode).toBe(200);
    const before = await eventsOf(orderId);
    const again = await cancel(orderId, 'Cost too high');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CANCELLATION_NOT_OFFERED_MESSAGE });
    expect(await eventsOf(orderId)).toEqual(before);
  });

  it('a disconnection, which cannot be cancelled online: 409, nothing written', async () => {
    const orderId = await newOrder('DisconnectionOrder');
    const response = await cancel(orderId, 'No longer required');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: CANCELLATION_NOT_OFFERED_MESSAGE });
    expect(await eventsOf(orderId)).toHaveLength(1);
    expect((await stored(orderId)).current_activity).toBe('Order received');
  });

  it('a completed order: 409', async () => {
    const orderId = await newOrder();
    await moveOrderTo(context, orderId, 'Completed');
    expect((await cancel(orderId, 'No longer required')).statusCode).toBe(409);
    expect(await eventsOf(orderId)).toHaveLength(2);
  });

  it.each([
    ['a reason not on the list', 'Changed my mind'],
    ['a reason in another case', 'no longer required'],
    ['an empty reason', ''],
    ['no reason', undefined],
    ['a reason that is not text', 3],
  ])('%s: 400 Cancel reason is required at /cancelledReason, nothing written', async (_case, reason) => {
    const orderId = await newOrder();
    const response = await cancel(orderId, reason);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/cancelledReason', message: 'Cancel reason is required' }] });
    expect(await eventsOf(orderId)).toHaveLength(1);
  });

  it('no orderId: 400 at /orderId; an order that is not there: 404; nothing written anywhere', async () => {
    const { rows: before } = await sql<{ n: number }>`select count(*)::int as n from order_event`.execute(db());
    const missing = await customer.call('PUT', '/api/orders/cancel', { cancelledReason: 'Cost too high' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: VALIDATION_FAILED, errors: [{ pointer: '/orderId', message: 'Say which order to cancel (orderId)' }] });
    for (const orderId of [randomUUID(), 'not-an-id']) {
      const response = await cancel(orderId, 'Cost too high');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find that order' });
    }
    const { rows: after } = await sql<{ n: number }>`select count(*)::int as n from order_event`.execute(db());
    expect(after).toEqual(before);
  });

  it('without a token: 401', async () => {
    expect((await context.guest('PUT', '/api/orders/cancel', { orderId: await newOrder(), cancelledReason: 'Cost too high' })).statusCode).toBe(401);
  });
});
