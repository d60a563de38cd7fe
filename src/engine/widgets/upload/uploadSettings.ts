// What an upload field is told, read once per render from its ui:options, its
// schema and the host's uploader. Pure: the caller flattens the uiSchema into
// `options` (RJSF's getUiOptions, so `ui:title` arrives as `title`).
//
// Options: title (legend; else schema title, else "Files"), attachmentType
// (else the schema's `x-attachmentType`), maxFiles (default the schema's
// maxItems, else 5), statusField (pointer of the field that gets
// 'IN_PROGRESS' / 'DONE'; `*` takes this field's indices), accept (".pdf,.jpg":
// overrides the host's extensions for this field), limitsText (replaces the
// generated "Accepted file types: ..." help), messages (per rejection code:
// duplicate, invalidName, type, tooLarge, tooMany), statusLabels (per status),
// chooseLabel, dropLabel, retryLabel, deleteLabel, scanFailedHint, help.
//
// The accepted types and the size limit are the host's:
// `uploader.accept(attachmentType)`. The file-name rule is the `pattern` of the
// field's own schema (schemas/common/file.json), as the form's validator and
// the upload API apply it; it is never copied here.
import type { Uploader } from '../../react/engineContext';
import { bindWildcards } from '../../core/pointer';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_REJECTION_MESSAGES,
  acceptFromExtensions,
  describeLimits,
  fileNamePatternOf,
  type FileLimits,
  type RejectionCode,
} from '../fileChecks';
import type { UploadStatus } from './fileEntry';

export const DEFAULT_STATUS_LABELS: Readonly<Record<UploadStatus, string>> = {
  UPLOADING: 'Uploading',
  SCANNING: 'Checking the file for viruses',
  COMPLETE: 'Uploaded',
  UPLOAD_FAILED: 'Failed to upload',
  // Shown when the server refuses the file without saying why.
  UPLOAD_NAME_FAILED: DEFAULT_REJECTION_MESSAGES.invalidName,
  SCAN_FAILED: 'File corrupted',
};

export interface UploadLabels {
  legend: string;
  help?: string;
  /** The limits help, or why nothing can be uploaded here. */
  limitsText: string;
  choose: string;
  drop: string;
  retry: string;
  delete: string;
  scanFailedHint: string;
}

export interface UploadSettings {
  attachmentType: string;
  limits: FileLimits;
  /** Where 'IN_PROGRESS' / 'DONE' goes, with `*` bound to this field's indices. */
  statusPointer?: string;
  messages: Partial<Record<RejectionCode, string>>;
  statusLabels: Readonly<Record<UploadStatus, string>>;
  labels: UploadLabels;
}

/** The field's schema, as far as these settings read it. */
export interface UploadFieldSchema {
  title?: string;
  maxItems?: number;
  'x-attachmentType'?: unknown;
  items?: unknown;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function record<T>(value: unknown): Partial<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<T>) : {};
}

/**
 * The field's settings. `pointer` is the field's own pointer (for `*` in
 * statusField); without an `uploader` nothing can be uploaded, and the help
 * says so.
 */
export function readUploadSettings(
  options: Readonly<Record<string, unknown>>,
  schema: UploadFieldSchema,
  uploader: Uploader | undefined,
  pointer: string,
): UploadSettings {
  const attachmentType = text(options['attachmentType']) ?? text(schema['x-attachmentType']) ?? '';
  const acceptance = uploader?.accept(attachmentType);
  const limits: FileLimits = {
    accept: text(options['accept']) ?? acceptFromExtensions(acceptance?.extensions ?? []),
    maxFiles: positiveNumber(options['maxFiles']) ?? positiveNumber(schema.maxItems) ?? DEFAULT_MAX_FILES,
    maxSizeBytes: positiveNumber(acceptance?.maxBytes),
    namePattern: fileNamePatternOf(schema),
  };
  const statusField = text(options['statusField']);
  return {
    attachmentType,
    limits,
    statusPointer: statusField ? bindWildcards(statusField, pointer) : undefined,
    messages: record<Record<RejectionCode, string>>(options['messages']),
    statusLabels: { ...DEFAULT_STATUS_LABELS, ...record<Record<UploadStatus, string>>(options['statusLabels']) },
    labels: {
      legend: text(options['title']) ?? text(schema.title) ?? 'Files',
      help: text(options['help']),
      limitsText: uploader
        ? (text(options['limitsText']) ?? describeLimits(limits))
        : 'Uploading files is not available here.',
      choose: text(options['chooseLabel']) ?? 'Choose files',
      drop: text(options['dropLabel']) ?? 'or drop files here',
      retry: text(options['retryLabel']) ?? 'Retry',
      delete: text(options['deleteLabel']) ?? 'Delete',
      scanFailedHint: text(options['scanFailedHint']) ?? 'Try uploading a new file',
    },
  };
}

/** A file's status as the list and the announcements word it: the server's own reason for a refusal. */
export function statusText(labels: Readonly<Record<UploadStatus, string>>, status: UploadStatus, message?: string): string {
  return status === 'UPLOAD_NAME_FAILED' && message ? message : labels[status];
}
