// A customer asks to cancel an order (spec 3 sections 4 and 5, "Cancellation";
// PUT /api/orders/cancel). It does not cancel: the order waits in the portal's
// "Reviewing cancellation request" activity until staff accept or decline
// (the staff console), and the request is an event of the order's history
// like any other change, in the customer's name.
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import { ApiError } from '../errors';
import { changeOrder, type OrderActor } from './lifecycle/orderChanges';
import { requestCancellation } from './lifecycle/orderTransitions';
import { ORDER_NOT_FOUND_MESSAGE } from './messages';
import { isTrackedOrderOf } from './orderDetail';
import { joinParts } from './orderText';

/** The customer as the order's history names them: their profile's name. */
async function customerActor(db: Executor, scope: AccountScope, subject: string): Promise<OrderActor> {
  const person = await db.selectFrom('customer_user').select(['first_name', 'last_name']).where('id', '=', scope.userId).executeTakeFirstOrThrow();
  return { kind: 'customer', subject, name: joinParts([person.first_name.trim(), person.last_name.trim()], ' ') };
}

/**
 * Records the request to cancel `orderId` for `reason` (one of CANCEL_REASONS,
 * checked by the route). 404 unless `scope` may see the order and track it
 * online; 409 when cancellation is not offered (closed, already under review,
 * a disconnection) or the order changed meanwhile.
 */
export async function requestOrderCancellation(db: Executor, scope: AccountScope, subject: string, { orderId, reason }: { orderId: string; reason: string }): Promise<void> {
  if (!(await isTrackedOrderOf(db, scope, orderId))) throw new ApiError(404, ORDER_NOT_FOUND_MESSAGE);
  const actor = await customerActor(db, scope, subject);
  await changeOrder(db, orderId, actor, (order, now) => ({
    kind: 'cancellation-requested',
    after: requestCancellation(order.state, order.workflow, { reason, requestedBy: actor.name }, now),
    detail: { reason },
  }));
}
