// The provider's keys: an RS256 key pair that signs ID and access tokens, and
// the keys that sign its cookies. Created on the first start and kept in the
// database, so tokens and sign-in sessions outlive restarts and every process
// behind a load balancer signs and verifies with the same keys.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'jose';
import type { DatabaseSchema, JsonValue } from '../../db/schema';

export const SIGNING_KEY_SECRET = 'signing-jwk';
export const COOKIE_KEYS_SECRET = 'cookie-keys';

export interface ProviderSecrets {
  /** Private RSA JWK with `kid`, `alg: RS256` and `use: sig`. */
  signingKey: JWK;
  /** Keygrip keys for oidc-provider's signed cookies, newest first. */
  cookieKeys: string[];
}

/** The public half of a private JWK: what a verifier needs, nothing more. */
export function publicJwkOf(privateJwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = privateJwk;
  return { kty, n, e, kid, alg, use };
}

function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

function newCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

/**
 * Reads a secret, creating it first when missing. Two processes starting at
 * the same moment may both generate one: `on conflict do nothing` keeps the
 * first and both then read back that same row.
 */
async function loadOrCreate(db: Kysely<DatabaseSchema>, name: string, create: () => JsonValue): Promise<JsonValue> {
  const existing = await db.selectFrom('oidc_secret').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('oidc_secret')
    .values({ name, value: JSON.stringify(create()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db.selectFrom('oidc_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value;
}

function isSigningKey(value: JsonValue): value is JWK & { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && value['kty'] === 'RSA' && typeof value['d'] === 'string';
}

function isStringList(value: JsonValue): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

export async function loadProviderSecrets(db: Kysely<DatabaseSchema>): Promise<ProviderSecrets> {
  const signingKey = await loadOrCreate(db, SIGNING_KEY_SECRET, () => newSigningKey() as JsonValue);
  const cookieKeys = await loadOrCreate(db, COOKIE_KEYS_SECRET, newCookieKeys);
  if (!isSigningKey(signingKey)) throw new Error(`oidc_secret "${SIGNING_KEY_SECRET}" is not a private RSA JWK`);
  if (!isStringList(cookieKeys)) throw new Error(`oidc_secret "${COOKIE_KEYS_SECRET}" is not a list of keys`);
  return { signingKey, cookieKeys };
}
