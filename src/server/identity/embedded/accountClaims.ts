// What the provider says about an account: `findAccount` for ID tokens and
// userinfo, and the `email` claim added to access tokens for our API.
import type { Kysely } from 'kysely';
import type { AccessToken, Account, AccountClaims, ClientCredentials, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import type { DatabaseSchema } from '../../db/schema';
import { findIdentityAccountBySubject, type IdentityAccount } from './identityAccounts';

/**
 * Scopes and the claims they release (created_at and password_changed_at are
 * ISO date-times). A new object each time: oidc-provider reshapes what it is given.
 */
export function scopeClaims(): Record<'openid' | 'email' | 'profile', string[]> {
  return {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['created_at', 'password_changed_at'],
  };
}

export function claimsOf(account: IdentityAccount): AccountClaims {
  return {
    sub: account.subject,
    email: account.email,
    email_verified: account.email_verified,
    // The portal shows "Created {date}" or "Last updated {date}" from these.
    created_at: account.created_at.toISOString(),
    ...(account.password_changed_at ? { password_changed_at: account.password_changed_at.toISOString() } : {}),
  };
}

/** oidc-provider's `findAccount`: the account id is the subject. */
export function createFindAccount(db: Kysely<DatabaseSchema>): FindAccount {
  return async (_ctx, sub): Promise<Account | undefined> => {
    const account = await findIdentityAccountBySubject(db, sub);
    if (!account) return undefined;
    return { accountId: account.subject, claims: () => claimsOf(account) };
  };
}

/**
 * `extraTokenClaims`: our API identifies the caller by `sub` and reads the
 * sign-in email from the access token (as it does with Auth0), so add it;
 * and the company's staff carry the staff role under the configured claim
 * (`roles: ["staff"]` by default), which the API's back office requires.
 */
export function createExtraTokenClaims(db: Kysely<DatabaseSchema>, staffRole: { claim: string; value: string }) {
  return async (_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials): Promise<Record<string, unknown> | undefined> => {
    // Client-credentials tokens have no account (and that grant is not enabled anyway).
    if (!('accountId' in token) || !token.accountId) return undefined;
    const account = await findIdentityAccountBySubject(db, token.accountId);
    if (!account) return undefined;
    return account.is_staff ? { email: account.email, [staffRole.claim]: [staffRole.value] } : { email: account.email };
  };
}
