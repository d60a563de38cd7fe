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
}

export function createJwksVerifier({ issuer, audience, keys, clockToleranceSeconds = 5 }: JwksVerifierOptions): AccessTokenVerifier {
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
        return { subject: String(payload.sub), email: emailFromClaims(payload) };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new InvalidAccessTokenError('expired');
        throw new InvalidAccessTokenError('invalid');
      }
    },
  };
}

/** A verifier for an external issuer, fetching (and caching) its JWKS over HTTPS. */
export function createRemoteVerifier(options: { issuer: string; audience: string; jwksUri?: string }): AccessTokenVerifier {
  const jwksUri = options.jwksUri ?? `${options.issuer.replace(/\/+$/, '')}/.well-known/jwks.json`;
  return createJwksVerifier({ issuer: options.issuer, audience: options.audience, keys: createRemoteJWKSet(new URL(jwksUri)) });
}
