// Where uploaded files' bytes live. Deliberately small (put, get, remove by
// key) so an S3-compatible object store can implement it as well as the local
// directory does (docs/operations/files-and-scanning.md).
import { randomBytes } from 'node:crypto';

export interface FileStorage {
  /** Stores the bytes under the key, replacing anything there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** `ab/cd/abcd…` : 32 random hex digits, the first four also naming two folder levels. */
export const STORAGE_KEY_PATTERN = /^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{28}$/;

/**
 * A new storage key. Generated, never derived from the user's file name or the
 * content (so nothing about a file can be guessed from its key, and a key never
 * contains anything a path could be made of).
 */
export function generateStorageKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex}`;
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}
