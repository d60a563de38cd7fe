// RJSF custom field (the value is an array) for a list of uploaded file
// references `{ fileName, md5, attachmentType }`. Choosing or dropping files,
// local checks (fileChecks.ts), a status per file, Retry and Delete. The upload
// goes through the host's `formContext.uploader` (engineContext.ts): upload
// with progress, then scan polling (scanBackoff.ts); a file joins the value
// only once its scan is 'ok'. While any file is uploading or being scanned the
// field reports busy through `formContext.setBusy(pointer, true)` (the wizard's
// Next and Submit wait), and, with `statusField`, sets that field to
// 'IN_PROGRESS', then 'DONE' once no file is busy.
//
// The accepted types and the size limit are the host's: `uploader.accept(attachmentType)`.
//
// uiSchema options: ui:title (legend; else schema title, else "Files"),
// attachmentType (else the schema's `x-attachmentType`), maxFiles (default the
// schema's maxItems, else 5), statusField (pointer of the field that gets
// 'IN_PROGRESS' / 'DONE'; `*` takes this field's indices), accept (".pdf,.jpg":
// overrides the host's extensions for this field), limitsText (replaces the
// generated "Accepted file types: ..." help), messages (per rejection code:
// duplicate, invalidName, type, tooLarge, tooMany), statusLabels (per status),
// chooseLabel, dropLabel, retryLabel, deleteLabel, scanFailedHint, help.
import './shared.css';
import './groupWidgets.css';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { getUiOptions, isObject, type FieldProps } from '@rjsf/utils';
import { describedBy, helpId } from './ariaDescribedBy';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_REJECTION_MESSAGES,
  acceptFromExtensions,
  checkSelection,
  describeLimits,
  fileNamePatternOf,
  formatBytes,
  rejectionMessage,
  type FileLimits,
  type RejectionCode,
} from './fileChecks';
import { nextScanWait, SCAN_TIMEOUT_MS, type RandomSource } from './scanBackoff';
import { isUploadRefusal, uploaderOf, type Uploader, type UploadedFile } from '../react/engineContext';
import { bindWildcards, formatPointer } from '../core/pointer';

export type { Uploader } from '../react/engineContext';

export interface FileReference {
  md5: string;
  fileName: string;
  attachmentType?: string;
}

interface UploadFormContext {
  setBusy?: (pointer: string, busy: boolean) => void;
  setValue?: (pointer: string, value: unknown) => void;
}

export type UploadStatus = 'UPLOADING' | 'SCANNING' | 'COMPLETE' | 'UPLOAD_FAILED' | 'UPLOAD_NAME_FAILED' | 'SCAN_FAILED';

export const DEFAULT_STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  UPLOADING: 'Uploading',
  SCANNING: 'Checking the file for viruses',
  COMPLETE: 'Uploaded',
  UPLOAD_FAILED: 'Failed to upload',
  // Shown when the server refuses the file without saying why.
  UPLOAD_NAME_FAILED: DEFAULT_REJECTION_MESSAGES.invalidName,
  SCAN_FAILED: 'File corrupted',
};

/** What `statusField` holds: 'DONE' when no file of the field is busy. */
export type FilesUploadStatus = 'IN_PROGRESS' | 'DONE';

function isBusy(status: UploadStatus): boolean {
  return status === 'UPLOADING' || status === 'SCANNING';
}

function stringOption(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function isFileReference(value: unknown): value is FileReference {
  return isObject(value) && typeof (value as FileReference).fileName === 'string';
}

// ---------------------------------------------------------------------------
// Scan polling
// ---------------------------------------------------------------------------

export type ScanOutcome = 'ok' | 'failed' | 'timeout' | 'cancelled';

export interface PollOptions {
  /** Aborting stops the polling: no further question, no timer left behind. */
  signal: AbortSignal;
  random?: RandomSource;
  now?: () => number;
  timeoutMs?: number;
}

/** Resolves after `ms`, or at once when `signal` aborts (the timer is cleared). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * Asks `scan()` at once and then on the back-off schedule (scanBackoff.ts)
 * until it answers 'ok' (→ 'ok') or something other than 'pending'
 * (→ 'failed'), or the overall timeout passes (→ 'timeout'). A call that
 * throws counts as 'pending': a network blip must not fail a clean file.
 */
export async function pollScan(scan: () => Promise<string>, options: PollOptions): Promise<ScanOutcome> {
  const { signal } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? SCAN_TIMEOUT_MS;
  const start = now();
  for (let attempt = 0; ; attempt++) {
    if (signal.aborted) return 'cancelled';
    let result: string;
    try {
      result = await scan();
    } catch {
      result = 'pending';
    }
    if (signal.aborted) return 'cancelled';
    if (result === 'ok') return 'ok';
    if (result !== 'pending') return 'failed';
    const wait = nextScanWait(attempt, now() - start, random, timeoutMs);
    if (wait === null) return 'timeout';
    await sleep(wait, signal);
  }
}

// ---------------------------------------------------------------------------
// The field
// ---------------------------------------------------------------------------

interface Entry {
  key: string;
  file: File;
  fileName: string;
  status: UploadStatus;
  sent: number;
  total: number;
  md5?: string;
  /** The server's reason, for UPLOAD_NAME_FAILED. */
  message?: string;
}

interface Row {
  key: string;
  fileName: string;
  status: UploadStatus;
  sent: number;
  total: number;
  message?: string;
  /** Set for rows that are (or are about to be) part of the value. */
  md5?: string;
  entryKey?: string;
}

export function FileUploadWidget(props: FieldProps<FileReference[]>) {
  const { schema, uiSchema, formData, fieldPathId, registry, onChange, disabled, readonly, rawErrors } = props;
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const path = fieldPathId.path;
  const pointer = formatPointer(path);
  const context = registry.formContext as UploadFormContext | undefined;
  const uploader = uploaderOf(registry.formContext);

  const attachmentType =
    stringOption(options['attachmentType']) ?? stringOption((schema as Record<string, unknown>)['x-attachmentType']) ?? '';
  const acceptance = uploader?.accept(attachmentType);
  const limits: FileLimits = {
    accept: stringOption(options['accept']) ?? acceptFromExtensions(acceptance?.extensions ?? []),
    maxFiles: positiveNumber(options['maxFiles']) ?? positiveNumber(schema.maxItems) ?? DEFAULT_MAX_FILES,
    maxSizeBytes: positiveNumber(acceptance?.maxBytes),
    // The name rule of the field's own schema, as the form's validator and the upload API apply it.
    namePattern: fileNamePatternOf(schema),
  };
  const statusField = stringOption(options['statusField']);
  const statusPointer = statusField ? bindWildcards(statusField, pointer) : undefined;
  const messages = (isObject(options['messages']) ? options['messages'] : {}) as Partial<Record<RejectionCode, string>>;
  const statusLabels = {
    ...DEFAULT_STATUS_LABELS,
    ...((isObject(options['statusLabels']) ? options['statusLabels'] : {}) as Partial<Record<UploadStatus, string>>),
  };
  const chooseLabel = stringOption(options['chooseLabel']) ?? 'Choose files';
  const dropLabel = stringOption(options['dropLabel']) ?? 'or drop files here';
  const retryLabel = stringOption(options['retryLabel']) ?? 'Retry';
  const deleteLabel = stringOption(options['deleteLabel']) ?? 'Delete';
  const scanFailedHint = stringOption(options['scanFailedHint']) ?? 'Try uploading a new file';
  const legend = stringOption(options['title']) ?? stringOption(schema.title) ?? 'Files';
  const limitsText = uploader
    ? (stringOption(options['limitsText']) ?? describeLimits(limits))
    : 'Uploading files is not available here.';

  const value = Array.isArray(formData) ? formData.filter(isFileReference) : [];
  const [entries, setEntries] = useState<Entry[]>([]);
  const [rejections, setRejections] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);

  // The value as last handed to onChange, so that two files finishing before
  // the host re-renders both end up in the list.
  const latestValue = useRef<FileReference[]>(value);
  useEffect(() => {
    latestValue.current = Array.isArray(formData) ? formData.filter(isFileReference) : [];
  }, [formData]);

  // The context changes with every committed answer; reporting reads the latest.
  const latest = useRef({ context, pointer, statusPointer });
  useEffect(() => {
    latest.current = { context, pointer, statusPointer };
  });

  // One controller per upload in flight; unmounting aborts them all, which
  // cancels requests and timers and silences their later results.
  const alive = useRef(true);
  const controllers = useRef(new Map<string, AbortController>());
  const reportedBusy = useRef(false);
  useEffect(() => {
    alive.current = true;
    const running = controllers.current;
    return () => {
      alive.current = false;
      for (const controller of running.values()) controller.abort();
      running.clear();
      if (reportedBusy.current) {
        reportedBusy.current = false;
        const { context: last, pointer: own, statusPointer: status } = latest.current;
        last?.setBusy?.(own, false);
        if (status) last?.setValue?.(status, 'DONE' satisfies FilesUploadStatus);
      }
    };
  }, []);

  const nextKey = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Busy reporting: only changes are reported.
  const busy = entries.some((entry) => isBusy(entry.status));
  useEffect(() => {
    if (busy === reportedBusy.current) return;
    reportedBusy.current = busy;
    context?.setBusy?.(pointer, busy);
    if (statusPointer) context?.setValue?.(statusPointer, (busy ? 'IN_PROGRESS' : 'DONE') satisfies FilesUploadStatus);
  }, [busy, context, pointer, statusPointer]);

  const statusText = (status: UploadStatus, message?: string) =>
    status === 'UPLOAD_NAME_FAILED' && message ? message : statusLabels[status];

  const update = (key: string, patch: Partial<Entry>, fileName?: string) => {
    if (!alive.current) return;
    setEntries((previous) => previous.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
    if (patch.status && fileName) setAnnouncement(`${fileName}: ${statusText(patch.status, patch.message)}`);
  };

  const run = async (active: Uploader, key: string, file: File) => {
    controllers.current.get(key)?.abort();
    const controller = new AbortController();
    controllers.current.set(key, controller);
    const { signal } = controller;
    const finish = () => {
      if (controllers.current.get(key) === controller) controllers.current.delete(key);
    };

    update(key, { status: 'UPLOADING', sent: 0, total: file.size, message: undefined }, file.name);
    let uploaded: UploadedFile;
    try {
      uploaded = await active.upload(
        file,
        attachmentType,
        (sent, total) => {
          if (!signal.aborted) update(key, { sent: Math.max(0, sent), total: total > 0 ? total : file.size });
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted) return;
      finish();
      if (isUploadRefusal(error)) {
        update(key, { status: 'UPLOAD_NAME_FAILED', message: stringOption(error.message) }, file.name);
      } else {
        update(key, { status: 'UPLOAD_FAILED' }, file.name);
      }
      return;
    }
    if (signal.aborted) return;
    const fileName = stringOption(uploaded.name) ?? file.name;
    update(key, { status: 'SCANNING', md5: uploaded.md5, fileName }, fileName);
    const outcome = await pollScan(() => active.scanResult(uploaded.md5, attachmentType, signal), { signal });
    if (outcome === 'cancelled' || signal.aborted) return;
    finish();
    if (outcome !== 'ok') {
      update(key, { status: 'SCAN_FAILED' }, fileName);
      return;
    }
    const next = [...latestValue.current, { fileName, md5: uploaded.md5, attachmentType }];
    latestValue.current = next;
    onChange(next, path);
    update(key, { status: 'COMPLETE' }, fileName);
  };

  // A file is its md5 and its name: the same content may be listed under two names.
  const sameFile = (a: { md5?: string; fileName: string }, b: { md5?: string; fileName: string }) =>
    a.md5 !== undefined && a.md5 === b.md5 && a.fileName === b.fileName;
  const inValue = (entry: Entry) => value.some((reference) => sameFile(reference, entry));
  const rows: Row[] = [
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

  const addFiles = (files: File[]) => {
    if (files.length === 0 || !uploader) return;
    const names = rows.map((row) => row.fileName);
    const { accepted, rejections: rejected } = checkSelection(names, files, limits);
    setRejections([...new Set(rejected.map((rejection) => rejectionMessage(rejection, limits, messages)))]);
    const added: Entry[] = accepted.map((file) => {
      nextKey.current += 1;
      return { key: `file-${nextKey.current}`, file, fileName: file.name, status: 'UPLOADING', sent: 0, total: file.size };
    });
    if (added.length === 0) return;
    setEntries((previous) => [...previous, ...added]);
    for (const entry of added) void run(uploader, entry.key, entry.file);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    addFiles(files);
  };

  const inactive = Boolean(disabled) || Boolean(readonly);
  const unusable = inactive || !uploader;
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (unusable) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (unusable) return;
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  const remove = (row: Row) => {
    if (latestValue.current.some((reference) => sameFile(reference, row))) {
      const next = latestValue.current.filter((reference) => !sameFile(reference, row));
      latestValue.current = next;
      onChange(next, path);
    }
    setEntries((previous) =>
      previous.filter((entry) => entry.key !== row.entryKey && !sameFile(entry, row)),
    );
    setRejections([]);
    setAnnouncement(`${row.fileName} deleted`);
    inputRef.current?.focus();
  };

  const retry = (row: Row) => {
    const entry = entries.find((candidate) => candidate.key === row.entryKey);
    if (entry && uploader) void run(uploader, entry.key, entry.file);
  };

  const limitsId = `${id}__limits`;
  const rejectionsId = `${id}__rejections`;
  const hasError = (rawErrors?.length ?? 0) > 0;
  const help = stringOption(options['help']);
  const inputDescribedBy = [
    rejections.length > 0 ? rejectionsId : null,
    limitsId,
    describedBy(id, { hasHelp: help !== undefined, hasError }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className={`engine-fieldset engine-file-upload${hasError ? ' engine-fieldset--error' : ''}`} id={`${id}__group`}>
      <legend className="engine-legend">{legend}</legend>
      {help && (
        <p className="engine-hint" id={helpId(id)}>
          {help}
        </p>
      )}
      <p className="engine-hint" id={limitsId}>
        {limitsText}
      </p>
      {rejections.length > 0 && (
        <div className="engine-error-message" id={rejectionsId} role="alert">
          <ul className="engine-file-upload__rejections">
            {rejections.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div
        className={`engine-file-upload__drop-zone${dragging ? ' engine-file-upload__drop-zone--active' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          className="engine-file-upload__input"
          id={id}
          type="file"
          multiple
          accept={limits.accept}
          disabled={unusable}
          aria-describedby={inputDescribedBy}
          aria-invalid={hasError || rejections.length > 0 ? true : undefined}
          onChange={onInputChange}
        />
        <label className="engine-button engine-button--secondary engine-file-upload__choose" htmlFor={id}>
          {chooseLabel}
        </label>
        <span className="engine-file-upload__drop-text">{dropLabel}</span>
      </div>
      {rows.length > 0 && (
        <ul className="engine-file-list" aria-label={`${legend}: selected files`}>
          {rows.map((row) => {
            const rowBusy = isBusy(row.status);
            return (
              <li
                className={`engine-file-list__item engine-file-list__item--${row.status.toLowerCase()}`}
                key={row.key}
                data-status={row.status}
                aria-busy={rowBusy || undefined}
              >
                <span className="engine-file-list__name">{row.fileName}</span>
                <span className="engine-file-list__status">
                  {row.status === 'UPLOADING' ? (
                    <>
                      <progress
                        className="engine-file-list__progress"
                        value={Math.min(row.sent, row.total)}
                        max={Math.max(row.total, 1)}
                        aria-label={`${statusLabels.UPLOADING} ${row.fileName}`}
                      />
                      <span className="engine-file-list__progress-text">
                        {`${statusLabels.UPLOADING} ${formatBytes(Math.min(row.sent, row.total))} of ${formatBytes(row.total)}`}
                      </span>
                    </>
                  ) : (
                    statusText(row.status, row.message)
                  )}
                  {row.status === 'SCAN_FAILED' && <span className="engine-file-list__hint">{scanFailedHint}</span>}
                </span>
                <span className="engine-file-list__actions">
                  {row.status === 'UPLOAD_FAILED' && uploader && (
                    <button
                      type="button"
                      className="engine-button engine-button--secondary engine-file-list__button"
                      aria-label={`${retryLabel} ${row.fileName}`}
                      disabled={inactive}
                      onClick={() => retry(row)}
                    >
                      {retryLabel}
                    </button>
                  )}
                  {!rowBusy && (
                    <button
                      type="button"
                      className="engine-button engine-button--warning engine-file-list__button"
                      aria-label={`${deleteLabel} ${row.fileName}`}
                      disabled={inactive}
                      onClick={() => remove(row)}
                    >
                      {deleteLabel}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="engine-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </fieldset>
  );
}

export default FileUploadWidget;
