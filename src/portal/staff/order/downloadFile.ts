// Saves a file of an order: fetched with the staff member's token (a plain
// link could not send it), then handed to the browser as a download under the
// file's own name.
export class DownloadFailedError extends Error {
  constructor(readonly status: number) {
    super(`The download failed (${status})`);
    this.name = 'DownloadFailedError';
  }
}

export async function fetchOrderFile(accessToken: string | undefined, orderId: string, fileId: string): Promise<Blob> {
  const response = await fetch(`/api/staff/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileId)}`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new DownloadFailedError(response.status);
  return response.blob();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
