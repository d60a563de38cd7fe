// The order's files: what the customer uploaded with the order and what the
// company attached, with the virus scan's verdict. A file is offered for
// download unless the scan found it infected or could not check it.
import { useState } from 'react';
import type { StaffOrderFile } from '../../../shared/api/staff';
import { formatNumericNzDateOfTimestamp } from '../../../shared/format/numericDate';
import { useSession } from '../../auth/sessionContext';
import { useNotify } from '../../shell/notifications';
import { documentTypeName, fileSizeText } from '../staffLabels';
import { fetchOrderFile, saveBlob } from './downloadFile';

const SCAN_WORDS: Record<StaffOrderFile['scanStatus'], string> = {
  pending: 'Being scanned',
  ok: 'Clean',
  infected: 'Infected: not downloadable',
  failed: 'Scan failed: not downloadable',
};

const FROM_WORDS: Record<StaffOrderFile['attachmentCategory'], string> = { customer: 'Customer', company: 'Company' };

function downloadable(file: StaffOrderFile): boolean {
  return file.scanStatus === 'ok' || file.scanStatus === 'pending';
}

export function OrderFiles({ orderId, files }: { orderId: string; files: StaffOrderFile[] }) {
  const { getAccessToken } = useSession();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (file: StaffOrderFile) => {
    setDownloading(file.id);
    try {
      saveBlob(await fetchOrderFile(await getAccessToken(), orderId, file.id), file.fileName);
    } catch {
      notify({ tone: 'error', heading: 'Download failed', message: `${file.fileName} could not be downloaded. Please try again in a few minutes.` });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="staff-section" aria-labelledby="staff-files-heading">
      <h2 id="staff-files-heading">Files</h2>
      {files.length === 0 ? (
        <p className="staff-empty">No files.</p>
      ) : (
        <div className="staff-table-wrap" role="region" aria-label="Files table" tabIndex={0}>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Document</th>
                <th scope="col">From</th>
                <th scope="col">Scan</th>
                <th scope="col">Size</th>
                <th scope="col">Attached</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id}>
                  <td>
                    {downloadable(file) ? (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => void download(file)}
                        disabled={downloading === file.id}
                        aria-label={`Download ${file.fileName}`}
                      >
                        {file.fileName}
                      </button>
                    ) : (
                      file.fileName
                    )}
                  </td>
                  <td>{documentTypeName(file.documentType)}</td>
                  <td>{FROM_WORDS[file.attachmentCategory] ?? file.attachmentCategory}</td>
                  <td className={`staff-scan staff-scan--${file.scanStatus}`}>{SCAN_WORDS[file.scanStatus] ?? file.scanStatus}</td>
                  <td className="staff-table__nowrap">{fileSizeText(file.sizeBytes)}</td>
                  <td className="staff-table__nowrap">{formatNumericNzDateOfTimestamp(file.attachedAt) ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
