// The sign-up cookie binds a pending sign-up to the browser that sent the
// form: opening the confirmation link there confirms at once, while any other
// browser (a mail scanner following links, or someone who received a mail for
// a sign-up they did not start) must enter the password chosen at sign-up.
// Holds 32 random bytes; the pending sign-up keeps only their SHA-256.
import type { FastifyRequest } from 'fastify';
import { OIDC_MOUNT } from './paths';
import { newRandomToken, sha256Hex } from './signUpConfirmation';

export const SIGN_UP_COOKIE = 'idp_signup';
const MAX_AGE_SECONDS = 24 * 60 * 60;

/** A new cookie (Set-Cookie value) and the hash to store with the pending sign-up. */
export function newSignUpBrowserBinding(publicUrl: string): { cookie: string; hash: string } {
  const value = newRandomToken();
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  // SameSite=Lax: sent when the link is opened from a mail (a top-level GET), never with other sites' requests.
  return { cookie: `${SIGN_UP_COOKIE}=${value}; Path=${OIDC_MOUNT}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`, hash: sha256Hex(value) };
}

/** The hash of this browser's sign-up cookie, if it has one. */
export function signUpBrowserHash(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === SIGN_UP_COOKIE) {
      const value = part.slice(separator + 1).trim();
      return value ? sha256Hex(value) : undefined;
    }
  }
  return undefined;
}
