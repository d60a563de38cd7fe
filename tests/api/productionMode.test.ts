// When an operator runs the server the production way (`npm run serve`, no
// DEV_TOOLS) behind an https address, then no development tool is reachable:
// no outbox, no form preview pages, no demo accounts, and every response pins
// the browser to https. With DEV_TOOLS=true at that address, it refuses to
// start. The server runs as a child process, exactly as an operator starts it;
// it always uses PGlite (its own temporary data directory).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { DEMO_ACCOUNTS } from '../../src/server/demo/demoAccountList';
import { freePort } from './identityTestClient';
import { SPA_FIXTURE_DIR } from './testApp';

const PUBLIC_URL = 'https://portal.example.nz';
const START_LIMIT_MS = 45_000;
const STOP_LIMIT_MS = 15_000;

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Server[] = [];
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** The environment of a deployment: nothing inherited that could switch development tools on. */
function productionEnv(port: number, dataDir: string, filesDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(DEV_TOOLS|DEMO_ACCOUNTS|NODE_ENV|IDENTITY_|DATABASE_|PUBLIC_URL|HOST|PORT|STATIC_DIR|DATA_DIR|PAYMENT_|WINDCAVE_)/.test(name)) delete env[name];
  }
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STATIC_DIR: SPA_FIXTURE_DIR,
    FILE_STORAGE_DIR: filesDir,
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // A deployment names its payment provider (the server refuses to start at a public address
    // without one); Windcave is asked nothing until someone pays.
    PAYMENT_PROVIDER: 'windcave',
    WINDCAVE_API_URL: 'https://sec.windcave.com/api/v1',
    WINDCAVE_USERNAME: 'portal-rest',
    WINDCAVE_API_KEY: 'not-a-real-key',
    ...extra,
  };
}

/** `npm run serve` in its own process group, so stopping it stops npm and the server under it. */
function serve(env: NodeJS.ProcessEnv): Server {
  const child = spawn('npm', ['run', '--silent', 'serve'], { cwd: process.cwd(), env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, output: () => output, exited };
  started.push(server);
  return server;
}

/** True while any process of the server's group (npm, tsx, the server) is alive. */
function groupAlive(server: Server): boolean {
  if (!server.child.pid) return false;
  try {
    process.kill(-server.child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the server as an operator's Ctrl-C or a process manager would: SIGTERM to npm, which passes
 * it on; resolves with npm's exit code once every process of the group is gone (bounded).
 */
async function stop(server: Server): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  const code = await withTimeout(server.exited, STOP_LIMIT_MS, 'the server did not stop');
  const deadline = Date.now() + STOP_LIMIT_MS;
  while (groupAlive(server)) {
    if (Date.now() > deadline) throw new Error('a process of the server outlived npm');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return code;
}

/** Last resort in afterAll: nothing of a failed test may keep running. */
function killGroup(server: Server): void {
  if (groupAlive(server) && server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Polls /api/health until it answers 200; fails if the process exits first or the limit passes. */
async function waitForHealth(server: Server, baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within ${START_LIMIT_MS} ms:\n${server.output()}`);
}

afterAll(async () => {
  for (const server of started) await stop(server).catch(() => killGroup(server));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the production way to run the server (npm run serve)', () => {
  let server: Server;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = path.join(tempDir('portal-production-'), 'pglite');
    server = serve(productionEnv(port, dataDir, tempDir('portal-production-files-')));
    await waitForHealth(server, baseUrl);
  }, START_LIMIT_MS + 5_000);

  it('answers 404 for the outbox and the form preview and checker pages', async () => {
    for (const url of ['/dev/outbox', '/api/dev/outbox', '/forms', '/forms/livening', '/forms/livening/check', '/FORMS/livening']) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.status, url).toBe(404);
      await response.arrayBuffer();
    }
    // The pages get the app with status 404, so the app shows its own not-found page.
    const page = await fetch(`${baseUrl}/forms/livening/check`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('portal fixture');
    // Other pages of the app are still served.
    expect((await fetch(`${baseUrl}/help`)).status).toBe(200);
  });

  it('tells the app that development tools are off', async () => {
    const response = await fetch(`${baseUrl}/api/client-config`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { devTools: unknown }).devTools).toBe(false);
  });

  it('sends Strict-Transport-Security on API and page responses', async () => {
    for (const url of ['/api/health', '/', '/forms']) {
      const response = await fetch(`${baseUrl}${url}`);
      await response.arrayBuffer();
      const hsts = response.headers.get('strict-transport-security') ?? '';
      expect(hsts, url).toMatch(/^max-age=(\d+)$/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    }
  });

  it('prints no development banner, and creates no demo account', async () => {
    expect(server.output()).not.toContain('DEVELOPMENT MODE');
    expect(server.output()).not.toContain('Demo-portal-2026');
    expect(await stop(server)).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const accounts = await database.db.selectFrom('identity_account').select('email').execute();
      const demoEmails: string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
      expect(accounts.filter((account) => demoEmails.includes(account.email.toLowerCase()))).toEqual([]);
      expect(accounts).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('development tools at a public address', () => {
  it('refuses to start: a clear message, a non-zero exit, nothing opened or listening', async () => {
    const port = await freePort();
    const dataDir = path.join(tempDir('portal-refused-'), 'pglite');
    const server = serve(productionEnv(port, dataDir, tempDir('portal-refused-files-'), { DEV_TOOLS: 'true' }));
    const code = await withTimeout(server.exited, START_LIMIT_MS, `the server did not exit:\n${server.output()}`);
    expect(code).not.toBe(0);
    expect(server.output()).toContain('Refusing to start: DEV_TOOLS=true and DEMO_ACCOUNTS=true');
    expect(server.output()).toContain(`PUBLIC_URL=${PUBLIC_URL} is not a loopback address`);
    expect(server.output()).not.toContain('Portal ready');
    // It stopped while reading its configuration: before the database was opened, so before listening.
    expect(existsSync(dataDir)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, START_LIMIT_MS + 5_000);
});
