// RJSF custom field (the value is an array) for a list of uploaded file
// references `{ md5, fileName, attachmentType }`. The shell: choosing or
// dropping files, local checks (fileChecks.ts), the per-file status list,
// Retry and Delete. The upload itself goes through `formContext.uploader`
// (upload, then scan polling with back-off); a file joins the value only once
// its scan is 'ok'. While any file is uploading or being scanned the field
// reports busy through `formContext.setBusy(pointer, true)`.
//
// uiSchema options: ui:title (legend; else schema title, else "Files"),
// accept (".pdf,.jpg"), maxFiles (default schema maxItems, else 5),
// maxSizeBytes (default 20971520), attachmentType (else the schema's
// `x-attachmentType`), scanTimeoutMs (default 120000), limitsText (replaces
// the generated "Accepted file types: ..." help), messages (per rejection
// code: duplicate, invalidName, type, tooLarge, tooMany), statusLabels (per
// status), chooseLabel, dropLabel, retryLabel, deleteLabel, scanFailedHint,
// help.
import './shared.css';
import './groupWidgets.css';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { getUiOptions, isObject, type FieldProps } from '@rjsf/utils';
import { describedBy, helpId } from './ariaDescribedBy';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_SIZE_BYTES,
  checkSelection,
  describeLimits,
  rejectionMessage,
  scanDelay,
  type FileLimits,
  type RejectionCode,
} from './fileChecks';
import { formatPointer } from '../core/pointer';

export interface FileReference {
  md5: string;
  fileName: string;
  attachmentType?: string;
}

/** What the host provides as `formContext.uploader`. */
export interface Uploader {
  /** Rejects on failure; a rejection with `code: 'UPLOAD_NAME_FAILED'` means the server refused the name. */
  upload(file: File, attachmentType: string, onProgress: (fraction: number) => void): Promise<{ name: string; md5: string }>;
  scanResult(md5: string, attachmentType: string): Promise<'pending' | 'ok' | string>;
}

interface UploadFormContext {
  uploader?: unknown;
  setBusy?: (pointer: string, busy: boolean) => void;
}

export type UploadStatus =
  | 'UPLOADING'
  | 'SCANNING'
  | 'COMPLETE'
  | 'UPLOAD_FAILED'
  | 'UPLOAD_NAME_FAILED'
  | 'SCAN_FAILED'
  | 'UNAVAILABLE';

export const DEFAULT_STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  UPLOADING: 'Uploading…',
  SCANNING: 'Checking for viruses…',
  COMPLETE: 'Uploaded',
  UPLOAD_FAILED: 'Upload failed',
  UPLOAD_NAME_FAILED: 'File name not accepted',
  SCAN_FAILED: 'File corrupted',
  UNAVAILABLE: 'Upload not available',
};

export const DEFAULT_SCAN_TIMEOUT_MS = 120_000;

function isBusy(status: UploadStatus): boolean {
  return status === 'UPLOADING' || status === 'SCANNING';
}

function isUploader(value: unknown): value is Uploader {
  return (
    isObject(value) &&
    typeof (value as Partial<Uploader>).upload === 'function' &&
    typeof (value as Partial<Uploader>).scanResult === 'function'
  );
}

function isNameRejection(error: unknown): boolean {
  return isObject(error) && (error as { code?: unknown }).code === 'UPLOAD_NAME_FAILED';
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

export type ScanOutcome = 'ok' | 'failed' | 'timeout' | 'cancelled';

export interface PollOptions {
  timeoutMs: number;
  isCancelled: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Asks `scan()` until it answers 'ok' (→ 'ok') or something other than
 * 'pending' (→ 'failed'), waiting 1 s, 2 s, 4 s ... (capped at 10 s) between
 * attempts, for at most `timeoutMs` overall (→ 'timeout'). A call that throws
 * counts as 'pending': a network blip should not fail a clean file.
 */
export async function pollScan(scan: () => Promise<string>, options: PollOptions): Promise<ScanOutcome> {
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = now() + options.timeoutMs;
  for (let attempt = 0; ; attempt++) {
    let result: string;
    try {
      result = await scan();
    } catch {
      result = 'pending';
    }
    if (options.isCancelled()) return 'cancelled';
    if (result === 'ok') return 'ok';
    if (result !== 'pending') return 'failed';
    const remaining = deadline - now();
    if (remaining <= 0) return 'timeout';
    await sleep(Math.min(scanDelay(attempt), remaining));
    if (options.isCancelled()) return 'cancelled';
  }
}

interface Entry {
  key: string;
  file: File;
  fileName: string;
  status: UploadStatus;
  progress: number;
  md5?: string;
}

interface Row {
  key: string;
  fileName: string;
  status: UploadStatus;
  progress: number;
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
  const uploader = isUploader(context?.uploader) ? context.uploader : undefined;

  const limits: FileLimits = {
    accept: stringOption(options['accept']),
    maxFiles: positiveNumber(options['maxFiles']) ?? positiveNumber(schema.maxItems) ?? DEFAULT_MAX_FILES,
    maxSizeBytes: positiveNumber(options['maxSizeBytes']) ?? DEFAULT_MAX_SIZE_BYTES,
  };
  const attachmentType =
    stringOption(options['attachmentType']) ?? stringOption((schema as Record<string, unknown>)['x-attachmentType']) ?? '';
  const timeoutMs = positiveNumber(options['scanTimeoutMs']) ?? DEFAULT_SCAN_TIMEOUT_MS;
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
  const limitsText = stringOption(options['limitsText']) ?? describeLimits(limits);

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

  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const nextKey = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // Busy reporting: only changes are reported; unmounting while busy clears it.
  const busy = entries.some((entry) => isBusy(entry.status));
  const reportedBusy = useRef(false);
  useEffect(() => {
    if (busy !== reportedBusy.current) {
      reportedBusy.current = busy;
      context?.setBusy?.(pointer, busy);
    }
  }, [busy, context, pointer]);
  useEffect(
    () => () => {
      if (reportedBusy.current) {
        reportedBusy.current = false;
        context?.setBusy?.(pointer, false);
      }
    },
    [context, pointer],
  );

  const update = (key: string, patch: Partial<Entry>) => {
    if (!alive.current) return;
    setEntries((previous) => previous.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
    if (patch.status) setAnnouncement(`${patch.fileName ?? ''}${patch.fileName ? ': ' : ''}${statusLabels[patch.status]}`);
  };

  const run = async (key: string, file: File) => {
    if (!uploader) return;
    update(key, { status: 'UPLOADING', progress: 0, fileName: file.name });
    let uploaded: { name: string; md5: string };
    try {
      uploaded = await uploader.upload(file, attachmentType, (fraction) => {
        if (alive.current) update(key, { progress: Math.max(0, Math.min(1, fraction)) });
      });
    } catch (error) {
      update(key, { status: isNameRejection(error) ? 'UPLOAD_NAME_FAILED' : 'UPLOAD_FAILED', fileName: file.name });
      return;
    }
    if (!alive.current) return;
    const fileName = stringOption(uploaded.name) ?? file.name;
    update(key, { status: 'SCANNING', md5: uploaded.md5, fileName });
    const outcome = await pollScan(() => uploader.scanResult(uploaded.md5, attachmentType), {
      timeoutMs,
      isCancelled: () => !alive.current,
    });
    if (outcome === 'cancelled' || !alive.current) return;
    if (outcome !== 'ok') {
      update(key, { status: 'SCAN_FAILED', fileName });
      return;
    }
    const next = [...latestValue.current, { md5: uploaded.md5, fileName, attachmentType }];
    latestValue.current = next;
    onChange(next, path);
    update(key, { status: 'COMPLETE', fileName });
  };

  const inValue = (md5: string | undefined) => md5 !== undefined && value.some((reference) => reference.md5 === md5);
  const rows: Row[] = [
    ...value.map((reference, index) => ({
      key: `value-${reference.md5}-${index}`,
      fileName: reference.fileName,
      status: 'COMPLETE' as const,
      progress: 1,
      md5: reference.md5,
    })),
    ...entries
      .filter((entry) => !(entry.status === 'COMPLETE' && inValue(entry.md5)))
      .map((entry) => ({
        key: entry.key,
        fileName: entry.fileName,
        status: entry.status,
        progress: entry.progress,
        md5: entry.status === 'COMPLETE' ? entry.md5 : undefined,
        entryKey: entry.key,
      })),
  ];

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const names = rows.map((row) => row.fileName);
    const { accepted, rejections: rejected } = checkSelection(names, files, limits);
    setRejections([...new Set(rejected.map((rejection) => rejectionMessage(rejection, limits, messages)))]);
    const added: Entry[] = accepted.map((file) => {
      nextKey.current += 1;
      return {
        key: `file-${nextKey.current}`,
        file,
        fileName: file.name,
        status: uploader ? 'UPLOADING' : 'UNAVAILABLE',
        progress: 0,
      };
    });
    if (added.length === 0) return;
    setEntries((previous) => [...previous, ...added]);
    if (!uploader) {
      setAnnouncement(added.map((entry) => `${entry.fileName}: ${statusLabels.UNAVAILABLE}`).join('. '));
      return;
    }
    for (const entry of added) void run(entry.key, entry.file);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    addFiles(files);
  };

  const inactive = Boolean(disabled) || Boolean(readonly);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (inactive) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (inactive) return;
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  const remove = (row: Row) => {
    if (row.md5 !== undefined && latestValue.current.some((reference) => reference.md5 === row.md5)) {
      const next = latestValue.current.filter((reference) => reference.md5 !== row.md5);
      latestValue.current = next;
      onChange(next, path);
    }
    setEntries((previous) =>
      previous.filter((entry) => entry.key !== row.entryKey && !(row.md5 !== undefined && entry.md5 === row.md5)),
    );
    setRejections([]);
    inputRef.current?.focus();
  };

  const retry = (row: Row) => {
    const entry = entries.find((candidate) => candidate.key === row.entryKey);
    if (entry) void run(entry.key, entry.file);
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
          disabled={inactive}
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
        <ul className="engine-file-list">
          {rows.map((row) => {
            const rowBusy = isBusy(row.status);
            return (
              <li className={`engine-file-list__item engine-file-list__item--${row.status.toLowerCase()}`} key={row.key}>
                <span className="engine-file-list__name">{row.fileName}</span>
                <span className="engine-file-list__status">
                  {statusLabels[row.status]}
                  {row.status === 'UPLOADING' && row.progress > 0 ? ` ${Math.round(row.progress * 100)}%` : ''}
                </span>
                {row.status === 'SCAN_FAILED' && <span className="engine-hint engine-file-list__hint">{scanFailedHint}</span>}
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
