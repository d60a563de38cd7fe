// One picked file's life, as a pure state machine, and the list the field
// shows: the references already in the value, then the files still on their
// way. No React, no DOM beyond the `File` the user picked.
//
//   UPLOADING --uploaded--> SCANNING --scanned ok--> COMPLETE
//       |                      '------scanned failed / timeout--> SCAN_FAILED
//       |--refused--> UPLOAD_NAME_FAILED     (the server refused the file: final)
//       '--failed--> UPLOAD_FAILED --start (retry)--> UPLOADING

export type UploadStatus = 'UPLOADING' | 'SCANNING' | 'COMPLETE' | 'UPLOAD_FAILED' | 'UPLOAD_NAME_FAILED' | 'SCAN_FAILED';

/** What the field's value holds per file (schemas/common/file.json's fileReference). */
export interface FileReference {
  md5: string;
  fileName: string;
  attachmentType?: string;
}

export interface UploadEntry {
  readonly key: string;
  readonly file: File;
  /** The picked name, then the name the server stored the file under. */
  readonly fileName: string;
  readonly status: UploadStatus;
  readonly sent: number;
  readonly total: number;
  readonly md5?: string;
  /** The server's reason, for UPLOAD_NAME_FAILED. */
  readonly message?: string;
}

export type EntryEvent =
  | { type: 'start' }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'uploaded'; fileName: string; md5: string }
  | { type: 'refused'; message?: string }
  | { type: 'failed' }
  | { type: 'scanned'; clean: boolean };

export function isBusy(status: UploadStatus): boolean {
  return status === 'UPLOADING' || status === 'SCANNING';
}

export function newEntry(key: string, file: File): UploadEntry {
  return { key, file, fileName: file.name, status: 'UPLOADING', sent: 0, total: file.size };
}

/**
 * The entry after `event`, or the same entry when the event does not apply in
 * its state: a late answer from an abandoned attempt then changes nothing.
 */
export function nextEntry(entry: UploadEntry, event: EntryEvent): UploadEntry {
  switch (event.type) {
    case 'start':
      // A retry starts afresh: no bytes counted and no reason left from the last attempt.
      if (entry.status !== 'UPLOADING' && entry.status !== 'UPLOAD_FAILED') return entry;
      return { ...entry, status: 'UPLOADING', sent: 0, total: entry.file.size, message: undefined };
    case 'progress':
      if (entry.status !== 'UPLOADING') return entry;
      return { ...entry, sent: Math.max(0, event.sent), total: event.total > 0 ? event.total : entry.file.size };
    case 'uploaded':
      if (entry.status !== 'UPLOADING') return entry;
      return { ...entry, status: 'SCANNING', fileName: event.fileName, md5: event.md5 };
    case 'refused':
      if (entry.status !== 'UPLOADING') return entry;
      return { ...entry, status: 'UPLOAD_NAME_FAILED', message: event.message };
    case 'failed':
      if (entry.status !== 'UPLOADING') return entry;
      return { ...entry, status: 'UPLOAD_FAILED' };
    case 'scanned':
      if (entry.status !== 'SCANNING') return entry;
      return { ...entry, status: event.clean ? 'COMPLETE' : 'SCAN_FAILED' };
  }
}

/** One line of the field's file list. */
export interface FileRow {
  key: string;
  fileName: string;
  status: UploadStatus;
  sent: number;
  total: number;
  message?: string;
  /** Set for rows that are (or are about to be) part of the value. */
  md5?: string;
  /** The picked file behind the row; absent for a file that came with the value. */
  entryKey?: string;
}

/** A file is its md5 and its name: the same content may be listed under two names. */
export function isSameFile(a: { md5?: string; fileName: string }, b: { md5?: string; fileName: string }): boolean {
  return a.md5 !== undefined && a.md5 === b.md5 && a.fileName === b.fileName;
}

/**
 * The value's files first, as uploaded, then the picked files; a picked file
 * that completed is listed once, through the value.
 */
export function listFiles(value: readonly FileReference[], entries: readonly UploadEntry[]): FileRow[] {
  const inValue = (entry: UploadEntry) => value.some((reference) => isSameFile(reference, entry));
  return [
    ...value.map((reference, index) => ({
      key: `value-${reference.md5}-${index}`,
      fileName: reference.fileName,
      status: 'COMPLETE' as const,
      sent: 0,
      total: 0,
      md5: reference.md5,
    })),
    ...entries
      .filter((entry) => !(entry.status === 'COMPLETE' && inValue(entry)))
      .map((entry) => ({
        key: entry.key,
        fileName: entry.fileName,
        status: entry.status,
        sent: entry.sent,
        total: entry.total,
        message: entry.message,
        md5: entry.status === 'COMPLETE' ? entry.md5 : undefined,
        entryKey: entry.key,
      })),
  ];
}
