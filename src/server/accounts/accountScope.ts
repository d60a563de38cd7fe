// Who the caller is within their customer account. Order endpoints use it to
// decide what a caller may see: every member of a business account sees all
// of that account's orders (spec 1, sections 1 and 6).
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
