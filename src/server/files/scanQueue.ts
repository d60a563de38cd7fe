// Scans uploaded files after the upload, never during it. The queue is the
// uploaded_file table itself, so it survives restarts and is shared by every
// server process:
// - `enqueue(id)` scans a new upload straight away, in the background;
// - a poller (every few seconds) picks pending files that are due, e.g. those
//   whose scanner was down, or left behind by a process that stopped.
// A process claims a row by moving its `next_scan_at` a lease into the future
// (`for update skip locked`, so two processes never claim the same row); the
// verdict then sets 'ok' or 'infected' (and removes the infected bytes). When
// the scanner is unavailable the row stays 'pending', `scan_attempts` grows and
// `next_scan_at` backs off. A file is never marked 'ok' without a clean verdict.
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { FileStorage } from './fileStorage';
import { ScannerUnavailableError, type VirusScanner } from './virusScanner';

/** The part of a pino / Fastify logger the queue uses. */
export interface ScanQueueLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ScanQueueOptions {
  db: Kysely<DatabaseSchema>;
  storage: FileStorage;
  scanner: VirusScanner;
  log?: ScanQueueLog;
  /** How often the poller looks for due files. */
  pollIntervalMs?: number;
  /** Files claimed per poll. */
  batchSize?: number;
  /** How long a claim lasts: a scan not finished by then is picked up again. */
  leaseMs?: number;
  /** Delay before the next try after `attempts` unavailable scans (1, 2, …). */
  retryDelayMs?: (attempts: number) => number;
}

export interface ScanQueue {
  /** Scans this file soon, in the background (after an upload). No-op once stopped. */
  enqueue(fileId: string): void;
  /** Claims and scans the files that are due now; resolves with how many were scanned. */
  runDue(): Promise<number>;
  /** Starts the poller (idempotent). */
  start(): void;
  /** Stops the poller and waits for scans in progress. */
  stop(): Promise<void>;
  /** Resolves once no scan is in progress (tests). */
  idle(): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 5_000;
export const DEFAULT_LEASE_MS = 5 * 60_000;
const RETRY_BASE_MS = 10_000;
const RETRY_MAX_MS = 15 * 60_000;
const DETAIL_MAX_LENGTH = 500;

/** 10 s, 20 s, 40 s, … at most 15 minutes. */
export function defaultRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const silentLog: ScanQueueLog = { info: () => {}, warn: () => {}, error: () => {} };

interface ClaimedFile {
  id: string;
  storage_key: string;
  scan_attempts: number;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createScanQueue(options: ScanQueueOptions): ScanQueue {
  const { db, storage, scanner, log = silentLog } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const batchSize = options.batchSize ?? 5;
  const leaseSeconds = (options.leaseMs ?? DEFAULT_LEASE_MS) / 1000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;

  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** Claims due pending files (all, or only `fileId`) for one lease. */
  async function claim(fileId: string | undefined, limit: number): Promise<ClaimedFile[]> {
    return db
      .updateTable('uploaded_file')
      .set({ next_scan_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds}::double precision)` })
      .where('id', 'in', (qb) => {
        let due = qb
          .selectFrom('uploaded_file')
          .select('id')
          .where('scan_status', '=', 'pending')
          .where('next_scan_at', '<=', sql<Date>`now()`);
        if (fileId !== undefined) due = due.where('id', '=', fileId);
        return due.orderBy('next_scan_at').limit(limit).forUpdate().skipLocked();
      })
      .returning(['id', 'storage_key', 'scan_attempts'])
      .execute();
  }

  async function finish(
    file: ClaimedFile,
    outcome: { status: 'ok' | 'infected' | 'failed'; detail: string | null } | { status: 'pending'; detail: string },
  ): Promise<void> {
    const attempts = file.scan_attempts + 1;
    const update =
      outcome.status === 'pending'
        ? {
            scan_attempts: attempts,
            scan_detail: outcome.detail.slice(0, DETAIL_MAX_LENGTH),
            next_scan_at: sql<Date>`now() + make_interval(secs => ${retryDelayMs(attempts) / 1000}::double precision)`,
          }
        : { scan_status: outcome.status, scan_attempts: attempts, scan_detail: outcome.detail, scanned_at: sql<Date>`now()` };
    await db.updateTable('uploaded_file').set(update).where('id', '=', file.id).where('scan_status', '=', 'pending').execute();
  }

  async function scanOne(file: ClaimedFile): Promise<void> {
    let data: Buffer | undefined;
    try {
      data = await storage.get(file.storage_key);
    } catch (error) {
      log.warn({ fileId: file.id, err: error }, 'could not read an uploaded file to scan it; will retry');
      await finish(file, { status: 'pending', detail: `storage: ${errorMessage(error)}` });
      return;
    }
    if (data === undefined) {
      log.error({ fileId: file.id }, 'the stored bytes of an uploaded file are missing; marked failed');
      await finish(file, { status: 'failed', detail: 'The stored file is missing' });
      return;
    }

    let verdict;
    try {
      verdict = await scanner.scan(data);
    } catch (error) {
      const unavailable = error instanceof ScannerUnavailableError;
      const details = { fileId: file.id, attempts: file.scan_attempts + 1, err: error };
      if (unavailable) log.warn(details, 'virus scanner unavailable; the file stays pending and is retried');
      else log.error(details, 'virus scan failed unexpectedly; the file stays pending and is retried');
      await finish(file, { status: 'pending', detail: errorMessage(error) });
      return;
    }

    if (verdict.clean) {
      await finish(file, { status: 'ok', detail: null });
      log.info({ fileId: file.id }, 'uploaded file scanned clean');
      return;
    }
    // Mark it first, so nothing reads it from here on; then delete the bytes.
    await finish(file, { status: 'infected', detail: verdict.signature });
    log.warn({ fileId: file.id, signature: verdict.signature }, 'uploaded file is infected; its bytes are removed');
    try {
      await storage.remove(file.storage_key);
    } catch (error) {
      log.error({ fileId: file.id, err: error }, 'could not remove the bytes of an infected file (it is never served)');
    }
  }

  async function scanClaimed(files: ClaimedFile[]): Promise<number> {
    for (const file of files) await scanOne(file);
    return files.length;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void track(runDue())
        .catch((error: unknown) => log.warn({ err: error }, 'scan queue poll failed; trying again later'))
        .finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  async function runDue(): Promise<number> {
    return scanClaimed(await claim(undefined, batchSize));
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    enqueue(fileId) {
      if (stopped) return;
      void track(claim(fileId, 1).then(scanClaimed)).catch((error: unknown) =>
        log.warn({ fileId, err: error }, 'scan after upload failed; the poller retries it'),
      );
    },
    runDue,
    start() {
      if (started || stopped) return;
      started = true;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await idle();
    },
    idle,
  };
}
