import { describe, expect, it } from 'vitest';
import fileSchema from '../../../../schemas/common/file.json' with { type: 'json' };
import type { Uploader, UploadedFile } from '../../react/engineContext';
import type { FileReference } from './fileEntry';
import type { Timers } from './pollScan';
import { createUploadModel, type UploadModel, type UploadSnapshot } from './uploadModel';
import { readUploadSettings, type UploadSettings } from './uploadSettings';
import { deferred, type Deferred } from '../testing/deferred';

const MD5 = 'a'.repeat(32);
const LIMIT = 20_971_520;

function pdf(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Lets every promise that can settle now settle (a macrotask runs after all microtasks). */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Timers and a clock that move only when the test says so. */
function manualClock() {
  let time = 0;
  let ids = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      due.set(++ids, { at: time + ms, run });
      return ids;
    },
    clearTimeout: (handle) => {
      due.delete(handle as number);
    },
  };
  return {
    timers,
    now: () => time,
    pending: () => due.size,
    /** Runs the timers due within `ms`, in order, letting promises settle after each. */
    async advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const next = [...due.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        due.delete(next[0]);
        time = next[1].at;
        next[1].run();
        await settle();
      }
      time = end;
      await settle();
    },
  };
}

interface UploadCall {
  file: File;
  progress: (sent: number, total: number) => void;
  signal: AbortSignal | undefined;
  result: Deferred<UploadedFile>;
}

/** Uploads the test settles by hand; scans answered from a script ('pending' once it runs out). */
function scriptedUploader(scans: (string | Error)[] = []) {
  const uploads: UploadCall[] = [];
  const scanCalls: { md5: string; attachmentType: string; at: number; signal: AbortSignal | undefined }[] = [];
  let clockNow = () => 0;
  const uploader: Uploader = {
    accept: () => ({ extensions: ['pdf', 'jpg'], maxBytes: LIMIT }),
    upload: (file, _attachmentType, progress, signal) => {
      const result = deferred<UploadedFile>();
      uploads.push({ file, progress, signal, result });
      return result.promise;
    },
    scanResult: async (md5, attachmentType, signal) => {
      scanCalls.push({ md5, attachmentType, at: clockNow(), signal });
      const answer = scans.shift() ?? 'pending';
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { uploader, uploads, scanCalls, useClock: (now: () => number) => (clockNow = now) };
}

// The portal's file lists take their items from schemas/common/file.json: the
// name rule comes from there, as the form's validator and the upload API read it.
const listSchema = { ...fileSchema.$defs.fileList, items: fileSchema.$defs.fileReference };

function settingsFor(uploader: Uploader | undefined, options: Record<string, unknown> = {}): UploadSettings {
  return readUploadSettings({ attachmentType: 'plan', statusField: '/plansUploadStatus', ...options }, listSchema, uploader, '/plans');
}

interface Setup {
  scans?: (string | Error)[];
  value?: FileReference[];
  options?: Record<string, unknown>;
  withoutUploader?: boolean;
}

function setup({ scans, value, options, withoutUploader }: Setup = {}) {
  const clock = manualClock();
  const upload = scriptedUploader(scans);
  upload.useClock(clock.now);
  const uploader = withoutUploader ? undefined : upload.uploader;
  const commits: FileReference[][] = [];
  const model = createUploadModel(
    { uploader, settings: settingsFor(uploader, options), commit: (next) => commits.push(next) },
    { value, clock: { timers: clock.timers, now: clock.now, random: () => 0 } },
  );
  return { model, clock, commits, ...upload };
}

function row(model: UploadModel, fileName: string) {
  const found = model.getSnapshot().rows.find((candidate) => candidate.fileName === fileName);
  if (!found) throw new Error(`No row for ${fileName}`);
  return found;
}

function statuses(snapshot: UploadSnapshot): Record<string, string> {
  return Object.fromEntries(snapshot.rows.map((candidate) => [candidate.fileName, candidate.status]));
}

describe('upload model: a file from pick to clean', () => {
  it('uploads with progress, scans, and only then adds the file to the value', async () => {
    const { model, uploads, scanCalls, commits } = setup({ scans: ['ok'] });
    model.addFiles([pdf('plan.pdf', 4096)]);

    expect(row(model, 'plan.pdf')).toMatchObject({ status: 'UPLOADING', sent: 0, total: 4096 });
    expect(model.getSnapshot()).toMatchObject({ busy: true, rejections: [], announcement: 'plan.pdf: Uploading' });
    expect(uploads[0]?.signal?.aborted).toBe(false);

    uploads[0]?.progress(1024, 4096);
    expect(row(model, 'plan.pdf')).toMatchObject({ status: 'UPLOADING', sent: 1024, total: 4096 });
    expect(model.getSnapshot().announcement).toBe('plan.pdf: Uploading');

    // The server may store the file under another name; the list and the value use it.
    uploads[0]?.result.resolve({ name: 'plan (1).pdf', md5: MD5 });
    await settle();
    expect(scanCalls).toEqual([expect.objectContaining({ md5: MD5, attachmentType: 'plan' })]);
    expect(commits).toEqual([[{ fileName: 'plan (1).pdf', md5: MD5, attachmentType: 'plan' }]]);
    expect(statuses(model.getSnapshot())).toEqual({ 'plan (1).pdf': 'COMPLETE' });
    expect(model.getSnapshot()).toMatchObject({ busy: false, announcement: 'plan (1).pdf: Uploaded' });
  });

  it('keeps scanning while pending, on the back-off schedule, then completes', async () => {
    const { model, uploads, scanCalls, clock, commits } = setup({ scans: ['pending', 'pending', 'ok'] });
    model.addFiles([pdf('plan.pdf')]);
    uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    expect(row(model, 'plan.pdf').status).toBe('SCANNING');
    expect(model.getSnapshot().announcement).toBe('plan.pdf: Checking the file for viruses');
    expect(clock.pending()).toBe(1);

    await clock.advance(1099);
    expect(scanCalls).toHaveLength(1);
    await clock.advance(1);
    expect(scanCalls).toHaveLength(2);
    expect(row(model, 'plan.pdf').status).toBe('SCANNING');
    expect(commits).toEqual([]);

    await clock.advance(1200);
    expect(scanCalls.map((call) => call.at)).toEqual([0, 1100, 2300]);
    expect(row(model, 'plan.pdf').status).toBe('COMPLETE');
    expect(commits).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it('treats a failing scan question as pending', async () => {
    const { model, uploads, clock } = setup({ scans: [new Error('blip'), 'ok'] });
    model.addFiles([pdf('plan.pdf')]);
    uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    expect(row(model, 'plan.pdf').status).toBe('SCANNING');
    await clock.advance(1100);
    expect(row(model, 'plan.pdf').status).toBe('COMPLETE');
  });

  it('notifies subscribers of each change and keeps the snapshot between changes', () => {
    const { model, uploads } = setup();
    let calls = 0;
    const unsubscribe = model.subscribe(() => calls++);
    const before = model.getSnapshot();
    expect(model.getSnapshot()).toBe(before);
    model.addFiles([pdf('plan.pdf')]);
    expect(calls).toBeGreaterThan(0);
    expect(model.getSnapshot()).not.toBe(before);
    unsubscribe();
    const seen = calls;
    uploads[0]?.progress(10, 1000);
    expect(calls).toBe(seen);
  });
});

describe('upload model: a file that does not make it', () => {
  it('marks an infected file as failed its scan, and keeps it out of the value', async () => {
    const { model, uploads, commits } = setup({ scans: ['infected'] });
    model.addFiles([pdf('plan.pdf')]);
    uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    expect(row(model, 'plan.pdf').status).toBe('SCAN_FAILED');
    expect(model.getSnapshot()).toMatchObject({ busy: false, announcement: 'plan.pdf: File corrupted' });
    expect(commits).toEqual([]);
  });

  it('fails the scan of a file still pending at the deadline', async () => {
    const { model, uploads, clock, scanCalls } = setup();
    model.addFiles([pdf('plan.pdf')]);
    uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    await clock.advance(599_999);
    expect(row(model, 'plan.pdf').status).toBe('SCANNING');
    await clock.advance(1);
    expect(row(model, 'plan.pdf').status).toBe('SCAN_FAILED');
    expect(scanCalls.at(-1)?.at).toBe(600_000);
    expect(clock.pending()).toBe(0);
  });

  it('shows the server’s reason when it refuses the file, or the name message without one', async () => {
    const { model, uploads } = setup();
    model.addFiles([pdf('plan.pdf'), pdf('other.pdf')]);
    const reason = 'The file content does not match its type. Please upload a genuine PDF file';
    uploads[0]?.result.reject({ code: 'UPLOAD_NAME_FAILED', message: reason });
    await settle();
    expect(row(model, 'plan.pdf')).toMatchObject({ status: 'UPLOAD_NAME_FAILED', message: reason });
    expect(model.getSnapshot().announcement).toBe(`plan.pdf: ${reason}`);

    uploads[1]?.result.reject({ code: 'UPLOAD_NAME_FAILED', message: '  ' });
    await settle();
    expect(row(model, 'other.pdf')).toMatchObject({ status: 'UPLOAD_NAME_FAILED', message: undefined });
    expect(model.getSnapshot().announcement).toBe(
      'other.pdf: Please check the file name is not empty and does not contain any special characters',
    );
  });

  it('does not upload a refused file again', async () => {
    const { model, uploads } = setup();
    model.addFiles([pdf('plan.pdf')]);
    uploads[0]?.result.reject({ code: 'UPLOAD_NAME_FAILED' });
    await settle();
    model.retry(row(model, 'plan.pdf').key);
    expect(uploads).toHaveLength(1);
  });

  it('retries a failed upload from the start, with nothing left of the failed attempt', async () => {
    const { model, uploads, commits } = setup({ scans: ['ok'] });
    model.addFiles([pdf('plan.pdf', 4096)]);
    uploads[0]?.progress(2048, 4096);
    uploads[0]?.result.reject(new Error('network'));
    await settle();
    expect(row(model, 'plan.pdf')).toMatchObject({ status: 'UPLOAD_FAILED', sent: 2048 });
    expect(model.getSnapshot()).toMatchObject({ busy: false, announcement: 'plan.pdf: Failed to upload' });

    model.retry(row(model, 'plan.pdf').key);
    expect(uploads).toHaveLength(2);
    expect(row(model, 'plan.pdf')).toMatchObject({ status: 'UPLOADING', sent: 0, total: 4096, message: undefined });
    expect(model.getSnapshot()).toMatchObject({ busy: true, announcement: 'plan.pdf: Uploading' });

    uploads[1]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    expect(row(model, 'plan.pdf').status).toBe('COMPLETE');
    expect(commits).toEqual([[{ fileName: 'plan.pdf', md5: MD5, attachmentType: 'plan' }]]);
  });

  it('offers nothing to upload with when the host gives no uploader', () => {
    const { model } = setup({ withoutUploader: true });
    model.addFiles([pdf('plan.pdf')]);
    expect(model.getSnapshot().rows).toEqual([]);
  });
});

describe('upload model: remove and abort', () => {
  it('removes a file from the value, announcing it and clearing the last pick’s messages', () => {
    const { model, commits } = setup({
      value: [
        { md5: MD5, fileName: 'copy 1.pdf', attachmentType: 'plan' },
        { md5: MD5, fileName: 'copy 2.pdf', attachmentType: 'plan' },
      ],
    });
    model.addFiles([pdf('bad#name.pdf')]);
    expect(model.getSnapshot().rejections).toHaveLength(1);
    model.remove(row(model, 'copy 2.pdf').key);
    expect(commits).toEqual([[{ md5: MD5, fileName: 'copy 1.pdf', attachmentType: 'plan' }]]);
    expect(model.getSnapshot()).toMatchObject({ rejections: [], announcement: 'copy 2.pdf deleted' });
    expect(Object.keys(statuses(model.getSnapshot()))).toEqual(['copy 1.pdf']);
  });

  it('removes a failed file without touching the value', async () => {
    const { model, uploads, commits } = setup({ scans: ['infected'] });
    model.addFiles([pdf('plan.pdf')]);
    uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    model.remove(row(model, 'plan.pdf').key);
    expect(model.getSnapshot().rows).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('stops the upload of a removed file and ignores its answer', async () => {
    const { model, uploads, scanCalls, commits } = setup({ scans: ['ok'] });
    model.addFiles([pdf('plan.pdf')]);
    model.remove(row(model, 'plan.pdf').key);
    expect(uploads[0]?.signal?.aborted).toBe(true);
    expect(model.getSnapshot().busy).toBe(false);
    uploads[0]?.result.resolve({ name: 'plan.pdf', md5: MD5 });
    await settle();
    expect(scanCalls).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('aborts uploads and scans in flight when disconnected: no timer, no question, no change', async () => {
    const { model, uploads, scanCalls, clock, commits } = setup({ scans: ['pending'] });
    const disconnect = model.connect();
    model.addFiles([pdf('scanning.pdf'), pdf('uploading.pdf')]);
    uploads[0]?.result.resolve({ name: 'scanning.pdf', md5: MD5 });
    await settle();
    expect(clock.pending()).toBe(1);

    disconnect();
    expect(clock.pending()).toBe(0);
    expect(scanCalls[0]?.signal?.aborted).toBe(true);
    expect(uploads[1]?.signal?.aborted).toBe(true);
    const before = model.getSnapshot();
    uploads[1]?.result.resolve({ name: 'uploading.pdf', md5: '1'.repeat(32) });
    await clock.advance(700_000);
    expect(scanCalls).toHaveLength(1);
    expect(commits).toEqual([]);
    expect(model.getSnapshot()).toBe(before);
  });

  it('works again once reconnected (React mounts twice in StrictMode)', () => {
    const { model, uploads } = setup();
    model.connect()();
    model.connect();
    model.addFiles([pdf('plan.pdf')]);
    expect(uploads).toHaveLength(1);
  });
});

describe('upload model: checks before upload', () => {
  it('refuses files beyond the maximum, counting the files already in the value', () => {
    const value = ['1', '2', '3', '4'].map((name) => ({ md5: MD5, fileName: `${name}.pdf` }));
    const { model, uploads } = setup({ value });
    model.addFiles([pdf('5.pdf'), pdf('6.pdf'), pdf('7.pdf')]);
    expect(uploads.map((call) => call.file.name)).toEqual(['5.pdf']);
    expect(model.getSnapshot().rejections).toEqual(['Max of 5 files allowed']);
  });

  it('follows the field’s own maximum', () => {
    const { model, uploads } = setup({ options: { maxFiles: 2 } });
    model.addFiles([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
    expect(uploads).toHaveLength(2);
    expect(model.getSnapshot().rejections).toEqual(['Max of 2 files allowed']);
  });

  it('refuses a name already listed, in the value, on its way, or earlier in the same pick', () => {
    const { model, uploads } = setup({ value: [{ md5: MD5, fileName: 'plan.pdf' }] });
    model.addFiles([pdf('plan.pdf'), pdf('new.pdf'), pdf('new.pdf')]);
    model.addFiles([pdf('new.pdf')]);
    expect(uploads.map((call) => call.file.name)).toEqual(['new.pdf']);
    expect(model.getSnapshot().rejections).toEqual(['A file with name new.pdf has already been selected']);
  });

  it('refuses a bad name, a type and a size with their messages, once per message', () => {
    const { model, uploads } = setup();
    model.addFiles([
      pdf('bad#name.pdf'),
      pdf('also#bad.pdf'),
      new File(['x'], 'notes.docx'),
      pdf('huge.pdf', LIMIT + 1),
      pdf('fine.pdf'),
    ]);
    expect(model.getSnapshot().rejections).toEqual([
      'Please check the file name is not empty and does not contain any special characters',
      'This type of file is not accepted here. Accepted types: pdf, jpg',
      'The file is larger than 20 MB',
    ]);
    expect(uploads.map((call) => call.file.name)).toEqual(['fine.pdf']);
  });

  it('checks names by the schema’s own rule: a name that is only an extension is refused', () => {
    const { model, uploads } = setup();
    model.addFiles([pdf('.pdf')]);
    expect(uploads).toEqual([]);
    expect(model.getSnapshot().rejections).toEqual([
      'Please check the file name is not empty and does not contain any special characters',
    ]);
  });

  it('takes the form’s own messages', () => {
    const { model } = setup({ options: { messages: { tooLarge: '{name} is over {size}' } } });
    model.addFiles([pdf('huge.pdf', LIMIT + 1)]);
    expect(model.getSnapshot().rejections).toEqual(['huge.pdf is over 20 MB']);
  });
});

describe('upload model: the value', () => {
  it('keeps both files when two finish before the form hands the value back', async () => {
    const { model, uploads, commits } = setup({ scans: ['ok', 'ok'], value: [{ md5: MD5, fileName: 'old.pdf' }] });
    model.addFiles([pdf('a.pdf'), pdf('b.jpg')]);
    uploads[0]?.result.resolve({ name: 'a.pdf', md5: '1'.repeat(32) });
    uploads[1]?.result.resolve({ name: 'b.jpg', md5: '2'.repeat(32) });
    await settle();
    expect(commits.at(-1)).toEqual([
      { md5: MD5, fileName: 'old.pdf' },
      { fileName: 'a.pdf', md5: '1'.repeat(32), attachmentType: 'plan' },
      { fileName: 'b.jpg', md5: '2'.repeat(32), attachmentType: 'plan' },
    ]);
    expect(statuses(model.getSnapshot())).toEqual({ 'old.pdf': 'COMPLETE', 'a.pdf': 'COMPLETE', 'b.jpg': 'COMPLETE' });
  });

  it('lists a value the form changed, and ignores the same value handed back', () => {
    const { model } = setup();
    let calls = 0;
    model.subscribe(() => calls++);
    model.syncValue([{ md5: MD5, fileName: 'draft.pdf', attachmentType: 'plan' }]);
    expect(statuses(model.getSnapshot())).toEqual({ 'draft.pdf': 'COMPLETE' });
    expect(calls).toBe(1);
    model.syncValue([{ md5: MD5, fileName: 'draft.pdf', attachmentType: 'plan' }]);
    expect(calls).toBe(1);
  });
});
