// Failed sign-in limits that every process shares and a restart keeps: one
// counter per account (the lower-cased email, whether or not an account has
// it, so the limit reveals nothing) and one per client address, in the
// database (table sign_in_throttle). The first few failures cost nothing;
// each further one makes the next attempt wait twice as long as the last, up
// to a cap: a growing delay, never a lockout someone could use against the
// real customer. A counter is forgotten once a window passes without failure.
//
// An attempt is counted before its password is checked ("claimed"), by one
// `insert … on conflict do update … where not blocked … returning` per
// counter: two processes cannot both read a count and write it back, and a
// burst of parallel guesses cannot all slip through before the first failure
// is recorded. A success then gives the count back (and clears the account's).
import { sql, type Kysely } from 'kysely';
import type { SignInLimitsConfig } from '../../config';
import type { DatabaseSchema } from '../../db/schema';

export type ThrottleScope = 'account' | 'address';

export interface SignInSubject {
  /** The email as typed (trimmed); counted lower-cased. */
  email: string;
  /** The client address (request.ip). */
  address: string;
}

export interface Throttled {
  scope: ThrottleScope;
  /** How long until the next attempt is checked, in milliseconds (at least 1 s). */
  waitMs: number;
}

export interface SignInThrottle {
  /**
   * Counts this attempt as a failure on both counters unless one of them is
   * waiting; returns the wait then (the password must not be checked).
   */
  claimAttempt(subject: SignInSubject): Promise<Throttled | undefined>;
  /** The attempt succeeded: the account's counter is cleared, the address's claim given back. */
  succeeded(subject: SignInSubject): Promise<void>;
  /** Deletes expired counters (also done now and then by claimAttempt). */
  sweep(): Promise<void>;
}

/** Exponent cap: 2^30 s is far beyond any sensible maximum delay, and keeps the arithmetic small. */
const MAX_EXPONENT = 30;
/** How often (at most) a process sweeps expired counters; reads ignore them anyway. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function throttleKey(scope: ThrottleScope, subject: SignInSubject): string {
  return scope === 'account' ? subject.email.trim().toLowerCase() : subject.address;
}

/** The delay the n-th failure causes, by the same rule as the SQL below (for documentation and tests). */
export function delayAfterFailures(failures: number, freeFailures: number, maxDelayMs: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(2 ** Math.min(failures - freeFailures, MAX_EXPONENT) * 1000, maxDelayMs);
}

export function createSignInThrottle(db: Kysely<DatabaseSchema>, limits: SignInLimitsConfig): SignInThrottle {
  const clock = limits.now ?? (() => new Date());
  const freeOf = (scope: ThrottleScope) => (scope === 'account' ? limits.accountFreeFailures : limits.addressFreeFailures);
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    await db.deleteFrom('sign_in_throttle').where('expires_at', '<=', clock()).execute();
  }

  async function maybeSweep(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await sweep();
  }

  /** Counts one failure unless the counter is waiting; false when it is. */
  async function claim(scope: ThrottleScope, key: string, now: string): Promise<boolean> {
    const free = freeOf(scope);
    const at = sql`${now}::timestamptz`;
    const windowSeconds = sql`${limits.windowMs / 1000}::float8`;
    // The count after this failure: 1 again when the old counter had expired.
    const count = sql`(case when t.expires_at <= ${at} then 1 else t.failures + 1 end)`;
    const blockedUntil = (n: typeof count) =>
      sql`(case when ${n} > ${free}::int
        then ${at} + least(power(2::float8, least(${n} - ${free}::int, ${MAX_EXPONENT}::int)), ${limits.maxDelayMs / 1000}::float8) * interval '1 second'
        else null end)`;
    const expiresAt = (until: ReturnType<typeof blockedUntil>) => sql`coalesce(${until}, ${at}) + ${windowSeconds} * interval '1 second'`;
    const first = sql`1`;
    const result = await sql<{ failures: number }>`
      insert into sign_in_throttle as t (scope, key, failures, blocked_until, expires_at)
      values (${scope}, ${key}, 1, ${blockedUntil(first)}, ${expiresAt(blockedUntil(first))})
      on conflict (scope, key) do update set
        failures = ${count},
        blocked_until = ${blockedUntil(count)},
        expires_at = ${expiresAt(blockedUntil(count))}
      where t.blocked_until is null or t.blocked_until <= ${at} or t.expires_at <= ${at}
      returning failures`.execute(db);
    return result.rows.length === 1;
  }

  /** Gives one claimed failure back; the wait it set is lifted when the count is within the free ones again. */
  async function release(scope: ThrottleScope, key: string): Promise<void> {
    await sql`
      update sign_in_throttle
      set failures = greatest(failures - 1, 0),
          blocked_until = case when failures - 1 <= ${freeOf(scope)}::int then null else blocked_until end
      where scope = ${scope} and key = ${key}`.execute(db);
  }

  async function waitOf(scope: ThrottleScope, key: string, now: Date): Promise<Throttled> {
    const row = await db.selectFrom('sign_in_throttle').select('blocked_until').where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    const until = row?.blocked_until?.getTime() ?? now.getTime();
    return { scope, waitMs: Math.max(1000, until - now.getTime()) };
  }

  return {
    async claimAttempt(subject) {
      await maybeSweep();
      const now = clock();
      const at = now.toISOString();
      const accountKey = throttleKey('account', subject);
      const addressKey = throttleKey('address', subject);
      if (!(await claim('account', accountKey, at))) return waitOf('account', accountKey, now);
      if (!(await claim('address', addressKey, at))) {
        // Nothing was checked: the account's claim is given back.
        await release('account', accountKey);
        return waitOf('address', addressKey, now);
      }
      return undefined;
    },

    async succeeded(subject) {
      await db.deleteFrom('sign_in_throttle').where('scope', '=', 'account').where('key', '=', throttleKey('account', subject)).execute();
      await release('address', throttleKey('address', subject));
    },

    sweep,
  };
}

/** "2 minutes", "1 minute", "30 seconds": the wait as a customer reads it (rounded up). */
export function describeWait(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
