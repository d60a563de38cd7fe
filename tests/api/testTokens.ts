// Access tokens for API tests: a real RS256 key pair and the real verifier, so
// tests prove signature, issuer, audience and expiry checks, not a bypass.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createJwksVerifier, type AccessTokenVerifier } from '../../src/server/auth/accessTokens';

export const TEST_ISSUER = 'https://identity.test.example/';
export const TEST_AUDIENCE = 'https://portal.test.example/api';

export interface TestTokenSigner {
  verifier: AccessTokenVerifier;
  /** A token for `subject`; `expiresIn` like '1h' or a past epoch second to make it expired. */
  sign(subject: string, claims?: Record<string, unknown>, options?: { issuer?: string; audience?: string; expiresAt?: number | string }): Promise<string>;
}

export async function createTestTokenSigner(): Promise<TestTokenSigner> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const verifier = createJwksVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, keys: createLocalJWKSet({ keys: [publicJwk] }) });
  return {
    verifier,
    sign: (subject, claims = {}, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setSubject(subject)
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? TEST_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.expiresAt ?? '1h')
        .sign(privateKey),
  };
}
