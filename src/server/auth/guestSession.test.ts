import { describe, expect, it } from 'vitest';
import { cookieValue, guestOwnerKey, guestSessionCookie, userOwnerKey } from './guestSession';

describe('guest session', () => {
  it('reads one cookie among several, whatever the spacing', () => {
    expect(cookieValue('a=1; portal_guest=abc;b=2', 'portal_guest')).toBe('abc');
    expect(cookieValue('portal_guest_other=x', 'portal_guest')).toBeUndefined();
    expect(cookieValue(undefined, 'portal_guest')).toBeUndefined();
  });

  it('keeps only a hash of the guest token in the owner key, never the token', () => {
    const token = 'a'.repeat(43);
    const key = guestOwnerKey(token);
    expect(key).toMatch(/^guest:[0-9a-f]{64}$/);
    expect(key).not.toContain(token);
    expect(guestOwnerKey(token)).toBe(key);
    expect(guestOwnerKey('b'.repeat(43))).not.toBe(key);
  });

  it('tells users and guests apart', () => {
    expect(userOwnerKey('local|x')).toBe('user:local|x');
  });

  it('sends the cookie HttpOnly and SameSite=Strict on /api, Secure only over https', () => {
    expect(guestSessionCookie('t', false)).toBe('portal_guest=t; Path=/api; Max-Age=604800; HttpOnly; SameSite=Strict');
    expect(guestSessionCookie('t', true)).toMatch(/; Secure$/);
  });
});
