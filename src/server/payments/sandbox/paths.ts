// Where the sandbox's hosted payment page lives on our own server: the
// provider hands this address out as the session's redirect, the page
// plugin serves it. One place, so the two cannot drift apart.

export const SANDBOX_SESSIONS_PATH = '/payment-sandbox/sessions';

/** Our session ids: 32 lower-case hex characters, like a real provider's. */
const SESSION_ID = /^[0-9a-f]{32}$/;

export function isSandboxSessionId(value: string): boolean {
  return SESSION_ID.test(value);
}

/** The hosted payment page of a session, as a path on this server. */
export function sandboxSessionPath(sessionId: string): string {
  return `${SANDBOX_SESSIONS_PATH}/${encodeURIComponent(sessionId)}`;
}

/**
 * `url` with `sessionId={id}` in its query, as a provider returns the browser
 * and notifies the server. The callback addresses are the server's own
 * absolute URLs; a relative one is kept relative.
 */
export function withSessionId(url: string, sessionId: string): string {
  if (URL.canParse(url)) {
    const absolute = new URL(url);
    absolute.searchParams.set('sessionId', sessionId);
    return absolute.toString();
  }
  const [beforeHash = '', hash] = url.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}sessionId=${encodeURIComponent(sessionId)}${hash === undefined ? '' : `#${hash}`}`;
}
