// How this process's JavaScript thread shared the cores, read from Linux's /proc.
//
// bench:api runs the API in this process, with the load generator and PostgreSQL on the same
// cores. Under load the API's one JavaScript thread is always runnable: it is either running or
// waiting for a core. The waiting is what sets the orders API apart from the baseline: a woken
// PostgreSQL backend that runs a long call on the thread's core keeps it waiting that long
// (docs/operations/benchmarks.md, "A twelfth look"). CPU time alone does not show it; the
// thread's scheduler statistics do.
//
// Linux only (undefined elsewhere, and the figures are not printed).

import { readFileSync } from 'node:fs';

export interface MainThreadSchedule {
  /** Time on a core, ms. */
  runningMs: number;
  /** Time runnable but waiting for a core, ms. */
  waitingMs: number;
  /** Times the thread was taken off a core while it still had work (involuntary context switches). */
  preemptions: number;
}

/** The main thread's counters so far; its thread id is the process id. */
export function mainThreadSchedule(): MainThreadSchedule | undefined {
  try {
    const task = `/proc/self/task/${process.pid}`;
    // schedstat: time on a core (ns), time waiting on a run queue (ns), timeslices.
    const [runningNs, waitingNs] = readFileSync(`${task}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    const preemptions = Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(readFileSync(`${task}/status`, 'utf8'))?.[1]);
    if (![runningNs, waitingNs, preemptions].every(Number.isFinite)) return undefined;
    return { runningMs: runningNs! / 1e6, waitingMs: waitingNs! / 1e6, preemptions };
  } catch {
    return undefined;
  }
}

/** What happened between two readings. */
export function scheduleSince(before: MainThreadSchedule | undefined, after: MainThreadSchedule | undefined): MainThreadSchedule | undefined {
  if (!before || !after) return undefined;
  return { runningMs: after.runningMs - before.runningMs, waitingMs: after.waitingMs - before.waitingMs, preemptions: after.preemptions - before.preemptions };
}
