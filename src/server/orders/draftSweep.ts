// Removes expired drafts: once when the server is ready, then every hour,
// until it closes. Every process may run it (the delete is idempotent), so
// nothing needs electing a leader. Expired drafts are invisible to every
// query anyway; the sweep only keeps the table small.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../accounts/profileRepository';
import { deleteExpiredDrafts } from './draftRepository';

export const DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface DraftSweep {
  /** Runs one sweep now (also what the timer runs). */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startDraftSweep(db: Executor, log: FastifyBaseLogger, intervalMs = DRAFT_SWEEP_INTERVAL_MS): DraftSweep {
  let running: Promise<number> | undefined;
  let stopped = false;
  const runOnce = (): Promise<number> => {
    running ??= deleteExpiredDrafts(db)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'expired drafts deleted');
        return deleted;
      })
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error }, 'expired draft sweep failed; trying again at the next interval');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  void runOnce();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Starts the sweep when `app` is ready and stops it (after a run in progress) when it closes. */
export function registerDraftSweep(app: FastifyInstance, db: Executor, intervalMs = DRAFT_SWEEP_INTERVAL_MS): void {
  let sweep: DraftSweep | undefined;
  app.addHook('onReady', async () => {
    sweep = startDraftSweep(db, app.log, intervalMs);
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}
