// npm run bench:api — a benchmark, not a test: it prints figures and never
// fails a build. Starts the real server (buildApp, as npm start does) in this
// process on loopback, once on PGlite (in memory) and once on PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a
// schema of its own that is dropped afterwards; skipped when unreachable), and
// drives POST /api/livening-icp with the valid livening examples, each request
// with a new transaction key, using autocannon in a child process. Prints
// requests/s, orders/s and p50/p99 latency side by side, and the time spent in
// validateFormDocument as a share of the API process's CPU time.
// Target (reported, never enforced): PostgreSQL >= 1 500 orders/s at p99 < 100 ms.
// See docs/operations/benchmarks.md.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { GUEST_SESSION_COOKIE, guestOwnerKey } from '../../src/server/auth/guestSession';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed';
import { findFileReferences } from '../../src/server/orders/fileReferences';
import { resetValidationTiming, validationTiming } from '../../src/server/orders/validationTiming';
import { formDisplaySchema } from '../../src/server/validation/formSchemaVersion';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOAD_SCRIPT = path.join(ROOT, 'scripts/bench/apiOrdersLoad.mjs');
const EXAMPLES_DIR = path.join(ROOT, 'schemas/livening/examples');
const POSTGRES_URL = process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] || 32);
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env['BENCH_SECONDS'] || 12);
const TARGET_ORDERS_PER_SECOND = 1500;
const TARGET_P99_MS = 100;
/** A watchdog: the whole benchmark never runs longer than this. */
const WATCHDOG_MS = 3 * 60 * 1000;

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}

interface AutocannonResult {
  latency: Histogram;
  requests: Histogram & { total: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
  '2xx': number;
}

interface BackendFigures {
  name: string;
  skipped?: string;
  requestsPerSecond?: number;
  ordersPerSecond?: number;
  p50?: number;
  p99?: number;
  max?: number;
  non2xx?: number;
  errors?: number;
  statusCodes?: string;
  validationMsPerRequest?: number;
  validationShareOfCpu?: number;
  cpuCoresUsed?: number;
  loadGeneratorCores?: number;
}

function validExamples(): Record<string, unknown>[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')) as { document: Record<string, unknown>; expect: { valid: boolean } })
    .filter((example) => example.expect.valid)
    .map((example) => example.document);
}

/**
 * The load generator submits as one guest holding this guest session (uploaded files belong to
 * their uploader, so the examples' files are this guest's).
 */
const BENCH_GUEST_TOKEN = randomBytes(32).toString('base64url');

/** The examples' uploaded files, as if uploaded by the bench's guest and scanned ok. */
async function markReferencedFilesOk(database: Database, documents: Record<string, unknown>[]): Promise<void> {
  const displaySchema = await formDisplaySchema('livening');
  for (const document of documents) {
    for (const reference of findFileReferences(document, displaySchema)) {
      const attachmentType = reference.declaredType ?? String(reference.carriedType);
      await database.db
        .insertInto('uploaded_file')
        .values({
          owner_key: guestOwnerKey(BENCH_GUEST_TOKEN),
          md5: String(reference.md5),
          attachment_type: attachmentType,
          original_name: 'bench.xlsx',
          size_bytes: 0,
          content_type: 'application/octet-stream',
          storage_key: `${randomBytes(1).toString('hex')}/${randomBytes(1).toString('hex')}/${randomBytes(16).toString('hex')}`,
          scan_status: 'ok',
        })
        .onConflict((conflict) => conflict.columns(['owner_key', 'md5', 'attachment_type']).doUpdateSet({ scan_status: 'ok' }))
        .execute();
    }
  }
}

function runLoad(url: string, documents: Record<string, unknown>[], durationSeconds: number): Promise<{ result: AutocannonResult; cpuMs: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), (durationSeconds + 30) * 1000);
    child.once('message', (message: { ok: boolean; result?: AutocannonResult; cpuMs?: number; error?: string }) => {
      clearTimeout(timer);
      if (message.ok && message.result) resolve({ result: message.result, cpuMs: message.cpuMs ?? 0 });
      else reject(new Error(message.error ?? 'load generator failed'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`load generator exited with ${code}`));
    });
    child.send({ url, documents, connections: CONNECTIONS, durationSeconds, cookie: `${GUEST_SESSION_COOKIE}=${BENCH_GUEST_TOKEN}` });
  });
}

async function countOrders(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from customer_order`.execute(database.db);
  return rows[0]?.n ?? 0;
}

async function benchBackend(name: string, database: Database, documents: Record<string, unknown>[]): Promise<BackendFigures> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  await markReferencedFilesOk(database, documents);
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-files-'));
  const config = loadConfig(
    {
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: 'memory://',
      STATIC_DIR: '',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '1000000000',
      DEV_TOOLS: 'false',
      DEMO_ACCOUNTS: 'false',
      FILE_STORAGE_DIR: storageDir,
    },
    ROOT,
  );
  // The logger at 'error' (LOG_LEVEL above): a failing request is printed, the others cost next to nothing.
  const app = await buildApp({ config, database, logger: true });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}`;

    process.stdout.write(`  ${name}: warming up ${WARM_UP_SECONDS} s ... `);
    await runLoad(url, documents, WARM_UP_SECONDS);
    process.stdout.write(`measuring ${MEASURE_SECONDS} s ... `);

    const ordersBefore = await countOrders(database);
    resetValidationTiming();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { result, cpuMs: loadCpuMs } = await runLoad(url, documents, MEASURE_SECONDS);
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const validation = validationTiming();
    const ordersStored = (await countOrders(database)) - ordersBefore;
    console.log('done');

    const cpuMs = (cpu.user + cpu.system) / 1000;
    const completed = result['2xx'];
    return {
      name,
      requestsPerSecond: completed / result.duration,
      ordersPerSecond: ordersStored / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      statusCodes: Object.entries(result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}×${count}`)
        .join(' '),
      validationMsPerRequest: validation.calls ? validation.totalMs / validation.calls : 0,
      validationShareOfCpu: cpuMs ? validation.totalMs / cpuMs : 0,
      cpuCoresUsed: cpuMs / wallMs,
      loadGeneratorCores: loadCpuMs / wallMs,
    };
  } finally {
    await app.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

async function pglite(documents: Record<string, unknown>[]): Promise<BackendFigures> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    return await benchBackend('PGlite', database, documents);
  } finally {
    await database.close();
  }
}

async function postgres(documents: Record<string, unknown>[]): Promise<BackendFigures> {
  const schema = `bench_orders_${process.pid}_${randomBytes(3).toString('hex')}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`  PostgreSQL: skipped (${reason})`);
    return { name: 'PostgreSQL', skipped: 'unreachable' };
  }
  try {
    return await benchBackend('PostgreSQL', database, documents);
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db).catch(() => undefined);
    await database.close();
  }
}

function cell(value: number | undefined, digits: number, unit = ''): string {
  return value === undefined ? '—' : `${value.toFixed(digits)}${unit}`;
}

function printTable(results: BackendFigures[]): void {
  const rows: Array<[string, (figures: BackendFigures) => string]> = [
    ['requests/s (2xx)', (f) => cell(f.requestsPerSecond, 0)],
    ['orders/s stored', (f) => cell(f.ordersPerSecond, 0)],
    ['latency p50', (f) => cell(f.p50, 1, ' ms')],
    ['latency p99', (f) => cell(f.p99, 1, ' ms')],
    ['latency max', (f) => cell(f.max, 1, ' ms')],
    ['non-2xx / errors', (f) => (f.skipped ? '—' : `${f.non2xx} / ${f.errors}`)],
    ['validation per request', (f) => cell(f.validationMsPerRequest === undefined ? undefined : f.validationMsPerRequest * 1000, 0, ' µs')],
    ['validation share of API CPU', (f) => cell(f.validationShareOfCpu === undefined ? undefined : f.validationShareOfCpu * 100, 1, ' %')],
    ['API process CPU (cores)', (f) => cell(f.cpuCoresUsed, 2)],
    ['load generator CPU (cores)', (f) => cell(f.loadGeneratorCores, 2)],
  ];
  const width = 30;
  const column = 16;
  console.log(`\n${''.padEnd(width)}${results.map((r) => r.name.padStart(column)).join('')}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}${results.map((r) => (r.skipped ? 'skipped' : value(r)).padStart(column)).join('')}`);
  for (const r of results) if (r.statusCodes) console.log(`  ${r.name} status codes: ${r.statusCodes}`);
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`bench:api: stopped by the watchdog after ${WATCHDOG_MS / 1000} s`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  const documents = validExamples();
  if (documents.length === 0) throw new Error(`No valid livening examples in ${EXAMPLES_DIR}`);
  console.log(
    `POST /api/livening-icp: ${documents.length} valid example(s) in turn, a new transaction key each, ` +
      `${CONNECTIONS} connections, ${MEASURE_SECONDS} s per back end after ${WARM_UP_SECONDS} s warm-up (${os.cpus().length} CPU cores)`,
  );
  // BENCH_BACKENDS=postgres (or pglite) runs one back end only.
  const only = process.env['BENCH_BACKENDS'];
  const results = [
    only === 'postgres' ? { name: 'PGlite', skipped: 'not selected' } : await pglite(documents),
    only === 'pglite' ? { name: 'PostgreSQL', skipped: 'not selected' } : await postgres(documents),
  ];
  printTable(results);

  const pg = results[1]!;
  if (pg.skipped) {
    console.log(`\n  target not checked: PostgreSQL was ${pg.skipped}`);
  } else {
    const pass = (pg.ordersPerSecond ?? 0) >= TARGET_ORDERS_PER_SECOND && (pg.p99 ?? Infinity) < TARGET_P99_MS;
    console.log(
      `\n  ${pass ? 'PASS' : 'FAIL'} PostgreSQL >= ${TARGET_ORDERS_PER_SECOND} orders/s at p99 < ${TARGET_P99_MS} ms ` +
        `(${cell(pg.ordersPerSecond, 0)} orders/s, p99 ${cell(pg.p99, 1, ' ms')})`,
    );
  }
  clearTimeout(watchdog);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
