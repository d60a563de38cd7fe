// Password hashing with scrypt from node:crypto: memory-hard (so guessing
// on GPUs is expensive), built in (no native module to compile), and stored
// as a self-describing string so the cost can be raised later without
// breaking existing hashes: `scrypt$N$r$p$saltBase64$hashBase64`.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost parameters: N = 2^15, r = 8, p = 1 (OWASP's minimum for scrypt), about 32 MiB per hash. */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/**
 * Stored hashes are trusted, but a corrupted or hand-edited row must not make
 * us allocate gigabytes: accept only costs within sane bounds.
 */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** scrypt needs 128·N·r bytes; Node's default limit (32 MiB) is exactly that for our N and r, so allow twice. */
function maxmemFor(N: number, r: number): number {
  return 2 * 128 * N * r;
}

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMETERS;
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmemFor(N, r) });
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export function parsePasswordHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !isIntegerIn(N, 2, MAX_N) || !isIntegerIn(r, 1, MAX_R) || !isIntegerIn(p, 1, MAX_P)) return undefined;
  if (salt.length === 0 || key.length === 0) return undefined;
  return { N, r, p, salt, key };
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await deriveKey(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) });
  // Constant time: how much of the hash matched must not leak through timing.
  return timingSafeEqual(candidate, key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password. Used when the email is
 * unknown, so response times do not reveal which addresses have accounts.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
