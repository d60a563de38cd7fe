// The CPU time PostgreSQL's own processes have used, read from Linux's /proc.
//
// bench:api puts the orders API beside a baseline route on the same database.
// On a 2-core machine the API process, the load generator and PostgreSQL share
// the cores, so a route's throughput is set by the sum of their CPU per
// request; the API's share is measured inside the process, and this measures
// the database's, so the two can be told apart instead of inferred.
//
// Only meaningful when PostgreSQL runs on this machine (BENCH_DATABASE_URL on
// loopback) and /proc is there; otherwise it answers undefined and the column
// says so. A backend that exits inside the window takes its CPU time with it,
// which is why the bench reads it over a run whose connections stay open.

import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc's CPU times are in these ticks (100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of one /proc/<pid>/stat line, in ticks; the command name may hold spaces, so fields count from its ')'. */
function ticksOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state (stat's 3rd field); utime and stime are the 14th and 15th.
  return Number(fields[11]) + Number(fields[12]);
}

/** The summed CPU time, in milliseconds, of every process named `postgres`; undefined without /proc. */
export function postgresServerCpuMs(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      ticks += ticksOf(stat);
      found = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}
