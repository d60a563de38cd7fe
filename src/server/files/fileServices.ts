// Everything the upload routes (and orders, to serve documents) need about
// files, built once per app from the configuration: where the bytes are kept,
// what scans them, and the queue that scans them after upload.
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { BuiltInScanner } from './builtInScanner';
import { ClamdScanner } from './clamdScanner';
import type { FileStorage } from './fileStorage';
import { LocalFileStorage } from './localFileStorage';
import { createScanQueue, DEFAULT_LEASE_MS, type ScanQueue, type ScanQueueLog } from './scanQueue';
import type { VirusScanner } from './virusScanner';

export interface FileServices {
  storage: FileStorage;
  scanner: VirusScanner;
  queue: ScanQueue;
}

export interface FileServiceOverrides {
  /** Replaces the configured scanner (tests: one that is down). */
  scanner?: VirusScanner;
  /** Replaces the local directory (tests; or an object store). */
  storage?: FileStorage;
  /** Where the scan queue logs (the app's logger). */
  log?: ScanQueueLog;
  /** How often the scan queue polls for due files. */
  pollIntervalMs?: number;
}

export function createVirusScanner(files: ServerConfig['files']): VirusScanner {
  return files.scanner === 'clamd'
    ? new ClamdScanner({ host: files.clamdHost, port: files.clamdPort, timeoutMs: files.clamdTimeoutMs })
    : new BuiltInScanner();
}

export function createFileServices(config: ServerConfig, database: Database, overrides: FileServiceOverrides = {}): FileServices {
  const storage = overrides.storage ?? new LocalFileStorage(config.files.storageDir);
  const scanner = overrides.scanner ?? createVirusScanner(config.files);
  const queue = createScanQueue({
    db: database.db,
    storage,
    scanner,
    ...(overrides.log ? { log: overrides.log } : {}),
    ...(overrides.pollIntervalMs !== undefined ? { pollIntervalMs: overrides.pollIntervalMs } : {}),
    // A claim must outlast the slowest scan the configuration allows.
    leaseMs: Math.max(DEFAULT_LEASE_MS, 2 * config.files.clamdTimeoutMs),
  });
  return { storage, scanner, queue };
}
