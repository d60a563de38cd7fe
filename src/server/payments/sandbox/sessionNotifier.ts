// The sandbox's notification to the server, sent the way a real provider
// sends it: an HTTP GET of the session's notification address (with
// ?sessionId=), in the background, tried again a few times if the server does
// not answer 2xx. The server never believes it, it only prompts the server to
// ask querySession, so a lost notification costs nothing but a delay: failures
// are logged, never thrown.
import { setTimeout as sleep } from 'node:timers/promises';

export const NOTIFICATION_TIMEOUT_MS = 5_000;
/** After the first try: up to 3 more, each after a longer wait. */
export const NOTIFICATION_RETRY_DELAYS_MS: readonly number[] = [500, 2_000, 5_000];

export interface NotifierLog {
  warn(details: object, message: string): void;
}

export interface NotifierOptions {
  log: NotifierLog;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
}

/** Why one try failed, or undefined when the server answered 2xx. */
async function tryOnce(url: string, fetchFn: typeof fetch, timeoutMs: number): Promise<string | undefined> {
  try {
    // One signal for the whole exchange, body included.
    const response = await fetchFn(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok ? undefined : `HTTP ${response.status}`;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'could not be reached';
  }
}

/** Sends one notification, with retries; resolves true once delivered, false after the last failure. Never rejects. */
export async function deliverNotification(url: string, { log, fetch: fetchFn = globalThis.fetch, timeoutMs = NOTIFICATION_TIMEOUT_MS, retryDelaysMs = NOTIFICATION_RETRY_DELAYS_MS }: NotifierOptions): Promise<boolean> {
  const attempts = retryDelaysMs.length + 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const failure = await tryOnce(url, fetchFn, timeoutMs);
    if (failure === undefined) return true;
    const retrying = attempt < attempts;
    log.warn({ url, attempt, attempts, failure }, retrying ? 'sandbox payment notification failed, will retry' : 'sandbox payment notification failed, giving up');
    // unref'd: a retry still waiting must not hold a stopping server open.
    if (retrying) await sleep(retryDelaysMs[attempt - 1] ?? 0, undefined, { ref: false });
  }
  return false;
}

/** The sandbox page's default `notify`: starts the delivery and returns at once (the payer's redirect does not wait). */
export function createHttpNotifier(options: NotifierOptions): (url: string) => void {
  return (url) => {
    void deliverNotification(url, options);
  };
}
