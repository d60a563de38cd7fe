// Starts a real ClamAV daemon (Debian's clamav-daemon) for one test file: its
// own temporary directory, config file and signature database, on a free
// loopback port. No freshclam, no network: the database holds only the test
// signatures below. `npm test` installs clamav-daemon when clamd is missing;
// without it the ClamAV tests are skipped with `clamdUnavailableReason()`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EICAR_TEST_STRING } from '../../src/server/files/builtInScanner';
import { ClamdScanner } from '../../src/server/files/clamdScanner';

export const CLAMD_PATH = process.env.CLAMD_PATH || '/usr/sbin/clamd';

/** Body signature: the EICAR string at any offset of any file (e.g. inside a PDF). */
export const EMBEDDED_EICAR_SIGNATURE = 'Eicar-Embedded';
/** Hash signature of the bare 68-byte EICAR file (as in ClamAV's own database). */
export const EICAR_FILE_SIGNATURE = 'Eicar-Test-Signature';

const START_TIMEOUT_MS = 60_000;

/** Why the ClamAV tests cannot run here, or undefined when they can. */
export function clamdUnavailableReason(): string | undefined {
  if (!existsSync(CLAMD_PATH)) {
    return `clamd is not installed at ${CLAMD_PATH} (Debian package clamav-daemon; npm test installs it with apt-get)`;
  }
  return undefined;
}

export interface TestClamd {
  host: string;
  port: number;
  /** A scanner pointed at this daemon. */
  scanner(timeoutMs?: number): ClamdScanner;
  /** Stops the daemon and removes its directory (idempotent). */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function configFile(directory: string, port: number): string {
  return [
    '# Written by tests/api/clamd.ts for one test run.',
    'Foreground yes',
    `DatabaseDirectory ${path.join(directory, 'db')}`,
    `TCPSocket ${port}`,
    'TCPAddr 127.0.0.1',
    `LogFile ${path.join(directory, 'clamd.log')}`,
    `PidFile ${path.join(directory, 'clamd.pid')}`,
    `TemporaryDirectory ${path.join(directory, 'tmp')}`,
    // At least the upload limit (20 MB), so a file at the limit can be scanned.
    'StreamMaxLength 25M',
    // Nothing to check for: the database never changes during a run.
    'SelfCheck 0',
    '',
  ].join('\n');
}

async function waitForPong(scanner: ClamdScanner, child: ChildProcess, hasEnded: () => boolean, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (hasEnded()) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`clamd exited (${child.exitCode ?? child.signalCode}) before answering PING.\n${log}`);
    }
    try {
      await scanner.ping();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`clamd did not answer PING within ${START_TIMEOUT_MS} ms: ${String(lastError)}`);
}

export async function startTestClamd(): Promise<TestClamd> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-clamd-'));
  await mkdir(path.join(directory, 'db'));
  await mkdir(path.join(directory, 'tmp'));
  const eicarHex = Buffer.from(EICAR_TEST_STRING, 'latin1').toString('hex');
  await writeFile(path.join(directory, 'db', 'local.ndb'), `${EMBEDDED_EICAR_SIGNATURE}:0:*:${eicarHex}\n`);
  await writeFile(path.join(directory, 'db', 'local.hdb'), `44d88612fea8a8f36de82e1278abb02f:68:${EICAR_FILE_SIGNATURE}\n`);

  const host = '127.0.0.1';
  const port = await freePort();
  const config = path.join(directory, 'clamd.conf');
  await writeFile(config, configFile(directory, port));

  // Run as whoever runs the tests; as root, clamd keeps running as root (no `User` line).
  const child = spawn(CLAMD_PATH, [`--config-file=${config}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  let ended = false;
  const exited = new Promise<void>((resolve) => {
    const end = () => {
      ended = true;
      resolve();
    };
    child.once('exit', end);
    child.once('error', (error) => {
      stderr += `${error.message}\n`;
      end();
    });
  });

  const scanner = (timeoutMs = 10_000) => new ClamdScanner({ host, port, timeoutMs });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (!ended) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killed);
      }
      await rm(directory, { recursive: true, force: true });
    })());

  try {
    await waitForPong(scanner(2_000), child, () => ended, path.join(directory, 'clamd.log'));
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`, { cause: error });
  }
  return { host, port, scanner, stop };
}
