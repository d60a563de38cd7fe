// When the server process stops (Ctrl-C) and starts again, then what was
// written before is still there: the real process, the real data directory
// (or PostgreSQL schema), and a clean exit on SIGINT.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConfig } from '../../src/server/db/database';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
const schema = databaseUrl ? `t_restart_${randomBytes(4).toString('hex')}` : undefined;
const storage: DatabaseConfig = databaseUrl ? { databaseUrl, schema } : { dataDir };

afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && schema) {
    const database = await openDatabase({ databaseUrl });
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  }
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema ?? '',
      DATA_DIR: dataDir ?? 'memory://',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${output}`);
}

async function stopWithCtrlC(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

describe('persistence across a restart of the server process', () => {
  it('keeps data written before the restart and exits cleanly on SIGINT', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const seeded = (await (await fetch(`http://127.0.0.1:${port}/api/power-retailers`)).json()) as Array<{ name: string }>;
    expect(seeded.length).toBeGreaterThan(0);
    expect(await stopWithCtrlC(first)).toBe(0);

    // Write while the server is down, as staff maintaining reference data would.
    const database = await openDatabase(storage);
    await database.db
      .insertInto('service_provider')
      .values({ id: 'restart-test-retailer', kind: 'power_retailer', name: 'Restart Test Energy', sort_order: 0 })
      .execute();
    await database.close();

    const second = await startServer(port);
    try {
      const names = ((await (await fetch(`http://127.0.0.1:${port}/api/power-retailers`)).json()) as Array<{ name: string }>).map((r) => r.name);
      expect(names).toContain('Restart Test Energy');
      // Seeding again on start did not duplicate anything.
      expect(names.length).toBe(seeded.length + 1);
    } finally {
      expect(await stopWithCtrlC(second)).toBe(0);
    }
  });
});
