// Submissions stored in batches (decision 0049): the calls of store_order_submission that arrive
// while earlier ones are still with the database go to it together, in one call of
// store_order_submissions (migration 0018), which stores each in a subtransaction of its own.
//
// Why: under load most of what a submission cost beyond its rows was the call itself, on both
// sides: the round trip, the statement's start and its commit in PostgreSQL, and on two cores the
// API's thread losing its core to the woken database backend once per answer. Sent in batches,
// the orders API went from 45 % of bench:api's baseline to 59 % on PostgreSQL (docs/operations/benchmarks.md,
// "A fourteenth look").
//
// What stays: each submission is stored whole or not at all (its own subtransaction), claims its
// key exactly as before (a key claimed earlier in the same batch counts as claimed), and is
// answered with its own orders or its own error; one submission's refusal or failure leaves the
// others in its batch as they are. What is shared: the batch's commit. A failure of the call as a
// whole (the connection lost, say) fails every submission in it, each answered as a failed
// request is, and each may be sent again with its transaction key. A submission waits for a batch
// only while MAX_CALLS_IN_FLIGHT calls are with the database already: when the database keeps up,
// each goes at once, alone.
import { sql } from 'kysely';
import type { Executor } from '../accounts/profileRepository';

/** Calls with the database at once, per executor: below the pool's size, so reads keep connections of their own. */
export const MAX_CALLS_IN_FLIGHT = 4;
/** Submissions per call: each takes a subtransaction, and PostgreSQL keeps 64 per transaction in memory. */
export const MAX_BATCH = 32;

/** One order a submission stored. */
export interface StoredRow {
  out_id: string;
  out_order_number: string;
  out_site_index: number;
}

/** What store_order_submission raised for one submission, as the pg driver would have thrown it. */
export class SubmissionStoreError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | undefined,
  ) {
    super(message);
    this.name = 'SubmissionStoreError';
  }
}

interface Pending {
  /** The transaction key: a batch is sent in key order, so two batches claim shared keys in the same order. */
  key: string;
  /** store_order_submission's 17 arguments, in order. */
  args: unknown[];
  resolve(rows: StoredRow[]): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Pending[];
  inFlight: number;
}

const queues = new WeakMap<Executor, Queue>();

interface BatchRow extends Partial<StoredRow> {
  out_index: number;
  out_error_code: string | null;
  out_error_message: string | null;
  out_error_detail: string | null;
}

async function send(db: Executor, batch: Pending[]): Promise<void> {
  try {
    // Prepared by name on PostgreSQL (preparedStatements.ts): parsed and planned once per connection.
    const result = await sql<BatchRow>`
      /* prepared: store_order_submissions */ select out_index, out_id, out_order_number, out_site_index, out_error_code, out_error_message, out_error_detail
      from store_order_submissions(${JSON.stringify(batch.map((pending) => pending.args))}::jsonb)
    `.execute(db);
    const rows = batch.map((): StoredRow[] => []);
    const errors = batch.map((): SubmissionStoreError | undefined => undefined);
    for (const row of result.rows) {
      const at = row.out_index - 1;
      if (row.out_error_code !== null) errors[at] = new SubmissionStoreError(row.out_error_message ?? row.out_error_code, row.out_error_code, row.out_error_detail ?? undefined);
      else rows[at]!.push({ out_id: row.out_id!, out_order_number: row.out_order_number!, out_site_index: row.out_site_index! });
    }
    batch.forEach((pending, at) => (errors[at] ? pending.reject(errors[at]) : pending.resolve(rows[at]!)));
  } catch (error) {
    for (const pending of batch) pending.reject(error);
  }
}

function flush(db: Executor, queue: Queue): void {
  while (queue.waiting.length > 0 && queue.inFlight < MAX_CALLS_IN_FLIGHT) {
    const batch = queue.waiting.splice(0, MAX_BATCH).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    queue.inFlight += 1;
    void send(db, batch).finally(() => {
      queue.inFlight -= 1;
      flush(db, queue);
    });
  }
}

/**
 * Stores one submission through store_order_submission's arguments `args` (its transaction key is
 * `key`), with whatever others are waiting: resolves with the orders it stored (none when its key
 * was claimed before), rejects with its own error (a SubmissionStoreError for what the function
 * raised) or the call's.
 */
export function storeInBatch(db: Executor, key: string, args: unknown[]): Promise<StoredRow[]> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], inFlight: 0 };
    queues.set(db, queue);
  }
  const waiting = queue;
  return new Promise<StoredRow[]>((resolve, reject) => {
    waiting.waiting.push({ key, args, resolve, reject });
    flush(db, waiting);
  });
}
