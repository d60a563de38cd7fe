// The accounts tables: customer_account and customer_user. Functions take the
// executor to use, so callers run several of them in one transaction (on
// PGlite, inside a transaction always pass the transaction, never the db).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { NewAccountValues, PersonValues, ProfileRow } from './profileMapping';

/** A Kysely instance or a transaction (a Transaction is a Kysely). */
export type Executor = Kysely<DatabaseSchema>;

function selectProfileRows(db: Executor) {
  return db
    .selectFrom('customer_user as u')
    .innerJoin('customer_account as a', 'a.id', 'u.account_id')
    .select([
      'u.id as userId',
      'u.subject as subject',
      'u.email as email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.mobile as mobile',
      'u.alternate_phone as alternatePhone',
      'u.is_admin as isAdmin',
      'a.id as accountId',
      'a.type as accountType',
      'a.business_name as businessName',
      'a.company_nzbn as companyNzbn',
      'a.billing_address_display as billingAddressDisplay',
      'a.billing_address_id as billingAddressId',
      'a.manually_entered_billing_address as manuallyEnteredBillingAddress',
      'a.manual_billing_address as manualBillingAddress',
    ]);
}

/** The caller's profile, or undefined when they have not completed one. */
export async function findProfileBySubject(db: Executor, subject: string): Promise<ProfileRow | undefined> {
  return selectProfileRows(db).where('u.subject', '=', subject).executeTakeFirst();
}

export async function hasProfile(db: Executor, subject: string): Promise<boolean> {
  const row = await db.selectFrom('customer_user').select('id').where('subject', '=', subject).executeTakeFirst();
  return row !== undefined;
}

export async function insertAccount(db: Executor, values: NewAccountValues): Promise<string> {
  const row = await db.insertInto('customer_account').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface NewUserValues extends PersonValues {
  subject: string;
  account_id: string;
  email: string;
  is_admin: boolean;
}

export async function insertUser(db: Executor, values: NewUserValues): Promise<string> {
  const row = await db.insertInto('customer_user').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the editable details (and refreshes the sign-in email when given). */
export async function updatePerson(db: Executor, userId: string, values: PersonValues & { email?: string }): Promise<void> {
  await db.updateTable('customer_user').set(values).where('id', '=', userId).execute();
}

export async function businessAccountWithNzbnExists(db: Executor, nzbn: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_account')
    .select('id')
    .where('type', '=', 'business')
    .where('company_nzbn', '=', nzbn)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether someone with this email (any case) already belongs to the account. */
export async function accountHasMemberWithEmail(db: Executor, accountId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_user')
    .select('id')
    .where('account_id', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}
