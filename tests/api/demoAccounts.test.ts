// The demo accounts `npm start` creates in development: one of each kind of
// user, made through the real sign-up and profile functions, created once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../src/server/demo/demoAccounts';
import { findIdentityAccountByEmail, verifyIdentityPassword } from '../../src/server/identity/embedded/identityAccounts';
import { createExtraTokenClaims } from '../../src/server/identity/embedded/accountClaims';
import { DEFAULT_STAFF_ROLE_CLAIM } from '../../src/server/auth/accessTokens';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/database';
import { OPEN_TIMEOUT_MS, openTestDatabase, testBackend } from '../storage/testDatabase';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
}, OPEN_TIMEOUT_MS);
afterAll(async () => database?.close());

async function userByEmail(email: string) {
  return database.db
    .selectFrom('customer_user')
    .innerJoin('customer_account', 'customer_account.id', 'customer_user.account_id')
    .select(['customer_user.account_id', 'customer_user.is_admin', 'customer_account.type', 'customer_account.business_name'])
    .where('customer_user.email', '=', email)
    .executeTakeFirst();
}

describe(`demo accounts (${testBackend})`, () => {
  it('creates each kind of user once, each able to sign in with the demo password', async () => {
    const created = await seedDemoAccounts(database.db, 'http://localhost:3000');
    expect(created.sort()).toEqual(Object.values(DEMO_ACCOUNTS).map((account) => account.email).sort());
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(await verifyIdentityPassword(database.db, account.email, DEMO_PASSWORD)).toBeTruthy();
    }
    expect(await seedDemoAccounts(database.db, 'http://localhost:3000')).toEqual([]);
  });

  it('makes the admin the admin of a business the member joined by invitation', async () => {
    const admin = await userByEmail(DEMO_ACCOUNTS.businessAdmin.email);
    const member = await userByEmail(DEMO_ACCOUNTS.businessMember.email);
    expect(admin).toMatchObject({ is_admin: true, type: 'business', business_name: 'Kōwhai Electrical Ltd' });
    expect(member).toMatchObject({ is_admin: false, account_id: admin?.account_id });
    const invitation = await database.db.selectFrom('business_invitation').selectAll().where('email', '=', DEMO_ACCOUNTS.businessMember.email).executeTakeFirstOrThrow();
    expect(invitation.accepted_at).not.toBeNull();
  });

  it('gives the personal user a personal account and the newcomer none', async () => {
    expect(await userByEmail(DEMO_ACCOUNTS.personal.email)).toMatchObject({ type: 'personal', is_admin: false });
    expect(await userByEmail(DEMO_ACCOUNTS.noProfile.email)).toBeUndefined();
  });

  it("gives the staff account, and only it, the staff role in its access tokens (under the configured claim), and no customer profile", async () => {
    const claimsOf = async (email: string, staffRole = DEFAULT_STAFF_ROLE_CLAIM) => {
      const account = await findIdentityAccountByEmail(database.db, email);
      if (!account) throw new Error(`${email} has no sign-in`);
      // What oidc-provider hands extraTokenClaims for an access token issued to this account.
      return createExtraTokenClaims(database.db, staffRole)({} as never, { accountId: account.subject } as never);
    };
    expect(await claimsOf(DEMO_ACCOUNTS.staff.email)).toEqual({ email: DEMO_ACCOUNTS.staff.email, roles: ['staff'] });
    expect(await claimsOf(DEMO_ACCOUNTS.staff.email, { claim: 'https://portal.example/roles', value: 'back-office' })).toEqual({
      email: DEMO_ACCOUNTS.staff.email,
      'https://portal.example/roles': ['back-office'],
    });
    for (const account of [DEMO_ACCOUNTS.personal, DEMO_ACCOUNTS.businessAdmin, DEMO_ACCOUNTS.noProfile]) {
      expect(await claimsOf(account.email)).toEqual({ email: account.email });
    }
    expect(await userByEmail(DEMO_ACCOUNTS.staff.email)).toBeUndefined();
  });
});
