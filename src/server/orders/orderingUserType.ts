// The account type of whoever sends an order or a draft, written into the
// document before its hidden fields are dropped (docs/decisions/0022): the
// form's conditions read it (a personal customer is offered no NZBN and no
// business name, spec 2 section 4.3), so the server must not take the
// browser's word for it. A signed-in customer's comes from their own account;
// a guest, or a sign-in without a completed profile, has none.
import type { AccountScope } from '../accounts/accountScope';
import type { Executor } from '../accounts/profileRepository';
import type { CustomerAccountType, JsonObject } from '../db/schema';
import { formDisplaySchema } from '../validation/formSchemaVersion';
import { isPlainObject } from './orderTypes';

/** The document field the form's conditions read (schemas/livening/schema.json). */
export const USER_TYPE_FIELD = 'userType';

/** The account's type; undefined without a scope (a guest). */
export async function accountTypeOf(db: Executor, scope: AccountScope | undefined): Promise<CustomerAccountType | undefined> {
  if (!scope) return undefined;
  const row = await db.selectFrom('customer_account').select('type').where('id', '=', scope.accountId).executeTakeFirst();
  return row?.type;
}

/**
 * The caller's account scope (accountScopeOf) and its account's type, in one query: a submission
 * needs both, and asking for them one after the other cost a round trip more per signed-in
 * submission. Undefined when the sign-in has no completed profile.
 */
export async function accountScopeWithTypeOf(db: Executor, subject: string): Promise<{ scope: AccountScope; type: CustomerAccountType } | undefined> {
  const row = await db
    .selectFrom('customer_user')
    .innerJoin('customer_account', 'customer_account.id', 'customer_user.account_id')
    .select(['customer_user.id as userId', 'customer_user.account_id as accountId', 'customer_user.is_admin as isAdmin', 'customer_account.type as type'])
    .where('customer_user.subject', '=', subject)
    .executeTakeFirst();
  return row ? { scope: { userId: row.userId, accountId: row.accountId, isAdmin: row.isAdmin }, type: row.type } : undefined;
}

async function declaresUserType(form: string): Promise<boolean> {
  const schema = await formDisplaySchema(form);
  return isPlainObject(schema) && isPlainObject(schema['properties']) && USER_TYPE_FIELD in schema['properties'];
}

/**
 * The document with the caller's account type in place of whatever was sent
 * (removed for a guest). A form that does not declare the field gets the
 * document unchanged, and refuses a sent value as it refuses any unknown field.
 */
export async function withCallerUserType(form: string, document: JsonObject, userType: CustomerAccountType | undefined): Promise<JsonObject> {
  if (!(await declaresUserType(form))) return document;
  const { [USER_TYPE_FIELD]: _sent, ...rest } = document;
  return userType === undefined ? rest : { ...rest, [USER_TYPE_FIELD]: userType };
}
