// The data-directory lock. PGlite itself does NOT stop two processes from
// opening the same directory (it writes a postmaster.pid but never checks it),
// and two writers corrupt the database. So we keep our own lock file in the
// directory: created atomically (link), naming the owner's pid and start time.
// A lock whose owner is gone (crash, kill -9, container restart) is taken over
// automatically. Best effort: two processes starting at the same instant over
// a *stale* lock could both take it over, and it cannot see processes on other
// hosts. pgliteDriver.ts takes the lock before opening a directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Lock file written inside a PGlite data directory while a process has it open. */
export const DATA_DIR_LOCK_FILE = 'portal-server.lock';

interface LockOwner {
  pid: number;
  startTime?: string;
  hostname?: string;
  since?: string;
}

const heldLocks = new Map<string, string>(); // directory -> lock file
let exitHookInstalled = false;

export class DataDirInUseError extends Error {
  constructor(
    readonly directory: string,
    owner: LockOwner | undefined,
    lockFile: string,
    sameProcess = false,
  ) {
    super(
      sameProcess
        ? `PGlite data directory "${directory}" is in use: it is already open in this process (pid ${process.pid}). ` +
            'Open it once and share the Database object.'
        : `PGlite data directory "${directory}" is in use by another process` +
            (owner
              ? ` (pid ${owner.pid}${owner.hostname ? ` on ${owner.hostname}` : ''}${owner.since ? `, since ${owner.since}` : ''})`
              : '') +
            `. Only one process can open it at a time: stop the other process, or if none is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}
/** Takes the lock on `directory` (absolute) or throws DataDirInUseError; returns its release (idempotent). */
export function acquireDataDirLock(directory: string): () => void {
  const lockFile = path.join(directory, DATA_DIR_LOCK_FILE);
  if (heldLocks.has(directory)) throw new DataDirInUseError(directory, undefined, lockFile, true);

  const me: LockOwner = {
    pid: process.pid,
    ...optional('startTime', processStartTime(process.pid)),
    hostname: os.hostname(),
    since: new Date().toISOString(),
  };
  // Write the whole record first, then link it into place: link() fails if the
  // lock exists, and readers never see a half-written file.
  const temp = `${lockFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(me));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(temp, lockFile);
        heldLocks.set(directory, lockFile);
        installExitHook();
        let released = false;
        return () => {
          if (released) return;
          released = true;
          heldLocks.delete(directory);
          fs.rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readLockOwner(lockFile);
      if (owner && isAlive(owner)) throw new DataDirInUseError(directory, owner, lockFile);
      fs.rmSync(lockFile, { force: true }); // stale: owner has gone
    }
    throw new DataDirInUseError(directory, readLockOwner(lockFile), lockFile);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readLockOwner(lockFile: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? (parsed as LockOwner) : undefined;
  } catch {
    return undefined; // missing or unreadable: treat as stale
  }
}

function isAlive(owner: LockOwner): boolean {
  // Our own pid, but not in heldLocks: a previous incarnation (e.g. pid 1 in a
  // restarted container).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid exists; on Linux, make sure it is the same process, not a reuse.
  const startTime = processStartTime(owner.pid);
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

/** Linux: process start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // If the process exits without closing the database (process.exit, uncaught
  // error) drop our locks; stale ones left by kill -9 are detected anyway.
  process.once('exit', () => {
    for (const lockFile of heldLocks.values()) fs.rmSync(lockFile, { force: true });
    heldLocks.clear();
  });
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
