// The default file storage: a directory on this machine (FILE_STORAGE_DIR,
// default ./data/files), outside the web root. Keys are generated hex names in
// two folder levels (`ab/cd/abcd…`), so no folder grows too large. A file is
// written to a temporary name and then renamed, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './fileStorage';

export class LocalFileStorage implements FileStorage {
  readonly directory: string;

  /** Nothing is created until the first file is stored. */
  constructor(directory: string) {
    this.directory = path.resolve(directory);
  }

  /** Where a key's bytes are; refuses anything that is not a generated key. */
  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.directory, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx', mode: 0o600 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
