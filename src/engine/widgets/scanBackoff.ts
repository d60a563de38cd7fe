// When the uploader asks again whether a file's virus scan has finished
// (timing from the behaviour specification). Pure: the random source is a parameter.
//
// The first question is asked as soon as the upload answers. After the n-th
// 'pending' answer (n = 0, 1, 2 ...) the widget waits
//   100 ms × 2^n + 1000 ms, plus a random jitter of up to 20 % of that,
// and asks again. It stops asking once 600 000 ms have passed since the scan
// started: the last wait is cut short so that one final question falls on the
// deadline, and a file still 'pending' then has failed its scan.

export const SCAN_STEP_MS = 100;
export const SCAN_BASE_DELAY_MS = 1000;
/** The largest jitter, as a share of the delay. */
export const SCAN_JITTER = 0.2;
export const SCAN_TIMEOUT_MS = 600_000;

/** A source of numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/** The delay before asking again after the n-th 'pending' answer (n from 0), without jitter. */
export function scanBaseDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  return SCAN_STEP_MS * 2 ** n + SCAN_BASE_DELAY_MS;
}

/** The delay with jitter: from the base delay up to (not including) 120 % of it. */
export function scanDelay(attempt: number, random: RandomSource = Math.random): number {
  const base = scanBaseDelay(attempt);
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(base * (1 + SCAN_JITTER * share));
}

/**
 * How long to wait before the next question, or `null` to give up: after the
 * n-th 'pending' answer, `elapsedMs` after the scan started.
 */
export function nextScanWait(
  attempt: number,
  elapsedMs: number,
  random: RandomSource = Math.random,
  timeoutMs: number = SCAN_TIMEOUT_MS,
): number | null {
  const remaining = timeoutMs - elapsedMs;
  if (remaining <= 0) return null;
  return Math.min(scanDelay(attempt, random), remaining);
}

/**
 * Every wait of a scan that never finishes, when each question is answered at
 * once: the schedule the widget follows, for documentation and tests.
 */
export function scanSchedule(random: RandomSource = Math.random, timeoutMs: number = SCAN_TIMEOUT_MS): number[] {
  const waits: number[] = [];
  let elapsed = 0;
  for (let attempt = 0; ; attempt++) {
    const wait = nextScanWait(attempt, elapsed, random, timeoutMs);
    if (wait === null) return waits;
    waits.push(wait);
    elapsed += wait;
  }
}
