// With a real ClamAV daemon (Debian's clamav-daemon, started by tests/api/clamd.ts
// with its own test signatures): the scanner reads clean and infected verdicts
// over INSTREAM, and the whole upload path with VIRUS_SCANNER=clamd ends 'ok'
// or 'infected'. When clamd stops, files stay 'pending' and are never 'ok'.
// Skipped, with the reason in the test name, when clamd is not installed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SESSION_COOKIE } from '../../src/server/auth/guestSession';
import { loadConfig } from '../../src/server/config';
import { BuiltInScanner, EICAR_TEST_STRING } from '../../src/server/files/builtInScanner';
import { ClamdScanner } from '../../src/server/files/clamdScanner';
import { ScannerUnavailableError } from '../../src/server/files/virusScanner';
import { MAX_UPLOAD_BYTES } from '../../src/shared/uploadLimits';
import { clamdUnavailableReason, EMBEDDED_EICAR_SIGNATURE, startTestClamd, type TestClamd } from './clamd';
import { fileUpload } from './multipart';
import { createTestApp, type TestApp } from './testApp';

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/files', name));
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const unavailable = clamdUnavailableReason();

describe.skipIf(unavailable !== undefined)(unavailable ? `ClamAV clamd (SKIPPED: ${unavailable})` : 'ClamAV clamd', () => {
  let clamd: TestClamd;
  let subject: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    clamd = await startTestClamd();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-clamd-upload-'));
    const config = loadConfig({
      VIRUS_SCANNER: 'clamd',
      CLAMD_HOST: clamd.host,
      CLAMD_PORT: String(clamd.port),
      CLAMD_TIMEOUT_MS: '10000',
      FILE_STORAGE_DIR: storageDir,
    });
    subject = await createTestApp({ files: config.files });
  });
  afterAll(async () => {
    await subject?.close();
    await clamd?.stop();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  // One guest uploads and asks for the results: a file's scan result is its uploader's only.
  const guestCookie = `${GUEST_SESSION_COOKIE}=${'c'.repeat(43)}`;

  function upload(fileName: string, data: Buffer) {
    const body = fileUpload(fileName, data);
    return subject.app.inject({ method: 'POST', url: '/api/file-upload/sitePlan', payload: body.payload, headers: { ...body.headers, cookie: guestCookie } });
  }

  async function scanResult(data: Buffer): Promise<unknown> {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/file-scan-result/${md5(data)}?attachmentType=sitePlan`,
      headers: { cookie: guestCookie },
    });
    return response.json();
  }

  describe('the scanner', () => {
    it('is the one the configuration chose', () => {
      expect(subject.app.files.scanner).toBeInstanceOf(ClamdScanner);
    });

    it('passes a clean file', async () => {
      expect(await clamd.scanner().scan(fixture('site-plan.pdf'))).toEqual({ clean: true });
      expect(await clamd.scanner().scan(fixture('units.xlsx'))).toEqual({ clean: true });
    });

    it('finds the EICAR string inside a valid PDF (a local signature: FOUND, named .UNOFFICIAL)', async () => {
      expect(await clamd.scanner().scan(fixture('site-plan-eicar.pdf'))).toEqual({
        clean: false,
        signature: `${EMBEDDED_EICAR_SIGNATURE}.UNOFFICIAL`,
      });
    });

    it('finds the bare EICAR test file', async () => {
      const verdict = await clamd.scanner().scan(Buffer.from(EICAR_TEST_STRING, 'latin1'));
      expect(verdict.clean).toBe(false);
      expect(verdict.clean ? '' : verdict.signature).toMatch(/^Eicar-.*\.UNOFFICIAL$/);
    });

    it('agrees with the built-in scanner on the fixtures', async () => {
      const builtIn = new BuiltInScanner();
      for (const name of ['site-plan.pdf', 'site-plan-eicar.pdf', 'units.xlsx']) {
        expect((await clamd.scanner().scan(fixture(name))).clean).toBe((await builtIn.scan(fixture(name))).clean);
      }
    });

    it('scans a file at the upload limit (StreamMaxLength allows it), in chunks', async () => {
      const data = Buffer.concat([Buffer.alloc(MAX_UPLOAD_BYTES - 100, 0x20), Buffer.from(EICAR_TEST_STRING, 'latin1')]);
      expect((await clamd.scanner(30_000).scan(data)).clean).toBe(false);
    });
  });

  describe('the upload path with VIRUS_SCANNER=clamd', () => {
    it('scans a clean PDF ok', async () => {
      const data = fixture('site-plan.pdf');
      expect((await upload('plan.pdf', data)).json()).toEqual({ name: 'plan.pdf', md5: md5(data) });
      await subject.app.files.queue.idle();
      expect(await scanResult(data)).toEqual({ scanResult: 'ok' });
    });

    it('finds the PDF that embeds EICAR infected and removes its bytes', async () => {
      const data = fixture('site-plan-eicar.pdf');
      expect((await upload('plan-eicar.pdf', data)).statusCode).toBe(200);
      await subject.app.files.queue.idle();
      expect(await scanResult(data)).toEqual({ scanResult: 'infected' });
      const row = await subject.database.db
        .selectFrom('uploaded_file')
        .select(['scan_detail', 'storage_key'])
        .where('md5', '=', md5(data))
        .executeTakeFirstOrThrow();
      expect(row.scan_detail).toBe(`${EMBEDDED_EICAR_SIGNATURE}.UNOFFICIAL`);
      expect(await subject.app.files.storage.get(row.storage_key)).toBeUndefined();
    });

    it('keeps files pending, never ok, once clamd has stopped', async () => {
      await clamd.stop();
      await expect(clamd.scanner().ping()).rejects.toThrow(ScannerUnavailableError);

      const data = Buffer.concat([fixture('site-plan.pdf'), Buffer.from('%% after clamd stopped\n')]);
      expect((await upload('late.pdf', data)).statusCode).toBe(200);
      await subject.app.files.queue.idle();
      expect(await scanResult(data)).toEqual({ scanResult: 'pending' });

      // Due again: still pending, one more attempt, the reason kept for operators.
      await sql`update uploaded_file set next_scan_at = now() where scan_status = 'pending'`.execute(subject.database.db);
      await subject.app.files.queue.runDue();
      await subject.app.files.queue.idle();
      expect(await scanResult(data)).toEqual({ scanResult: 'pending' });
      const row = await subject.database.db
        .selectFrom('uploaded_file')
        .select(['scan_status', 'scan_attempts', 'scan_detail'])
        .where('md5', '=', md5(data))
        .executeTakeFirstOrThrow();
      expect(row.scan_status).toBe('pending');
      expect(row.scan_attempts).toBe(2);
      expect(row.scan_detail).toMatch(/clamd at 127\.0\.0\.1:\d+ is unavailable/);
    });
  });
});
