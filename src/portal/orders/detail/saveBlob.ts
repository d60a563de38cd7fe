/**
 * Hands a downloaded file to the browser under its own name, as a link with
 * `download` would. The object URL is released once the click has started the
 * save.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
