import { describe, it, expect, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR_LOCK_FILE, openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { listEvents, listServiceProviders, recordEvent } from '../../src/server/db/referenceData';
import { seedReferenceData } from '../../src/server/db/seed';
import { OPEN_TIMEOUT_MS } from './testDatabase';

// PGlite on disk only: the same whatever TEST_DATABASE_URL says, so only the
// PGlite pass runs it (vitest.api.config.ts).

const projectRoot = path.resolve(import.meta.dirname, '../..');
const holdFixture = path.join(import.meta.dirname, 'fixtures', 'holdDataDir.ts');
const tempRoots: string[] = [];

function tempDataDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
  tempRoots.push(root);
  return path.join(root, 'nested', 'pglite'); // does not exist yet: openDatabase creates it
}

/** Starts a child process holding `dataDir` open; resolves once it is ready. */
async function holdInChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', holdFixture, dataDir], {
    cwd: projectRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before ready: ${stderr}`)));
  });
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

afterAll(() => {
  for (const root of tempRoots) fs.rmSync(root, { recursive: true, force: true });
});

describe('PGlite on disk', () => {
  it(
    'keeps data across a restart',
    async () => {
      const dataDir = tempDataDir();

      const first = await openDatabase({ dataDir });
      expect(first.dialect).toBe('pglite');
      expect((await migrateToLatest(first.db)).applied.length).toBeGreaterThan(0);
      await seedReferenceData(first.db);
      await first.db.updateTable('service_provider').set({ name: 'Contact' }).where('id', '=', 'contact-energy').execute();
      const event = await recordEvent(first.db, 'disk.test', { note: 'before restart', when: 'Kia ora' });
      await first.close();
      await first.close(); // idempotent
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);

      const second = await openDatabase({ dataDir });
      try {
        expect(await migrateToLatest(second.db)).toEqual({ applied: [] });
        expect(await seedReferenceData(second.db)).toEqual({ inserted: 0 });
        const events = await listEvents(second.db, 'disk.test');
        expect(events).toEqual([
          { id: event.id, kind: 'disk.test', detail: { note: 'before restart', when: 'Kia ora' }, createdAt: event.createdAt },
        ]);
        const retailers = await listServiceProviders(second.db, 'power_retailer');
        expect(retailers).toContainEqual({ id: 'contact-energy', name: 'Contact' });
      } finally {
        await second.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a second open of the same directory in this process',
    async () => {
      const dataDir = tempDataDir();
      const first = await openDatabase({ dataDir });
      try {
        await expect(openDatabase({ dataDir })).rejects.toThrow(
          `PGlite data directory "${dataDir}" is in use: it is already open in this process`,
        );
      } finally {
        await first.close();
      }
      const again = await openDatabase({ dataDir }); // released on close
      await again.close();
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'refuses a directory held by another process, and takes it over once that process has gone',
    async () => {
      const dataDir = tempDataDir();

      // 1. Other process open: clear error naming the directory and the pid.
      const child = await holdInChild(dataDir);
      try {
        const error = await openDatabase({ dataDir }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toContain(`PGlite data directory "${dataDir}" is in use by another process`);
        expect((error as Error).message).toContain(`pid ${child.pid}`);
      } finally {
        child.stdin?.write('close\n');
        await exited(child);
      }
      expect(child.exitCode).toBe(0);
      expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);

      // 2. Other process crashes (kill -9) while holding it: the lock is stale.
      const crashing = await holdInChild(dataDir);
      crashing.kill('SIGKILL');
      await exited(crashing);
      expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(true);

      let database: Database | undefined;
      try {
        database = await openDatabase({ dataDir });
        const events = await listEvents(database.db, 'child.opened');
        expect(events.map((e) => e.detail.pid)).toEqual([child.pid, crashing.pid]);
      } finally {
        await database?.close();
      }
    },
    OPEN_TIMEOUT_MS,
  );

  it('rejects an invalid schema name before touching anything', async () => {
    await expect(openDatabase({ dataDir: 'memory://', schema: 'Bad-Name; drop' })).rejects.toThrow(
      /Invalid database schema name/,
    );
  });
});
