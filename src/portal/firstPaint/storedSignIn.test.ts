// When a tab keeps no oidc-client-ts user, then nobody can be signed in in it;
// when it keeps one, or its storage cannot be read, then someone may be.
import { describe, expect, it } from 'vitest';
import { storedSignInMayExist } from './storedSignIn';

function storage(keys: string[]): Storage {
  return { length: keys.length, key: (index: number) => keys[index] ?? null } as Storage;
}

describe('storedSignInMayExist', () => {
  it('is false without a stored user, whatever else the tab keeps (a sign-in on its way keeps only its state)', () => {
    expect(storedSignInMayExist(storage([]))).toBe(false);
    expect(storedSignInMayExist(storage(['oidc.8f2c1a', 'portal.notice']))).toBe(false);
  });

  it('is true with a stored user', () => {
    expect(storedSignInMayExist(storage(['portal.notice', 'oidc.user:https://id.example.nz/:portal']))).toBe(true);
  });

  it('is true when the storage cannot be read, or there is none', () => {
    const refusing = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as Storage;
    expect(storedSignInMayExist(refusing)).toBe(true);
    expect(storedSignInMayExist(undefined)).toBe(true);
  });
});
