// The embedded provider's account store: create an account, look one up,
// check a password. Other modules (demo-account seeding, tests) use these
// rather than the table.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema, IdentityAccountTable } from '../../db/schema';
import { normaliseEmail } from './credentialRules';
import { hashPassword, spendPasswordCheckTime, verifyPassword } from './passwordHash';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export type IdentityAccount = Selectable<IdentityAccountTable>;

export class EmailAlreadyRegisteredError extends Error {
  constructor(readonly email: string) {
    super(`An account with the email ${email} already exists`);
    this.name = 'EmailAlreadyRegisteredError';
  }
}

/** `local|` + 128 random bits: a provider prefix like Auth0's `auth0|…`, and unguessable. */
export function newSubject(): string {
  return `local|${randomBytes(16).toString('hex')}`;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creates an account with a hashed password. Callers validate the email and
 * password first (credentialRules.ts); this only enforces uniqueness, which
 * the database decides, so two simultaneous sign-ups cannot both win.
 */
export async function createIdentityAccount(
  db: Executor,
  { email, password }: { email: string; password: string },
): Promise<{ subject: string; email: string }> {
  const address = normaliseEmail(email);
  if (await findIdentityAccountByEmail(db, address)) throw new EmailAlreadyRegisteredError(address);
  const passwordHash = await hashPassword(password);
  try {
    return await db
      .insertInto('identity_account')
      .values({ subject: newSubject(), email: address, password_hash: passwordHash })
      .returning(['subject', 'email'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailAlreadyRegisteredError(address);
    throw error;
  }
}

export async function findIdentityAccountByEmail(db: Executor, email: string): Promise<IdentityAccount | undefined> {
  return db
    .selectFrom('identity_account')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email).toLowerCase()))
    .executeTakeFirst();
}

/**
 * Gives (or takes away) the staff role of the person signing in with `email`:
 * their next access token carries it. Answers false when nobody has that email.
 */
export async function setStaffRole(db: Executor, email: string, isStaff: boolean): Promise<boolean> {
  const result = await db
    .updateTable('identity_account')
    .set({ is_staff: isStaff })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email).toLowerCase()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findIdentityAccountBySubject(db: Executor, subject: string): Promise<IdentityAccount | undefined> {
  return db.selectFrom('identity_account').selectAll().where('subject', '=', subject).executeTakeFirst();
}

/**
 * The account when `password` is its password, otherwise undefined. An
 * unknown email takes as long as a wrong password, so the answer time does
 * not tell an attacker which addresses are registered.
 */
export async function verifyIdentityPassword(db: Executor, email: string, password: string): Promise<IdentityAccount | undefined> {
  const account = await findIdentityAccountByEmail(db, email);
  if (!account?.password_hash) {
    await spendPasswordCheckTime(password);
    return undefined;
  }
  return (await verifyPassword(password, account.password_hash)) ? account : undefined;
}

/**
 * Creates an account whose email was just proven (a sign-up confirmed by its
 * mailed link) from an already hashed password. Undefined when the email has
 * an account already: the database's unique index decides, so two
 * confirmations at the same moment cannot both create one.
 */
export async function insertVerifiedIdentityAccount(
  db: Executor,
  { email, passwordHash }: { email: string; passwordHash: string },
): Promise<{ id: string; subject: string; email: string } | undefined> {
  return db
    .insertInto('identity_account')
    .values({ subject: newSubject(), email: normaliseEmail(email), password_hash: passwordHash, email_verified: true })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'subject', 'email'])
    .executeTakeFirst();
}
