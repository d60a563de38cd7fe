// RJSF custom field (the value is an array) for a list of uploaded file
// references `{ fileName, md5, attachmentType }`: choosing or dropping files,
// a status per file, Retry and Delete. This is the view; the behaviour is the
// upload model in upload/ (uploadModel.ts, its options in uploadSettings.ts).
// The upload goes through the host's `formContext.uploader`; a file joins the
// value only once its scan is 'ok'. While any file is uploading or being
// scanned the field reports busy through `formContext.setBusy(pointer, true)`
// and, with `statusField`, sets that field to 'IN_PROGRESS', then 'DONE'.
// Each change of the list is checked at once, as a choice is (RJSF's onBlur
// with the new list): a message about the list ('Please upload the file…')
// goes as soon as a file arrives, on Retry as on the first try.
import './styles';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { describedBy, helpId } from './ariaDescribedBy';
import { uploaderOf } from '../react/engineContext';
import { formatPointer } from '../core/pointer';
import type { FileReference } from './upload/fileEntry';
import { FileListItem } from './upload/FileListItem';
import { readUploadSettings } from './upload/uploadSettings';
import { useUploadModel, type BusyListener } from './upload/useUploadModel';

export type { Uploader } from '../react/engineContext';
export type { FileReference, UploadStatus } from './upload/fileEntry';
export { DEFAULT_STATUS_LABELS } from './upload/uploadSettings';
export type { FilesUploadStatus } from './upload/useUploadModel';
export { pollScan, type PollOptions, type ScanOutcome } from './upload/pollScan';

export function FileUploadWidget(props: FieldProps<FileReference[]>) {
  const { schema, uiSchema, formData, fieldPathId, registry, onChange, onBlur, disabled, readonly, rawErrors } = props;
  const id = fieldPathId.$id;
  const pointer = formatPointer(fieldPathId.path);
  const uploader = uploaderOf(registry.formContext);
  const settings = readUploadSettings(getUiOptions(uiSchema), schema, uploader, pointer);
  const { labels } = settings;

  const [snapshot, model] = useUploadModel(
    {
      uploader,
      settings,
      commit: (next) => {
        onChange(next, fieldPathId.path);
        // A file arrives after its scan, when nothing is being left: without
        // this the field would keep the message of the last check.
        onBlur(id, next);
      },
    },
    formData,
    { context: registry.formContext as BusyListener | undefined, pointer, statusPointer: settings.statusPointer },
  );
  const { rows, rejections, announcement } = snapshot;
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const inactive = Boolean(disabled) || Boolean(readonly);
  const unusable = inactive || !uploader;
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    model.addFiles(files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (unusable) return;
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (unusable) return;
    event.preventDefault();
    setDragging(false);
    model.addFiles(Array.from(event.dataTransfer?.files ?? []));
  };
  const onRemove = (rowKey: string) => {
    model.remove(rowKey);
    // The Delete button is gone; focus stays in the field.
    inputRef.current?.focus();
  };

  const limitsId = `${id}__limits`;
  const rejectionsId = `${id}__rejections`;
  const hasError = (rawErrors?.length ?? 0) > 0;
  const inputDescribedBy = [
    rejections.length > 0 ? rejectionsId : null,
    limitsId,
    describedBy(id, { hasHelp: labels.help !== undefined, hasError }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className={`engine-fieldset engine-file-upload${hasError ? ' engine-fieldset--error' : ''}`} id={`${id}__group`}>
      <legend className="engine-legend">{labels.legend}</legend>
      {labels.help && (
        <p className="engine-hint" id={helpId(id)}>
          {labels.help}
        </p>
      )}
      <p className="engine-hint" id={limitsId}>
        {labels.limitsText}
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
          accept={settings.limits.accept}
          disabled={unusable}
          aria-describedby={inputDescribedBy}
          aria-invalid={hasError || rejections.length > 0 ? true : undefined}
          onChange={onInputChange}
        />
        {/* A label, not a button: it opens the input's own file chooser and names the input. */}
        <label className="engine-button engine-button--secondary engine-file-upload__choose" htmlFor={id}>
          {labels.choose}
        </label>
        <span className="engine-file-upload__drop-text">{labels.drop}</span>
      </div>
      {rows.length > 0 && (
        <ul className="engine-file-list" aria-label={`${labels.legend}: selected files`}>
          {rows.map((row) => (
            <FileListItem
              key={row.key}
              row={row}
              settings={settings}
              registry={registry}
              canRetry={uploader !== undefined}
              disabled={inactive}
              onRetry={model.retry}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      <div className="engine-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </fieldset>
  );
}

export default FileUploadWidget;
