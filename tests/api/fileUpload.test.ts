// When a customer (guest or signed in) uploads a file for an attachment type,
// then the API checks its name, extension, size and content, keeps it under a
// generated name, answers { name, md5 }, and scans it after answering; the
// scan result moves from 'pending' to 'ok' or 'infected' (whose bytes are
// removed). A refused file gets 400 and leaves nothing behind; the same content
// uploaded twice is one file. While the scanner is down the file stays
// 'pending' (never 'ok') and is scanned once the scanner is back.
// Runs with the default, built-in scanner; tests/api/clamdScanner.test.ts runs the real clamd.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSION_COOKIE, guestOwnerKey } from '../../src/server/auth/guestSession';
import { loadConfig } from '../../src/server/config';
import { BuiltInScanner } from '../../src/server/files/builtInScanner';
import { findUploadedFile, readUploadedFile } from '../../src/server/files/uploadedFiles';
import { ScannerUnavailableError, type VirusScanner } from '../../src/server/files/virusScanner';
import { MAX_UPLOAD_BYTES } from '../../src/shared/uploadLimits';
import { fileUpload, multipartBody } from './multipart';
import { createTestApp, type TestApp } from './testApp';
import { createTestTokenSigner, type TestTokenSigner } from './testTokens';

const FIXTURES = path.resolve('tests/fixtures/files');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

// This file's guest: a browser holding its guest session cookie, as after its first upload.
const GUEST_TOKEN = 'g'.repeat(43);
const GUEST_COOKIE = `${GUEST_SESSION_COOKIE}=${GUEST_TOKEN}`;
const GUEST = guestOwnerKey(GUEST_TOKEN);

const NAME_MESSAGE = 'Please check the file name is not empty and does not contain any special characters';
const SITE_PLAN_TYPES = 'This type of file is not accepted here. Accepted types: pdf, dwg, jpg, jpeg, doc, docx';

async function storedFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function startApp(storageDir: string, options: Parameters<typeof createTestApp>[1] = {}): Promise<TestApp> {
  const defaults = loadConfig({});
  return createTestApp({ files: { ...defaults.files, storageDir } }, options);
}

function upload(subject: TestApp, attachmentType: string, fileName: string, data: Buffer | string, headers: Record<string, string> = {}) {
  const body = fileUpload(fileName, data);
  return subject.app.inject({
    method: 'POST',
    url: `/api/file-upload/${attachmentType}`,
    payload: body.payload,
    headers: { cookie: GUEST_COOKIE, ...body.headers, ...headers },
  });
}

async function scanResult(subject: TestApp, fileMd5: string, attachmentType: string) {
  const response = await subject.app.inject({
    method: 'GET',
    url: `/api/file-scan-result/${fileMd5}?attachmentType=${attachmentType}`,
    headers: { cookie: GUEST_COOKIE },
  });
  return { status: response.statusCode, body: response.json() as { scanResult?: string; message?: string }, headers: response.headers };
}

async function rowCount(subject: TestApp): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from uploaded_file`.execute(subject.database.db);
  return result.rows[0]?.n ?? 0;
}

function fileRow(subject: TestApp, fileMd5: string, attachmentType: string) {
  return subject.database.db
    .selectFrom('uploaded_file')
    .selectAll()
    .where('md5', '=', fileMd5)
    .where('attachment_type', '=', attachmentType)
    .executeTakeFirstOrThrow();
}

let storageRoot: string;
beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-test-'));
});
afterAll(async () => {
  if (storageRoot) await rm(storageRoot, { recursive: true, force: true });
});

describe('file upload and scan (built-in scanner)', () => {
  let subject: TestApp;
  let tokens: TestTokenSigner;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = path.join(storageRoot, 'main');
    tokens = await createTestTokenSigner();
    subject = await startApp(storageDir, { accessTokenVerifier: tokens.verifier });
  });
  afterAll(async () => subject?.close());

  describe('a refused file stores nothing (runs first, on an empty store)', () => {
    async function expectRefused(response: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      // A 400 names what was wrong at its pointer: the multipart field `file`.
      expect(response.json()).toEqual(status === 400 ? { message, errors: [{ pointer: '/file', message }] } : { message });
      expect(await rowCount(subject)).toBe(0);
      expect(await storedFiles(storageDir)).toEqual([]);
    }

    it('refuses a program renamed .pdf: its content is not a PDF', async () => {
      await expectRefused(
        await upload(subject, 'sitePlan', 'plan.pdf', fixture('renamed-program.pdf')),
        400,
        'The file content does not match its type. Please upload a genuine PDF file',
      );
    });

    it('refuses an extension the attachment type does not accept, listing those it does', async () => {
      await expectRefused(await upload(subject, 'sitePlan', 'units.xlsx', fixture('units.xlsx')), 400, SITE_PLAN_TYPES);
      await expectRefused(await upload(subject, 'sitePlan', 'plan', fixture('site-plan.pdf')), 400, SITE_PLAN_TYPES);
    });

    it.each(['../x.pdf', '..\\x.pdf', '/etc/x.pdf', 'sub/dir/x.pdf', 'plan;rm.pdf', ''])('refuses the name %j', async (name) => {
      await expectRefused(await upload(subject, 'sitePlan', name, fixture('site-plan.pdf')), 400, NAME_MESSAGE);
    });

    it('refuses a file one byte over the limit (20 MB)', async () => {
      const oversize = Buffer.concat([fixture('site-plan.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - fixture('site-plan.pdf').length)]);
      expect(oversize.length).toBe(MAX_UPLOAD_BYTES + 1);
      await expectRefused(await upload(subject, 'sitePlan', 'big.pdf', oversize), 400, 'The file is larger than 20 MB');
    });

    it('refuses a file far over the limit without reading it all', async () => {
      const huge = Buffer.concat([fixture('site-plan.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES + 200_000)]);
      await expectRefused(await upload(subject, 'sitePlan', 'huge.pdf', huge), 400, 'The file is larger than 20 MB');
    });

    it('answers 404 for an unknown attachment type', async () => {
      await expectRefused(
        await upload(subject, 'holidayPhotos', 'plan.pdf', fixture('site-plan.pdf')),
        404,
        'There is no attachment type called "holidayPhotos"',
      );
    });

    it('asks for a file when there is none in the field `file`', async () => {
      const noFile = multipartBody([{ field: 'comment', data: 'no file here' }]);
      const wrongField = multipartBody([{ field: 'document', fileName: 'plan.pdf', data: fixture('site-plan.pdf') }]);
      for (const body of [noFile, wrongField]) {
        await expectRefused(
          await subject.app.inject({ method: 'POST', url: '/api/file-upload/sitePlan', payload: body.payload, headers: body.headers }),
          400,
          'Choose a file to upload',
        );
      }
      await expectRefused(
        await subject.app.inject({ method: 'POST', url: '/api/file-upload/sitePlan', payload: { file: 'plan.pdf' } }),
        400,
        'Choose a file to upload',
      );
    });

    it('takes one file at a time', async () => {
      const two = multipartBody([
        { field: 'file', fileName: 'a.pdf', data: fixture('site-plan.pdf') },
        { field: 'file', fileName: 'b.pdf', data: fixture('site-plan-eicar.pdf') },
      ]);
      const response = await subject.app.inject({ method: 'POST', url: '/api/file-upload/sitePlan', payload: two.payload, headers: two.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Upload one file at a time', errors: [{ pointer: '/file', message: 'Upload one file at a time' }] });
      expect(await rowCount(subject)).toBe(0);
      expect(await storedFiles(storageDir)).toEqual([]);
    });

    it('refuses an invalid access token (guests send none)', async () => {
      const response = await upload(subject, 'sitePlan', 'plan.pdf', fixture('site-plan.pdf'), { authorization: 'Bearer not-a-token' });
      expect(response.statusCode).toBe(401);
      expect(await rowCount(subject)).toBe(0);
    });
  });

  describe('accepted files', () => {
    it('keeps a clean PDF under a generated name and scans it ok', async () => {
      const data = fixture('site-plan.pdf');
      const response = await upload(subject, 'sitePlan', 'Site plan (v2).pdf', data);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ name: 'Site plan (v2).pdf', md5: md5(data) });

      await subject.app.files.queue.idle();
      expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'ok' });

      const row = await fileRow(subject, md5(data), 'sitePlan');
      expect(row).toMatchObject({
        original_name: 'Site plan (v2).pdf',
        size_bytes: data.length,
        content_type: 'application/pdf',
        scan_status: 'ok',
        scan_attempts: 1,
        uploaded_by_subject: null,
      });
      expect(row.scanned_at).toBeInstanceOf(Date);
      expect(row.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
      const files = await storedFiles(storageDir);
      expect(files).toEqual([path.join(storageDir, ...row.storage_key.split('/'))]);
      expect(readFileSync(files[0]!)).toEqual(data);

      // What orders use to check and serve it.
      const file = await findUploadedFile(subject.database.db, GUEST, md5(data).toUpperCase(), 'sitePlan');
      expect(file).toMatchObject({ md5: md5(data), attachmentType: 'sitePlan', scanStatus: 'ok', contentType: 'application/pdf' });
      expect(await readUploadedFile(subject.app.files.storage, file!)).toEqual(data);
    });

    it('answers pending until the scan is done', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const slow: VirusScanner = {
        scan: async (bytes) => {
          await gate;
          return new BuiltInScanner().scan(bytes);
        },
      };
      const slowSubject = await startApp(path.join(storageRoot, 'slow'), { fileServices: { scanner: slow } });
      try {
        const data = fixture('units.xlsx');
        expect((await upload(slowSubject, 'unitsSpreadsheet', 'units.xlsx', data)).json()).toEqual({ name: 'units.xlsx', md5: md5(data) });
        expect((await scanResult(slowSubject, md5(data), 'unitsSpreadsheet')).body).toEqual({ scanResult: 'pending' });
        const pending = await findUploadedFile(slowSubject.database.db, GUEST, md5(data), 'unitsSpreadsheet');
        expect(await readUploadedFile(slowSubject.app.files.storage, pending!)).toBeUndefined();
        release();
        await slowSubject.app.files.queue.idle();
        expect((await scanResult(slowSubject, md5(data), 'unitsSpreadsheet')).body).toEqual({ scanResult: 'ok' });
      } finally {
        release();
        await slowSubject.close();
      }
    });

    it('finds the EICAR string in a valid PDF: infected, and its bytes are removed', async () => {
      const data = fixture('site-plan-eicar.pdf');
      const before = await storedFiles(storageDir);
      const response = await upload(subject, 'sitePlan', 'plan-eicar.pdf', data);
      expect(response.json()).toEqual({ name: 'plan-eicar.pdf', md5: md5(data) });

      await subject.app.files.queue.idle();
      expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'infected' });
      const row = await fileRow(subject, md5(data), 'sitePlan');
      expect(row).toMatchObject({ scan_status: 'infected', scan_detail: 'Eicar-Test-Signature' });
      expect(await subject.app.files.storage.get(row.storage_key)).toBeUndefined();
      expect(await storedFiles(storageDir)).toEqual(before);

      const file = await findUploadedFile(subject.database.db, GUEST, md5(data), 'sitePlan');
      expect(await readUploadedFile(subject.app.files.storage, file!)).toBeUndefined();

      // Uploading it again changes nothing: still infected, nothing stored.
      expect((await upload(subject, 'sitePlan', 'plan-eicar.pdf', data)).statusCode).toBe(200);
      await subject.app.files.queue.idle();
      expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'infected' });
      expect(await storedFiles(storageDir)).toEqual(before);
    });

    it('treats the same content for the same type as one file', async () => {
      const data = fixture('site-plan.pdf');
      const rows = await rowCount(subject);
      const files = await storedFiles(storageDir);
      const again = await upload(subject, 'sitePlan', 'Site plan (v2).pdf', data);
      const renamed = await upload(subject, 'sitePlan', 'another name.pdf', data);
      expect(again.json()).toEqual({ name: 'Site plan (v2).pdf', md5: md5(data) });
      expect(renamed.json()).toEqual({ name: 'another name.pdf', md5: md5(data) });
      expect(await rowCount(subject)).toBe(rows);
      expect(await storedFiles(storageDir)).toEqual(files);
      expect((await fileRow(subject, md5(data), 'sitePlan')).original_name).toBe('Site plan (v2).pdf');

      // Two uploads at once are still one file.
      const proof = Buffer.concat([data, Buffer.from('%% proof of address copy\n')]);
      const both = await Promise.all([upload(subject, 'proofOfAddress', 'a.pdf', proof), upload(subject, 'proofOfAddress', 'b.pdf', proof)]);
      expect(both.map((response) => response.json().md5)).toEqual([md5(proof), md5(proof)]);
      await subject.app.files.queue.idle();
      expect(await rowCount(subject)).toBe(rows + 1);
      expect(await storedFiles(storageDir)).toHaveLength(files.length + 1);
    });

    it('keeps the same content for another attachment type as its own file', async () => {
      const data = fixture('site-plan.pdf');
      expect((await upload(subject, 'meterPhoto', 'meter.pdf', data)).json()).toEqual({ name: 'meter.pdf', md5: md5(data) });
      await subject.app.files.queue.idle();
      expect((await scanResult(subject, md5(data), 'meterPhoto')).body).toEqual({ scanResult: 'ok' });
      expect((await fileRow(subject, md5(data), 'meterPhoto')).id).not.toBe((await fileRow(subject, md5(data), 'sitePlan')).id);
    });

    it('accepts names in any script, and records who uploaded when signed in', async () => {
      const data = Buffer.concat([fixture('site-plan.pdf'), Buffer.from('%% Māori\n')]);
      const token = await tokens.sign('auth0|uploader');
      const response = await upload(subject, 'proofOfAddress', 'Te Whare o Māori, 2024 & co.pdf', data, { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Te Whare o Māori, 2024 & co.pdf', md5: md5(data) });
      const row = await fileRow(subject, md5(data), 'proofOfAddress');
      expect(row.uploaded_by_subject).toBe('auth0|uploader');
      expect(row.original_name).toBe('Te Whare o Māori, 2024 & co.pdf');
    });

    it('accepts a file of exactly 20 MB (the 1 MB JSON body limit does not apply)', async () => {
      const data = Buffer.concat([fixture('site-plan.pdf'), Buffer.alloc(MAX_UPLOAD_BYTES - fixture('site-plan.pdf').length, 0x20)]);
      const response = await upload(subject, 'sitePlan', 'exactly-20-mb.pdf', data);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'exactly-20-mb.pdf', md5: md5(data) });
      await subject.app.files.queue.idle();
      expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'ok' });
    });
  });

  describe('scan result', () => {
    it('is never cached', async () => {
      const data = fixture('site-plan.pdf');
      expect((await scanResult(subject, md5(data), 'sitePlan')).headers['cache-control']).toBe('no-store');
      expect((await scanResult(subject, 'f'.repeat(32), 'sitePlan')).headers['cache-control']).toBe('no-store');
    });

    it('answers 404 for an unknown md5, or a known one under another attachment type', async () => {
      expect(await scanResult(subject, '0'.repeat(32), 'sitePlan')).toMatchObject({
        status: 404,
        body: { message: 'There is no uploaded file with this md5 and attachment type' },
      });
      expect((await scanResult(subject, md5(fixture('site-plan.pdf')), 'unitsSpreadsheet')).status).toBe(404);
      expect(await scanResult(subject, md5(fixture('site-plan.pdf')), 'holidayPhotos')).toMatchObject({
        status: 404,
        body: { message: 'There is no attachment type called "holidayPhotos"' },
      });
    });

    it('answers 400 for a malformed md5 or a missing attachment type', async () => {
      for (const bad of ['abc', 'g'.repeat(32), '0'.repeat(33), '..%2F..%2Fetc']) {
        const message = 'The md5 must be 32 hexadecimal digits';
        expect(await scanResult(subject, bad, 'sitePlan')).toMatchObject({ status: 400, body: { message, errors: [{ pointer: '/md5', message }] } });
      }
      for (const url of [`/api/file-scan-result/${'0'.repeat(32)}`, `/api/file-scan-result/${'0'.repeat(32)}?attachmentType=`]) {
        const response = await subject.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        const message = 'Give the attachmentType of the file';
        expect(response.json()).toEqual({ message, errors: [{ pointer: '/attachmentType', message }] });
      }
    });

    it('accepts an upper-case md5', async () => {
      expect((await scanResult(subject, md5(fixture('site-plan.pdf')).toUpperCase(), 'sitePlan')).body).toEqual({ scanResult: 'ok' });
    });
  });
});

describe('when the virus scanner is down', () => {
  /** The built-in scanner behind a switch. */
  class SwitchableScanner implements VirusScanner {
    up = false;
    calls = 0;
    async scan(data: Buffer) {
      this.calls += 1;
      if (!this.up) throw new ScannerUnavailableError('test scanner is down');
      return new BuiltInScanner().scan(data);
    }
  }

  let subject: TestApp;
  const scanner = new SwitchableScanner();
  beforeAll(async () => {
    subject = await startApp(path.join(storageRoot, 'down'), { fileServices: { scanner } });
  });
  afterAll(async () => subject?.close());

  async function retryNow(): Promise<void> {
    await sql`update uploaded_file set next_scan_at = now() where scan_status = 'pending'`.execute(subject.database.db);
    await subject.app.files.queue.runDue();
    await subject.app.files.queue.idle();
  }

  it('keeps files pending, counting attempts and backing off, never ok', async () => {
    const clean = fixture('site-plan.pdf');
    const infected = fixture('site-plan-eicar.pdf');
    expect((await upload(subject, 'sitePlan', 'plan.pdf', clean)).statusCode).toBe(200);
    expect((await upload(subject, 'sitePlan', 'eicar.pdf', infected)).statusCode).toBe(200);
    await subject.app.files.queue.idle();

    for (const data of [clean, infected]) {
      expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'pending' });
      const row = await fileRow(subject, md5(data), 'sitePlan');
      expect(row).toMatchObject({ scan_status: 'pending', scan_attempts: 1, scan_detail: 'test scanner is down', scanned_at: null });
      // Backed off: not due again straight away.
      expect(row.next_scan_at.getTime()).toBeGreaterThan(Date.now() + 5_000);
    }
    // Not due: the poller has nothing to do yet.
    expect(await subject.app.files.queue.runDue()).toBe(0);

    await retryNow();
    const again = await fileRow(subject, md5(clean), 'sitePlan');
    expect(again).toMatchObject({ scan_status: 'pending', scan_attempts: 2 });
    expect((await scanResult(subject, md5(clean), 'sitePlan')).body).toEqual({ scanResult: 'pending' });
  });

  it('scans them once the scanner is back: ok, and infected', async () => {
    scanner.up = true;
    await retryNow();
    expect((await scanResult(subject, md5(fixture('site-plan.pdf')), 'sitePlan')).body).toEqual({ scanResult: 'ok' });
    expect((await scanResult(subject, md5(fixture('site-plan-eicar.pdf')), 'sitePlan')).body).toEqual({ scanResult: 'infected' });
    expect(await fileRow(subject, md5(fixture('site-plan.pdf')), 'sitePlan')).toMatchObject({ scan_attempts: 3, scan_detail: null });
  });

  it('marks a file whose stored bytes are lost as failed, and a new upload of it scans again', async () => {
    const data = Buffer.concat([fixture('site-plan.pdf'), Buffer.from('%% lost\n')]);
    scanner.up = false;
    expect((await upload(subject, 'sitePlan', 'lost.pdf', data)).statusCode).toBe(200);
    await subject.app.files.queue.idle();
    const row = await fileRow(subject, md5(data), 'sitePlan');
    await subject.app.files.storage.remove(row.storage_key);
    await retryNow();
    expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'failed' });

    scanner.up = true;
    expect((await upload(subject, 'sitePlan', 'lost.pdf', data)).json()).toEqual({ name: 'lost.pdf', md5: md5(data) });
    await subject.app.files.queue.idle();
    expect((await scanResult(subject, md5(data), 'sitePlan')).body).toEqual({ scanResult: 'ok' });
    const replaced = await fileRow(subject, md5(data), 'sitePlan');
    expect(replaced.storage_key).not.toBe(row.storage_key);
    expect(await subject.app.files.storage.get(replaced.storage_key)).toEqual(data);
  });

  it('stops polling when the app closes', async () => {
    const before = scanner.calls;
    await subject.app.files.queue.stop();
    subject.app.files.queue.enqueue('00000000-0000-0000-0000-000000000000');
    await subject.app.files.queue.idle();
    expect(scanner.calls).toBe(before);
  });
});
