// Who a caller is when they have not signed in (issue 11, sections 3 and 4).
// A guest's uploads and submissions belong to a guest session: an unguessable
// token the server gives the browser in an HttpOnly cookie on the guest's
// first upload or submission. Only a hash of the token is stored, so a
// database reader cannot act as the guest.
//
// The cookie is scoped to /api, SameSite=Strict (another site cannot make the
// browser use it) and Secure when the portal is served over https.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const GUEST_SESSION_COOKIE = 'portal_guest';

/** A guest order is finished in one sitting; a week covers a phone that reloads the tab the next day. */
export const GUEST_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who owns an upload or a submission: `user:{subject}` for a signed-in caller,
 * `guest:{sha256 of the guest token}` for a guest. Stored as is in
 * uploaded_file.owner_key and order_submission.submitter_key.
 */
export type OwnerKey = string & { readonly ownerKey: unique symbol };

export function userOwnerKey(subject: string): OwnerKey {
  return `user:${subject}` as OwnerKey;
}

export function guestOwnerKey(token: string): OwnerKey {
  return `guest:${createHash('sha256').update(token).digest('hex')}` as OwnerKey;
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The guest token the browser holds, when it holds a well-formed one. */
export function guestTokenOf(request: FastifyRequest): string | undefined {
  const value = cookieValue(request.headers.cookie, GUEST_SESSION_COOKIE);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

export function guestSessionCookie(token: string, secure: boolean): string {
  return [
    `${GUEST_SESSION_COOKIE}=${token}`,
    'Path=/api',
    `Max-Age=${GUEST_SESSION_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The owner of what this request creates: the signed-in user (set by
 * `identifyIfSignedIn`), or the guest session, started now (with its cookie on
 * the reply) when the browser has none.
 */
export function ownerOfWrite(request: FastifyRequest, reply: FastifyReply, { secureCookies }: { secureCookies: boolean }): OwnerKey {
  if (request.identity) return userOwnerKey(request.identity.subject);
  let token = guestTokenOf(request);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    reply.header('Set-Cookie', guestSessionCookie(token, secureCookies));
  }
  return guestOwnerKey(token);
}

/** The owner a read is for, or undefined for a guest without a session (who owns nothing). */
export function ownerOfRead(request: FastifyRequest): OwnerKey | undefined {
  if (request.identity) return userOwnerKey(request.identity.subject);
  const token = guestTokenOf(request);
  return token ? guestOwnerKey(token) : undefined;
}
