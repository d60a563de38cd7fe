// The upload field without React: the picked files and their state machine
// (fileEntry.ts), the local checks (fileChecks.ts), the upload through the
// host's uploader, scan polling (pollScan.ts), and the value the form keeps.
// A view reads it with `useSyncExternalStore(model.subscribe, model.getSnapshot)`.
import { isUploadRefusal, type Uploader, type UploadedFile } from '../../react/engineContext';
import { checkSelection, rejectionMessage } from '../fileChecks';
import {
  isBusy,
  isSameFile,
  listFiles,
  newEntry,
  nextEntry,
  type EntryEvent,
  type FileReference,
  type FileRow,
  type UploadEntry,
} from './fileEntry';
import { pollScan, type ScanClock } from './pollScan';
import { statusText, type UploadSettings } from './uploadSettings';

export interface UploadSnapshot {
  /** The value's files, then the picked files still on their way (or failed). */
  readonly rows: readonly FileRow[];
  /** Why files of the last pick were not taken, one message per kind. */
  readonly rejections: readonly string[];
  /** The last change worth telling a screen reader about. */
  readonly announcement: string;
  /** True while any file is uploading or being scanned. */
  readonly busy: boolean;
}

/** What the model works with; the view hands in the latest on every render. */
export interface UploadModelConfig {
  uploader: Uploader | undefined;
  settings: UploadSettings;
  /** Hands a new list of references to the form (RJSF's onChange). */
  commit(value: FileReference[]): void;
}

export interface UploadModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UploadSnapshot;
  configure(config: UploadModelConfig): void;
  /** The value as the form now holds it. */
  syncValue(value: readonly FileReference[]): void;
  /** Checks the picked files and starts uploading those that pass. */
  addFiles(files: readonly File[]): void;
  /** Uploads a file that failed on the way again. */
  retry(rowKey: string): void;
  /** Takes a file off the list (and out of the value), stopping any work on it. */
  remove(rowKey: string): void;
  /**
   * Keeps the model live until the returned function is called, which aborts
   * every upload and scan in flight and ignores their answers. Connecting
   * again revives it: React's StrictMode mounts twice.
   */
  connect(): () => void;
}

export interface UploadModelOptions {
  /** The value when the field appears. */
  value?: readonly FileReference[];
  /** Timers, clock and random source of the scan polling. */
  clock?: ScanClock;
}

function sameList(a: readonly FileReference[], b: readonly FileReference[]): boolean {
  return (
    a.length === b.length &&
    a.every((reference, index) => {
      const other = b[index];
      return other !== undefined && isSameFile(reference, other) && reference.attachmentType === other.attachmentType;
    })
  );
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function createUploadModel(initial: UploadModelConfig, options: UploadModelOptions = {}): UploadModel {
  let config = initial;
  // The value as last handed to the form or heard from it: two files
  // finishing before the form re-renders must both end up in it.
  let value: readonly FileReference[] = options.value ?? [];
  let entries: readonly UploadEntry[] = [];
  let rejections: readonly string[] = [];
  let announcement = '';
  let live = true;
  let keys = 0;
  const listeners = new Set<() => void>();
  // One controller per file with work in flight: aborting it cancels the
  // request or the scan's timer and silences the answer.
  const controllers = new Map<string, AbortController>();

  const build = (): UploadSnapshot => ({
    rows: listFiles(value, entries),
    rejections,
    announcement,
    busy: entries.some((entry) => isBusy(entry.status)),
  });
  let snapshot = build();

  const publish = () => {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  };

  /** Moves one entry on; announces every step but progress. */
  const apply = (key: string, event: EntryEvent) => {
    if (!live) return;
    const current = entries.find((entry) => entry.key === key);
    if (!current) return;
    const next = nextEntry(current, event);
    if (next === current) return;
    entries = entries.map((entry) => (entry.key === key ? next : entry));
    if (event.type !== 'progress') {
      announcement = `${next.fileName}: ${statusText(config.settings.statusLabels, next.status, next.message)}`;
    }
    publish();
  };

  const commit = (next: FileReference[]) => {
    value = next;
    config.commit(next);
  };

  const abort = (key: string) => {
    controllers.get(key)?.abort();
    controllers.delete(key);
  };

  const run = async (uploader: Uploader, entry: UploadEntry) => {
    const { key, file } = entry;
    const { attachmentType } = config.settings;
    abort(key);
    const controller = new AbortController();
    controllers.set(key, controller);
    const { signal } = controller;
    const settle = () => {
      if (controllers.get(key) === controller) controllers.delete(key);
    };

    apply(key, { type: 'start' });
    let uploaded: UploadedFile;
    try {
      uploaded = await uploader.upload(
        file,
        attachmentType,
        (sent, total) => {
          if (!signal.aborted) apply(key, { type: 'progress', sent, total });
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted) return;
      settle();
      apply(key, isUploadRefusal(error) ? { type: 'refused', message: nonBlank(error.message) } : { type: 'failed' });
      return;
    }
    if (signal.aborted) return;
    const fileName = nonBlank(uploaded.name) ?? file.name;
    apply(key, { type: 'uploaded', fileName, md5: uploaded.md5 });
    const outcome = await pollScan(() => uploader.scanResult(uploaded.md5, attachmentType, signal), {
      ...options.clock,
      signal,
    });
    if (outcome === 'cancelled' || signal.aborted) return;
    settle();
    // The value changes before the row turns COMPLETE, so the row is never
    // shown complete without its file in the form.
    if (outcome === 'ok') commit([...value, { fileName, md5: uploaded.md5, attachmentType }]);
    apply(key, { type: 'scanned', clean: outcome === 'ok' });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getSnapshot: () => snapshot,

    configure(next) {
      config = next;
    },

    syncValue(next) {
      if (sameList(next, value)) return;
      value = next;
      publish();
    },

    addFiles(files) {
      const { uploader, settings } = config;
      if (!live || !uploader || files.length === 0) return;
      const listed = snapshot.rows.map((row) => row.fileName);
      const selection = checkSelection(listed, files, settings.limits);
      rejections = [...new Set(selection.rejections.map((rejection) => rejectionMessage(rejection, settings.limits, settings.messages)))];
      const added = selection.accepted.map((file) => newEntry(`file-${++keys}`, file));
      entries = [...entries, ...added];
      publish();
      for (const entry of added) void run(uploader, entry);
    },

    retry(rowKey) {
      const entry = entries.find((candidate) => candidate.key === rowKey);
      const { uploader } = config;
      if (live && uploader && entry?.status === 'UPLOAD_FAILED') void run(uploader, entry);
    },

    remove(rowKey) {
      const row = snapshot.rows.find((candidate) => candidate.key === rowKey);
      if (!live || !row) return;
      if (value.some((reference) => isSameFile(reference, row))) {
        commit(value.filter((reference) => !isSameFile(reference, row)));
      }
      const removed = (entry: UploadEntry) => entry.key === row.entryKey || isSameFile(entry, row);
      for (const entry of entries) if (removed(entry)) abort(entry.key);
      entries = entries.filter((entry) => !removed(entry));
      rejections = [];
      announcement = `${row.fileName} deleted`;
      publish();
    },

    connect() {
      live = true;
      return () => {
        live = false;
        for (const controller of controllers.values()) controller.abort();
        controllers.clear();
      };
    },
  };
}
