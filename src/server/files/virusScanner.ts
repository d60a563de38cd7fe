// What scans uploaded files. Two implementations: the built-in scanner (the
// default; finds the EICAR test string) and ClamAV's clamd over TCP.
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

export interface VirusScanner {
  /** Rejects with ScannerUnavailableError when the file could not be scanned. */
  scan(data: Buffer): Promise<ScanVerdict>;
}

/** The scanner could not give a verdict (down, timed out, refused): try again later. */
export class ScannerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ScannerUnavailableError';
  }
}
