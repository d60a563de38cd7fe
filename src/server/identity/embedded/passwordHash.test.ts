import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, SCRYPT_PARAMETERS, verifyPassword } from './passwordHash';

describe('password hashes', () => {
  it('are self-describing scrypt strings with N=2^15, r=8, p=1 and a random salt', async () => {
    const first = await hashPassword('kowhai-tree-42');
    const second = await hashPassword('kowhai-tree-42');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(parsePasswordHash(first)).toMatchObject(SCRYPT_PARAMETERS);
  });

  it('verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('kowhai-tree-42');
    expect(await verifyPassword('kowhai-tree-42', stored)).toBe(true);
    expect(await verifyPassword('kowhai-tree-43', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treat the same characters typed in different Unicode forms as the same password', async () => {
    const composed = 'Māori-pass-1';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('refuse unreadable or absurdly expensive stored hashes instead of throwing', async () => {
    const stored = await hashPassword('kowhai-tree-42');
    const [, , r, p, salt, key] = stored.split('$');
    for (const bad of ['', 'bcrypt$10$abc', 'scrypt$1000$8$1$c2FsdA==$a2V5', `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`, 'scrypt$32768$8$1$$']) {
      expect(parsePasswordHash(bad)).toBeUndefined();
      expect(await verifyPassword('kowhai-tree-42', bad)).toBe(false);
    }
  });
});
