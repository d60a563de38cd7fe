// Shared by the users and business-invitation API tests: a test app that
// trusts test tokens, a caller helper, profile documents and valid NZBNs.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './testApp';
import { createTestTokenSigner, type TestTokenSigner } from './testTokens';

export interface AccountsTestContext {
  subject: TestApp;
  signer: TestTokenSigner;
}

export async function createAccountsTestApp(): Promise<AccountsTestContext> {
  const signer = await createTestTokenSigner();
  // A generous rate limit: a test file makes a few hundred requests from one address.
  const subject = await createTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 } }, { accessTokenVerifier: signer.verifier });
  return { subject, signer };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in person: `call` sends their bearer token (with the email claim unless `email` is null). */
export interface Caller {
  sub: string;
  email: string | null;
  token: string;
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

let counter = 0;

export async function signIn(context: AccountsTestContext, email: string | null, sub = `local|test-${++counter}-${Date.now()}`): Promise<Caller> {
  const token = await context.signer.sign(sub, email === null ? {} : { email });
  return {
    sub,
    email,
    token,
    call: (method, url, payload) =>
      context.subject.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A valid NZBN (GS1 check digit) ending in the given serial, distinct per serial. */
export function validNzbn(serial: number): string {
  const first12 = `942904${String(serial).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

export const LOOKUP_BILLING = {
  billingAddressDisplay: '12 Queen Street, Auckland Central, Auckland 1010',
  billingAddressId: '2-.F.1W.p.0Q2zf',
  manuallyEnteredBillingAddress: false,
} as const;

export function personalProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'personal', firstName: 'Aroha', lastName: 'Ngata', mobile: '021 123 4567', ...LOOKUP_BILLING, ...overrides };
}

export function newBusinessProfile(nzbn: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'business',
    isInvitedUser: 'false',
    firstName: 'Tāne',
    lastName: 'Williams',
    mobile: '027 555 0199',
    businessName: 'Kauri Electrical Limited',
    companyNzbn: nzbn,
    billingAddressDisplay: 'Level 2, 36 Customhouse Quay, Wellington Central, Wellington 6011',
    billingAddressId: '2-.3.1q.5.4Pkr',
    manuallyEnteredBillingAddress: false,
    ...overrides,
  };
}

export function joiningProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'business',
    isInvitedUser: 'true',
    firstName: 'Mere',
    lastName: 'Tautahi',
    mobile: '022 987 6543',
    businessName: 'Whatever I Typed Ltd',
    ...overrides,
  };
}

/** Rows in the accounts tables, to prove a refused request stored nothing. */
export async function accountRowCounts(context: AccountsTestContext): Promise<{ accounts: number; users: number; acceptedInvitations: number }> {
  const { rows } = await sql<{ accounts: number; users: number; acceptedInvitations: number }>`
    select (select count(*) from customer_account)::int as accounts,
           (select count(*) from customer_user)::int as users,
           (select count(*) from business_invitation where accepted_at is not null)::int as "acceptedInvitations"
  `.execute(context.subject.database.db);
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return row;
}
