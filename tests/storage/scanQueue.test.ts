// The scan queue lives in the uploaded_file table, so several server processes
// can share it: when two queues on one database poll at the same time, each
// pending file is scanned exactly once (claims use `for update skip locked`).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { generateStorageKey } from '../../src/server/files/fileStorage';
import { LocalFileStorage } from '../../src/server/files/localFileStorage';
import { md5Hex } from '../../src/server/files/saveUpload';
import { createScanQueue } from '../../src/server/files/scanQueue';
import { userOwnerKey } from '../../src/server/auth/guestSession';
import { insertUploadedFile } from '../../src/server/files/uploadedFiles';
import type { VirusScanner } from '../../src/server/files/virusScanner';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

describe(`scan queue shared by two processes (${testBackend})`, () => {
  let database: Database;
  let directory: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateToLatest(database.db);
    directory = await mkdtemp(path.join(os.tmpdir(), 'portal-scan-queue-'));
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('scans every pending file exactly once', async () => {
    const storage = new LocalFileStorage(directory);
    const files = 9;
    for (let index = 0; index < files; index++) {
      const data = Buffer.from(`%PDF-1.4 file ${index}`);
      const storageKey = generateStorageKey();
      await storage.put(storageKey, data);
      await insertUploadedFile(database.db, {
        owner: userOwnerKey('local|scan-queue-test'),
        md5: md5Hex(data),
        attachmentType: 'sitePlan',
        originalName: `file ${index}.pdf`,
        sizeBytes: data.length,
        contentType: 'application/pdf',
        storageKey,
        uploadedBySubject: undefined,
      });
    }

    const scanned: string[] = [];
    const scanner: VirusScanner = {
      scan: async (data) => {
        scanned.push(data.toString());
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { clean: true };
      },
    };
    const first = createScanQueue({ db: database.db, storage, scanner, batchSize: 2 });
    const second = createScanQueue({ db: database.db, storage, scanner, batchSize: 2 });

    let handled = 0;
    for (;;) {
      const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
      if (a + b === 0) break;
      handled += a + b;
    }

    expect(handled).toBe(files);
    expect(new Set(scanned).size).toBe(files);
    expect(scanned).toHaveLength(files);
    const statuses = await database.db.selectFrom('uploaded_file').select(['scan_status', 'scan_attempts']).execute();
    expect(statuses).toEqual(Array.from({ length: files }, () => ({ scan_status: 'ok', scan_attempts: 1 })));
  });
});
