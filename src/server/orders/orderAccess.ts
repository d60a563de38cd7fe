// Who may see an order or a draft (DESIGN.md section 6): the person who
// placed it, or any member of the same customer account (every member of a
// business account sees all of its orders; a personal account has one
// person). Guests' orders belong to nobody's account and are never listed.
// Callers answer 404 whether the id does not exist or is someone else's, so
// a guess learns nothing.
//
// The lists ask the same question of a whole account, and there the OR of
// orderVisibleTo cannot follow the account's index in date order: with
// 100,000 orders it reads them all for every page. A person's orders are
// stored with the account they had then, so unless they have since moved to
// another account, their own orders are among the account's and "placed by
// me or in my account" is just "in my account". orderListVisibility asks that
// first (three index probes) and uses the OR only for someone who moved.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { accountScopeOf, type AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { DatabaseSchema } from '../db/schema';
import { isUuid } from './orderTypes';

/** A where-clause: orders `scope` may see. */
export function orderVisibleTo(scope: AccountScope) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) =>
    eb.or([eb('customer_order.user_id', '=', scope.userId), eb('customer_order.account_id', '=', scope.accountId)]);
}

/** A where-clause: the orders of `scope`'s account. */
function orderInAccountOf(scope: AccountScope) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) => eb('customer_order.account_id', '=', scope.accountId);
}

/**
 * Whether `scope`'s person placed orders that are not in their account now.
 * Three range probes of customer_order_user_account_idx (migration 0013),
 * not a scan of their orders: `<>` is no index condition, `<` and `>` are.
 */
async function hasOrdersOutsideAccount(db: Executor, scope: AccountScope): Promise<boolean> {
  const { rows } = await sql<{ outside: boolean }>`
    select exists (select 1 from customer_order where user_id = ${scope.userId} and account_id < ${scope.accountId})
        or exists (select 1 from customer_order where user_id = ${scope.userId} and account_id > ${scope.accountId})
        or exists (select 1 from customer_order where user_id = ${scope.userId} and account_id is null) as outside
  `.execute(db);
  return rows[0]?.outside === true;
}

/** A where-clause for the lists: exactly the orders orderVisibleTo(scope) allows, in a form the account's indexes serve. */
export async function orderListVisibility(
  db: Executor,
  scope: AccountScope,
): Promise<(eb: ExpressionBuilder<DatabaseSchema, 'customer_order'>) => Expression<SqlBool>> {
  return (await hasOrdersOutsideAccount(db, scope)) ? orderVisibleTo(scope) : orderInAccountOf(scope);
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
