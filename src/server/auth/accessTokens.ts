// Verifies the bearer access tokens the browser sends. Whoever issued them
// (the embedded provider or Auth0/Keycloak), the check is the same: a JWT
// signed by a key in the issuer's JWKS, with our issuer and audience, not expired.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Who the caller is, as the access token says. */
export interface VerifiedIdentity {
  /** The identity provider's user id (`sub`), e.g. `auth0|64f…` or `local|3c1…`. */
  subject: string;
  /** The sign-in email, when the token carries it (see `emailFromClaims`). */
  email: string | undefined;
  /** The token carries the staff role (see `hasStaffRole`): the back office is theirs. */
  isStaff: boolean;
}

/** Where an issuer puts the staff role: a claim (an array of roles, or a space-separated string) and the role's value. */
export interface StaffRoleClaim {
  claim: string;
  value: string;
}

/** The embedded provider's: `"roles": ["staff"]`. An external issuer's name is configuration (STAFF_ROLE_CLAIM, STAFF_ROLE_VALUE). */
export const DEFAULT_STAFF_ROLE_CLAIM: StaffRoleClaim = { claim: 'roles', value: 'staff' };

/** Whether the token's role claim holds the staff role. Anything else (absent, another type) is not staff. */
export function hasStaffRole(payload: JWTPayload, { claim, value }: StaffRoleClaim = DEFAULT_STAFF_ROLE_CLAIM): boolean {
  const roles = payload[claim];
  if (Array.isArray(roles)) return roles.includes(value);
  if (typeof roles === 'string') return roles.split(/\s+/).includes(value);
  return false;
}

export interface AccessTokenVerifier {
  /** Resolves the identity, or rejects with `InvalidAccessTokenError`. */
  verify(token: string): Promise<VerifiedIdentity>;
}

export class InvalidAccessTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The access token has expired' : 'The access token is not valid');
    this.name = 'InvalidAccessTokenError';
  }
}

/**
 * Auth0 only puts custom claims in access tokens under a namespaced name, so
 * the email may arrive as `email` or as `<namespace>/email`.
 */
export function emailFromClaims(payload: JWTPayload): string | undefined {
  if (typeof payload['email'] === 'string') return payload['email'];
  for (const [name, value] of Object.entries(payload)) {
    if (name.endsWith('/email') && typeof value === 'string') return value;
  }
  return undefined;
}

export interface JwksVerifierOptions {
  issuer: string;
  audience: string;
  /** A key source: `createLocalJWKSet(...)` or `createRemoteJWKSet(...)`. */
  keys: JWTVerifyGetKey;
  /** Seconds of clock skew tolerated between the issuer and us. */
  clockToleranceSeconds?: number;
  /** Where the staff role is; DEFAULT_STAFF_ROLE_CLAIM when absent. */
  staffRole?: StaffRoleClaim;
}

export function createJwksVerifier({ issuer, audience, keys, clockToleranceSeconds = 5, staffRole = DEFAULT_STAFF_ROLE_CLAIM }: JwksVerifierOptions): AccessTokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          clockTolerance: clockToleranceSeconds,
          // Symmetric and unsigned tokens are never acceptable.
          algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
          requiredClaims: ['sub', 'exp'],
        });
        return { subject: String(payload.sub), email: emailFromClaims(payload), isStaff: hasStaffRole(payload, staffRole) };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new InvalidAccessTokenError('expired');
        throw new InvalidAccessTokenError('invalid');
      }
    },
  };
}

/** A verifier for an external issuer, fetching (and caching) its JWKS over HTTPS. */
export function createRemoteVerifier(options: { issuer: string; audience: string; jwksUri?: string; staffRole?: StaffRoleClaim }): AccessTokenVerifier {
  const jwksUri = options.jwksUri ?? `${options.issuer.replace(/\/+$/, '')}/.well-known/jwks.json`;
  return createJwksVerifier({ issuer: options.issuer, audience: options.audience, keys: createRemoteJWKSet(new URL(jwksUri)), staffRole: options.staffRole });
}
