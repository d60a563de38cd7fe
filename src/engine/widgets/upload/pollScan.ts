// Asking the host whether an uploaded file's virus scan has finished, on the
// back-off schedule of scanBackoff.ts. Timers, clock and random source are
// parameters, so tests drive the schedule without waiting.
import { nextScanWait, SCAN_TIMEOUT_MS, type RandomSource } from '../scanBackoff';

export type ScanOutcome = 'ok' | 'failed' | 'timeout' | 'cancelled';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up at each call rather than captured at import, so timers a test
// installs later (vi.useFakeTimers) are the ones used.
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How the polling keeps time; every member defaults to the real one. */
export interface ScanClock {
  timers?: Timers;
  now?: () => number;
  random?: RandomSource;
  timeoutMs?: number;
}

export interface PollOptions extends ScanClock {
  /** Aborting stops the polling: no further question, no timer left behind. */
  signal: AbortSignal;
}

/** Resolves after `ms`, or at once when `signal` aborts (the timer is cleared). */
function sleep(ms: number, signal: AbortSignal, timers: Timers): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      timers.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = timers.setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * Asks `scan()` at once and then on the back-off schedule until it answers
 * 'ok' (→ 'ok') or something other than 'pending' (→ 'failed'), or the
 * overall timeout passes (→ 'timeout'). A call that throws counts as
 * 'pending': a network blip must not fail a clean file.
 */
export async function pollScan(scan: () => Promise<string>, options: PollOptions): Promise<ScanOutcome> {
  const { signal } = options;
  const timers = options.timers ?? globalTimers;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? (() => Math.random());
  const timeoutMs = options.timeoutMs ?? SCAN_TIMEOUT_MS;
  const start = now();
  for (let attempt = 0; ; attempt++) {
    if (signal.aborted) return 'cancelled';
    let result: string;
    try {
      result = await scan();
    } catch {
      result = 'pending';
    }
    if (signal.aborted) return 'cancelled';
    if (result === 'ok') return 'ok';
    if (result !== 'pending') return 'failed';
    const wait = nextScanWait(attempt, now() - start, random, timeoutMs);
    if (wait === null) return 'timeout';
    await sleep(wait, signal, timers);
  }
}
