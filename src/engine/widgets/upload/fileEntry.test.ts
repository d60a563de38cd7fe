import { describe, expect, it } from 'vitest';
import { isBusy, listFiles, newEntry, nextEntry, type EntryEvent, type UploadEntry, type UploadStatus } from './fileEntry';

const MD5 = 'a'.repeat(32);

function entryIn(status: UploadStatus, extra: Partial<UploadEntry> = {}): UploadEntry {
  return { ...newEntry('file-1', new File(['x'], 'plan.pdf')), status, ...extra };
}

describe('a file’s state machine', () => {
  it('moves a fresh file through upload and scan', () => {
    let entry = newEntry('file-1', new File(['abcd'], 'plan.pdf'));
    expect(entry).toMatchObject({ status: 'UPLOADING', sent: 0, total: 4, fileName: 'plan.pdf' });
    entry = nextEntry(entry, { type: 'progress', sent: 2, total: 4 });
    expect(entry).toMatchObject({ status: 'UPLOADING', sent: 2 });
    entry = nextEntry(entry, { type: 'uploaded', fileName: 'plan (1).pdf', md5: MD5 });
    expect(entry).toMatchObject({ status: 'SCANNING', fileName: 'plan (1).pdf', md5: MD5 });
    expect(nextEntry(entry, { type: 'scanned', clean: true }).status).toBe('COMPLETE');
    expect(nextEntry(entry, { type: 'scanned', clean: false }).status).toBe('SCAN_FAILED');
  });

  it('counts no negative bytes, and falls back to the file’s size for an unknown total', () => {
    const entry = nextEntry(entryIn('UPLOADING'), { type: 'progress', sent: -5, total: 0 });
    expect(entry).toMatchObject({ sent: 0, total: 1 });
  });

  it('restarts a failed upload with nothing left of the last attempt', () => {
    const failed = entryIn('UPLOAD_FAILED', { sent: 700, total: 900, message: 'stale' });
    expect(nextEntry(failed, { type: 'start' })).toMatchObject({ status: 'UPLOADING', sent: 0, total: 1, message: undefined });
  });

  it('ignores an event that does not apply in the state, so a late answer changes nothing', () => {
    const cases: [UploadStatus, EntryEvent][] = [
      ['SCANNING', { type: 'progress', sent: 1, total: 1 }],
      ['SCANNING', { type: 'failed' }],
      ['UPLOADING', { type: 'scanned', clean: true }],
      ['UPLOAD_NAME_FAILED', { type: 'start' }],
      ['SCAN_FAILED', { type: 'start' }],
      ['COMPLETE', { type: 'refused' }],
    ];
    for (const [status, event] of cases) {
      const entry = entryIn(status);
      expect(nextEntry(entry, event)).toBe(entry);
    }
  });

  it('is busy while uploading or scanning only', () => {
    expect((['UPLOADING', 'SCANNING', 'COMPLETE', 'UPLOAD_FAILED', 'UPLOAD_NAME_FAILED', 'SCAN_FAILED'] as const).filter(isBusy)).toEqual([
      'UPLOADING',
      'SCANNING',
    ]);
  });
});

describe('the file list', () => {
  it('lists the value first, and a completed file once, through the value', () => {
    const done = entryIn('COMPLETE', { key: 'file-1', md5: MD5 });
    const failed = entryIn('UPLOAD_FAILED', { key: 'file-2', fileName: 'retry me.pdf' });
    const rows = listFiles([{ md5: MD5, fileName: 'plan.pdf' }], [done, failed]);
    expect(rows.map((row) => [row.key, row.fileName, row.status, row.entryKey])).toEqual([
      [`value-${MD5}-0`, 'plan.pdf', 'COMPLETE', undefined],
      ['file-2', 'retry me.pdf', 'UPLOAD_FAILED', 'file-2'],
    ]);
  });

  it('keeps a completed file the value does not hold (yet)', () => {
    const rows = listFiles([], [entryIn('COMPLETE', { md5: MD5 })]);
    expect(rows).toEqual([expect.objectContaining({ status: 'COMPLETE', md5: MD5, entryKey: 'file-1' })]);
  });
});
