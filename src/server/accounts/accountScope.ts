// Who the caller is within their customer account. Order endpoints use it to
// decide what a caller may see: every member of a business account sees all
// of that account's orders (spec 1, sections 1 and 6).
import { ApiError } from '../errors';
import { NO_ACCOUNT_MESSAGE } from './messages';
import type { Executor } from './profileRepository';

export interface AccountScope {
  /** customer_user.id: the spec's contactId. */
  userId: string;
  accountId: string;
  isAdmin: boolean;
}

/** The caller's account, or undefined when the sign-in has no completed profile. */
export async function accountScopeOf(db: Executor, subject: string): Promise<AccountScope | undefined> {
  return db
    .selectFrom('customer_user')
    .select(['id as userId', 'account_id as accountId', 'is_admin as isAdmin'])
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/**
 * The caller's account, for endpoints about a customer's own things (orders,
 * drafts, payments): without a completed profile nothing is theirs, so the
 * answer is the same 404 as for an unknown id.
 */
export async function requireAccountScope(db: Executor, subject: string): Promise<AccountScope> {
  const scope = await accountScopeOf(db, subject);
  if (!scope) throw new ApiError(404, NO_ACCOUNT_MESSAGE);
  return scope;
}
