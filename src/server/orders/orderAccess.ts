// Who may see an order or a draft (DESIGN.md section 6): the person who
// placed it, or any member of the same customer account (every member of a
// business account sees all of its orders; a personal account has one
// person). Guests' orders belong to nobody's account and are never listed.
// Callers answer 404 whether the id does not exist or is someone else's, so
// a guess learns nothing.
import type { ExpressionBuilder } from 'kysely';
import { accountScopeOf, type AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { DatabaseSchema } from '../db/schema';
import { isUuid } from './orderTypes';

/** A where-clause: orders `scope` may see. */
export function orderVisibleTo(scope: AccountScope) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) =>
    eb.or([eb('customer_order.user_id', '=', scope.userId), eb('customer_order.account_id', '=', scope.accountId)]);
}

/** A where-clause: drafts `scope` may see, change and delete. */
export function draftVisibleTo(scope: AccountScope) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'order_draft'>) =>
    eb.or([eb('order_draft.user_id', '=', scope.userId), eb('order_draft.account_id', '=', scope.accountId)]);
}

/** Whether the signed-in `subject` may see this order. False for unknown, malformed or others' ids. */
export async function canSeeOrder(db: Executor, subject: string, orderId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const scope = await accountScopeOf(db, subject);
  if (!scope) return false;
  return canScopeSeeOrder(db, scope, orderId);
}

export async function canScopeSeeOrder(db: Executor, scope: AccountScope, orderId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const row = await db
    .selectFrom('customer_order')
    .select('id')
    .where('id', '=', orderId)
    .where(orderVisibleTo(scope))
    .executeTakeFirst();
  return row !== undefined;
}
