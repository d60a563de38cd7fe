import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateStorageKey, isStorageKey } from './fileStorage';
import { LocalFileStorage } from './localFileStorage';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('storage keys', () => {
  it('are random hex in two folder levels', () => {
    const key = generateStorageKey();
    expect(key).toMatch(/^([0-9a-f]{2})\/([0-9a-f]{2})\/[0-9a-f]{32}$/);
    expect(key.slice(6, 10)).toBe(key.slice(0, 2) + key.slice(3, 5));
    expect(isStorageKey(key)).toBe(true);
    expect(generateStorageKey()).not.toBe(key);
  });

  it.each(['../../etc/passwd', 'ab/cd/../../x', 'plan.pdf', '', 'AB/CD/ABCD0000000000000000000000000000'])('refuses %j', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });
});

describe('LocalFileStorage', () => {
  it('creates nothing until a file is stored', async () => {
    const storage = new LocalFileStorage(path.join(directory, 'files'));
    expect(await storage.get(generateStorageKey())).toBeUndefined();
    expect(await readdir(directory)).toEqual([]);
  });

  it('stores, reads back and removes bytes under the key', async () => {
    const storage = new LocalFileStorage(directory);
    const key = generateStorageKey();
    await storage.put(key, Buffer.from('hello'));
    expect(await storage.get(key)).toEqual(Buffer.from('hello'));
    const file = path.join(directory, ...key.split('/'));
    expect((await stat(file)).isFile()).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // Only the file itself: no temporary file is left behind.
    expect(await readdir(path.dirname(file))).toEqual([key.split('/')[2]]);
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.remove(key); // removing again is fine
  });

  it('replaces what was under the key', async () => {
    const storage = new LocalFileStorage(directory);
    const key = generateStorageKey();
    await storage.put(key, Buffer.from('one'));
    await storage.put(key, Buffer.from('two'));
    expect(await storage.get(key)).toEqual(Buffer.from('two'));
  });

  it('never touches a path that is not a generated key', async () => {
    const storage = new LocalFileStorage(directory);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not a storage key/);
    await expect(storage.remove('x/../../y')).rejects.toThrow(/Not a storage key/);
  });
});
