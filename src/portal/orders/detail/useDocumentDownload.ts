// Downloading an order's document (spec 3 section 7 "file download": saved
// under the document's file name; section 8: the banners).
import { useCallback, useState } from 'react';
import { useSession } from '../../auth/sessionContext';
import { useNotify } from '../../shell/notifications';
import { fetchOrderDocument, type OrderDocumentItem } from '../orderApi';
import { saveBlob } from './saveBlob';

/** The document being downloaded (its id), and the download itself. */
export function useDocumentDownload(orderId: string): [string | null, (document: OrderDocumentItem) => Promise<void>] {
  const { getAccessToken } = useSession();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (document: OrderDocumentItem) => {
      setDownloading(document.id);
      try {
        saveBlob(await fetchOrderDocument(await getAccessToken(), orderId, document), document.fileName);
        notify({ tone: 'success', heading: 'File successfully downloaded', message: `${document.fileName} is now available in your downloads folder` });
      } catch {
        notify({ tone: 'error', heading: 'Oops, looks like something went wrong', message: `${document.fileName} download failed. Please wait a few minutes and try again.` });
      } finally {
        setDownloading(null);
      }
    },
    [getAccessToken, notify, orderId],
  );
  return [downloading, download];
}
