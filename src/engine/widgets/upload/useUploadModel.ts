// Binds an upload model to a React field: one model per mounted field, fed the
// latest props, read through useSyncExternalStore, and reporting busy to the
// form (the wizard's Next and Submit wait while any file is on its way).
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createUploadModel, type UploadModel, type UploadModelConfig, type UploadSnapshot } from './uploadModel';
import type { FileReference } from './fileEntry';

/** What `statusField` holds: 'DONE' when no file of the field is busy. */
export type FilesUploadStatus = 'IN_PROGRESS' | 'DONE';

/** The members of the engine's form context that hear about busy files (both optional). */
export interface BusyListener {
  setBusy?: (pointer: string, busy: boolean) => void;
  setValue?: (pointer: string, value: unknown) => void;
}

interface BusyTarget {
  context: BusyListener | undefined;
  pointer: string;
  statusPointer: string | undefined;
}

function reportBusy({ context, pointer, statusPointer }: BusyTarget, busy: boolean): void {
  context?.setBusy?.(pointer, busy);
  if (statusPointer) context?.setValue?.(statusPointer, (busy ? 'IN_PROGRESS' : 'DONE') satisfies FilesUploadStatus);
}

function referencesIn(formData: unknown): FileReference[] {
  return Array.isArray(formData)
    ? formData.filter((item): item is FileReference => typeof item === 'object' && item !== null && typeof item.fileName === 'string')
    : [];
}

export function useUploadModel(config: UploadModelConfig, formData: unknown, busyTarget: BusyTarget): [UploadSnapshot, UploadModel] {
  const [model] = useState(() => createUploadModel(config, { value: referencesIn(formData) }));

  // The latest uploader, settings and onChange for whatever happens next.
  useEffect(() => model.configure(config));

  // Only when the form's value itself changes: a re-render still showing the
  // old value must not drop a file the model has just handed to onChange.
  // Before paint, so the list never shows the previous value.
  useLayoutEffect(() => model.syncValue(referencesIn(formData)), [model, formData]);

  useEffect(() => model.connect(), [model]);

  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);

  // Busy is reported from an effect, after the render that committed the
  // list's own change, so a status value never lands before the file it is
  // about; only changes are reported, and unmounting clears a reported busy.
  const target = useRef(busyTarget);
  useEffect(() => {
    target.current = busyTarget;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (snapshot.busy === reported.current) return;
    reported.current = snapshot.busy;
    reportBusy(target.current, snapshot.busy);
  }, [snapshot.busy]);
  useEffect(
    () => () => {
      if (!reported.current) return;
      reported.current = false;
      reportBusy(target.current, false);
    },
    [],
  );

  return [snapshot, model];
}
