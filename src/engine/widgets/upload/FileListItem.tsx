// One line of the upload field's file list: name, status (a progress bar while
// uploading), and Retry / Delete where they apply.
import type { Registry } from '@rjsf/utils';
import { formatBytes } from '../fileChecks';
import { isBusy, type FileRow } from './fileEntry';
import { uploadButtons } from './uploadButtons';
import { statusText, type UploadSettings } from './uploadSettings';

interface FileListItemProps {
  row: FileRow;
  settings: UploadSettings;
  registry: Registry;
  /** Retry is offered only when there is an uploader to try again with. */
  canRetry: boolean;
  disabled: boolean;
  onRetry: (rowKey: string) => void;
  onRemove: (rowKey: string) => void;
}

export function FileListItem({ row, settings, registry, canRetry, disabled, onRetry, onRemove }: FileListItemProps) {
  const { statusLabels, labels } = settings;
  const { RetryButton, RemoveButton } = uploadButtons(registry);
  const busy = isBusy(row.status);
  const sent = Math.min(row.sent, row.total);
  return (
    <li
      className={`engine-file-list__item engine-file-list__item--${row.status.toLowerCase()}`}
      data-status={row.status}
      aria-busy={busy || undefined}
    >
      <span className="engine-file-list__name">{row.fileName}</span>
      <span className="engine-file-list__status">
        {row.status === 'UPLOADING' ? (
          <>
            <progress
              className="engine-file-list__progress"
              value={sent}
              max={Math.max(row.total, 1)}
              aria-label={`${statusLabels.UPLOADING} ${row.fileName}`}
            />
            <span className="engine-file-list__progress-text">
              {`${statusLabels.UPLOADING} ${formatBytes(sent)} of ${formatBytes(row.total)}`}
            </span>
          </>
        ) : (
          statusText(statusLabels, row.status, row.message)
        )}
        {row.status === 'SCAN_FAILED' && <span className="engine-file-list__hint">{labels.scanFailedHint}</span>}
      </span>
      <span className="engine-file-list__actions">
        {row.status === 'UPLOAD_FAILED' && canRetry && (
          <RetryButton
            className="engine-button engine-button--secondary engine-file-list__button"
            aria-label={`${labels.retry} ${row.fileName}`}
            disabled={disabled}
            onClick={() => onRetry(row.key)}
            registry={registry}
          >
            {labels.retry}
          </RetryButton>
        )}
        {!busy && (
          <RemoveButton
            className="engine-button engine-button--warning engine-file-list__button"
            aria-label={`${labels.delete} ${row.fileName}`}
            disabled={disabled}
            onClick={() => onRemove(row.key)}
            registry={registry}
          >
            {labels.delete}
          </RemoveButton>
        )}
      </span>
    </li>
  );
}
