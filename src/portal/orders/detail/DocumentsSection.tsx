// The order's documents: the customer's own uploads and those the company's
// staff attached, each named by its type and downloadable.
import type { OrderDocumentItem } from '../orderApi';
import { documentLabel } from '../orderLabels';
import { useDocumentDownload } from './useDocumentDownload';

export function DocumentsSection({ orderId, documents }: { orderId: string; documents: OrderDocumentItem[] }) {
  const [downloading, download] = useDocumentDownload(orderId);
  return (
    <section className="order-section" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      {documents.length === 0 ? (
        <p>There are no documents for this order yet.</p>
      ) : (
        <ul className="order-documents">
          {documents.map((document) => (
            <li key={document.id} className="order-documents__item">
              <span className="order-documents__name">{documentLabel(document.documentType)}</span>
              <span className="order-documents__file">{document.fileName}</span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void download(document)}
                disabled={downloading === document.id}
                aria-label={`${downloading === document.id ? 'Downloading' : 'Download'} ${document.fileName}`}
              >
                {downloading === document.id ? 'Downloading' : 'Download'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
