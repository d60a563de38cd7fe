// npm run bench:api — a benchmark, not a test: it prints figures and never
// fails a build. Starts the real server (buildApp, as npm start does) in this
// process on loopback, once on PGlite (in memory) and once on PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a
// schema of its own that is dropped afterwards; skipped when unreachable), and
// drives POST /api/livening-icp with the valid livening examples, each request
// with a new transaction key, using autocannon in a child process. On the same
// database with the same load, it drives the baseline route
// (baselineOrderRoute.ts: parse, the same compiled validator, one INSERT in one
// transaction), the floor any order endpoint could reach on this machine. The
// two routes take turns in slices (BENCH_ROUNDS, default 4, of each route's
// BENCH_SECONDS), so that both meet the same machine.
// Prints requests/s, rows stored/s and p50/p99 latency of both, the ratio
// orders API / baseline, the time spent in validateFormDocument as a share
// of the API process's CPU time, and the write-ahead log each request writes.
// Targets (reported, never enforced): orders API >= 50 % of the baseline's
// requests/s; on PostgreSQL p99 < 100 ms at 50 connections and >= 1 500
// orders/s where the baseline itself reaches 1 500/s.
// See docs/operations/benchmarks.md.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { GUEST_SESSION_COOKIE, guestOwnerKey } from '../../src/server/auth/guestSession';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed';
import { findFileReferences } from '../../src/server/orders/fileReferences';
import { resetValidationTiming, validationTiming } from '../../src/server/orders/validationTiming';
import { formDisplaySchema } from '../../src/server/validation/formSchemaVersion';
import { postgresServerCpuMs } from './databaseServerCpu';
import { mainThreadSchedule, scheduleSince, type MainThreadSchedule } from './mainThreadSchedule';
import { walInsertBytes } from './databaseWal';
import { BASELINE_PATH, buildBaselineApp, countBaselineRows, createBaselineTable, dropBaselineTable } from './baselineOrderRoute';
import { percentile } from './percentile';


const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOAD_SCRIPT = path.join(ROOT, 'scripts/bench/apiOrdersLoad.mjs');
const EXAMPLES_DIR = path.join(ROOT, 'schemas/livening/examples');
const POSTGRES_URL = process.env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS_PATH = '/api/livening-icp';
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] || 50);
/**
 * Load before each measurement, not measured. Long enough for V8 to finish optimising the route's
 * code: with 2 s, a CPU profile (perf) of the orders API's measured 10 s still showed 22 % of its
 * CPU in V8's optimising compiler, and the baseline, measured after it, ran on code the orders API
 * had already warmed; with 10 s, 6 %.
 */
const WARM_UP_SECONDS = Number(process.env['BENCH_WARM_UP_SECONDS'] || 5);
const MEASURE_SECONDS = Number(process.env['BENCH_SECONDS'] || 10);
/** Slices each route's measurement is cut into, the two routes taking turns (see measureAlternately). */
const ROUNDS = Math.max(1, Math.round(Number(process.env['BENCH_ROUNDS'] || 4)));
/**
 * Load at the start of each slice that is not measured: all the connections open and send at once,
 * and the queue that burst builds (up to several hundred ms for the orders API) is the load
 * generator's start, not the route's steady state.
 */
const SETTLE_SECONDS = 1;
const TARGET_ORDERS_PER_SECOND = 1500;
const TARGET_P99_MS = 100;
/** The orders API's requests/s as a share of the baseline's. */
const TARGET_RATIO = 0.5;
/**
 * A watchdog: the whole benchmark, counted from the process's start, never runs longer than this
 * (two back ends × two routes × (warm-up + four slices of settling and measurement) is about 100 s
 * at the defaults, plus loading and migrations). It prints what was measured so far before it stops the process.
 */
const WATCHDOG_MS = 240 * 1000;

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

type RouteName = 'orders API' | 'baseline';

/** One route measured on one back end. */
interface RouteFigures {
  route: RouteName;
  requestsPerSecond: number;
  /** Each slice's own requests/s and p99, in the order measured (measureAlternately). */
  requestsPerSecondBySlice: number[];
  p99BySlice: number[];
  /** Rows stored per second: orders (customer_order) for the orders API, documents for the baseline. */
  storedPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** autocannon's errors, timeouts included (a timed-out request has no latency in the histogram). */
  errors: number;
  timeouts: number;
  statusCodes: string;
  /** Only for the orders API (validateOrderDocument is what it times). */
  validationMsPerRequest?: number;
  validationShareOfCpu?: number;
  cpuCoresUsed: number;
  /** API process CPU time (PGlite included on PGlite) per 2xx request. */
  cpuMsPerRequest: number;
  /** PostgreSQL's own processes' CPU time per 2xx request (PostgreSQL on this machine only; see databaseServerCpu.ts). */
  databaseCpuMsPerRequest?: number;
  /** Kilobytes of write-ahead log per 2xx request (see databaseWal.ts); undefined where the database cannot say. */
  walKbPerRequest?: number;
  loadGeneratorCores: number;
  /** The API's JavaScript thread in the measured windows (Linux only; mainThreadSchedule.ts). */
  thread?: { runningShare: number; waitingShare: number; waitingMsPerRequest: number; preemptionsPerRequest: number };
}

interface BackendFigures {
  name: string;
  skipped?: string;
  routes: RouteFigures[];
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

/**
 * With BENCH_CPU_PROFILE=<folder>, the API process's CPU profile of each
 * measured run is written there (<backend>-<route>.cpuprofile, for Chrome's
 * DevTools or speedscope): where a route's time goes, before changing it.
 */
async function startCpuProfile(): Promise<{ stop(name: string): Promise<void> } | undefined> {
  const folder = process.env['BENCH_CPU_PROFILE'];
  if (!folder) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** What the load generator counted in the measured window of one run (apiOrdersLoad.mjs). */
interface LoadWindow {
  windowMs: number;
  /** Every 2xx answer's latency, in ms. */
  latencies: number[];
  statusCounts: Record<string, number>;
  /** The load generator's own CPU time in the window. */
  cpuMs: number;
}

/**
 * Runs the load generator for `settleSeconds` of unmeasured load, then `durationSeconds` measured;
 * `onSettled` runs when the measured window starts.
 */
function runLoad(
  url: string,
  routePath: string,
  documents: Record<string, unknown>[],
  durationSeconds: number,
  settleSeconds = 0,
  onSettled?: () => void,
): Promise<{ result: AutocannonResult; window: LoadWindow }> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), (settleSeconds + durationSeconds + 30) * 1000);
    child.on('message', (message: { settled?: boolean; ok?: boolean; result?: AutocannonResult; window?: LoadWindow; error?: string }) => {
      if (message.settled) {
        onSettled?.();
        return;
      }
      clearTimeout(timer);
      if (message.ok && message.result && message.window) resolve({ result: message.result, window: message.window });
      else reject(new Error(message.error ?? 'load generator failed'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`load generator exited with ${code}`));
    });
    child.send({
      url,
      path: routePath,
      documents,
      connections: CONNECTIONS,
      durationSeconds,
      settleSeconds,
      cookie: `${GUEST_SESSION_COOKIE}=${BENCH_GUEST_TOKEN}`,
    });
  });
}

async function countOrders(database: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from customer_order`.execute(database.db);
  return rows[0]?.n ?? 0;
}

/** One route of a listening app, warmed up, with the slices measured so far. */
interface RouteUnderLoad {
  route: RouteName;
  url: string;
  routePath: string;
  countStored: () => Promise<number>;
  slices: Slice[];
}

/** What one slice of one route's measurement counted, in its measured window. */
interface Slice {
  result: AutocannonResult;
  window: LoadWindow;
  wallMs: number;
  cpuMs: number;
  stored: number;
  databaseCpuMs?: number;
  walBytes?: bigint;
  validationCalls: number;
  validationMs: number;
  /** How the API's JavaScript thread shared the cores in the window (Linux only). */
  thread?: MainThreadSchedule;
}

/** Listens on loopback and warms the route up (not measured). */
async function warmUpRoute(
  backend: string,
  route: RouteName,
  app: FastifyInstance,
  routePath: string,
  documents: Record<string, unknown>[],
  countStored: () => Promise<number>,
): Promise<RouteUnderLoad> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  process.stdout.write(`  [${(performance.now() / 1000).toFixed(0)} s] ${backend}, ${route}: warming up ${WARM_UP_SECONDS} s\n`);
  await runLoad(url, routePath, documents, WARM_UP_SECONDS);
  return { route, url, routePath, countStored, slices: [] };
}

/** The counters read when a slice's measured window starts. */
async function countersNow(backend: string, target: RouteUnderLoad, database: Database) {
  const stored = await target.countStored();
  const wal = await walInsertBytes(database);
  resetValidationTiming();
  const profile = await startCpuProfile();
  return {
    stored,
    wal,
    profile,
    databaseCpuMs: backend === 'PostgreSQL' ? postgresServerCpuMs() : undefined,
    cpu: process.cpuUsage(),
    thread: mainThreadSchedule(),
    at: performance.now(),
  };
}

/** Measures one slice of one route: SETTLE_SECONDS of load, then `seconds` measured. */
async function measureSlice(backend: string, target: RouteUnderLoad, database: Database, documents: Record<string, unknown>[], seconds: number): Promise<void> {
  let started: ReturnType<typeof countersNow> | undefined;
  const { result, window } = await runLoad(target.url, target.routePath, documents, seconds, SETTLE_SECONDS, () => {
    started = countersNow(backend, target, database);
  });
  if (!started) throw new Error('the load generator never started its measured window');
  const before = await started;
  const wallMs = performance.now() - before.at;
  const cpu = process.cpuUsage(before.cpu);
  const thread = scheduleSince(before.thread, mainThreadSchedule());
  const databaseCpuAfter = before.databaseCpuMs === undefined ? undefined : postgresServerCpuMs();
  await before.profile?.stop(`${backend}-${target.route}-${target.slices.length + 1}`);
  const validation = validationTiming();
  const walAfter = await walInsertBytes(database);
  const stored = (await target.countStored()) - before.stored;
  target.slices.push({
    result,
    window,
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    stored,
    ...(before.databaseCpuMs !== undefined && databaseCpuAfter !== undefined ? { databaseCpuMs: databaseCpuAfter - before.databaseCpuMs } : {}),
    ...(before.wal !== undefined && walAfter !== undefined ? { walBytes: walAfter - before.wal } : {}),
    validationCalls: validation.calls,
    validationMs: validation.totalMs,
    ...(thread ? { thread } : {}),
  });
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

const is2xx = (code: string): boolean => code.startsWith('2') && code.length === 3;

/** One route's figures from its slices' measured windows, added up (latencies: every 2xx answer of every window). */
function routeFigures(target: RouteUnderLoad): RouteFigures {
  const { slices, route } = target;
  const completedIn = (slice: Slice) => sum(Object.entries(slice.window.statusCounts).filter(([code]) => is2xx(code)).map(([, count]) => count));
  const completed = sum(slices.map(completedIn));
  const durationSeconds = sum(slices.map((slice) => slice.window.windowMs)) / 1000;
  const wallMs = sum(slices.map((slice) => slice.wallMs));
  const cpuMs = sum(slices.map((slice) => slice.cpuMs));
  const latencies = slices.flatMap((slice) => slice.window.latencies);
  const statusCounts = new Map<string, number>();
  for (const slice of slices) for (const [code, count] of Object.entries(slice.window.statusCounts)) statusCounts.set(code, (statusCounts.get(code) ?? 0) + count);
  const databaseCpu = slices.every((slice) => slice.databaseCpuMs !== undefined) ? sum(slices.map((slice) => slice.databaseCpuMs!)) : undefined;
  const walBytes = slices.every((slice) => slice.walBytes !== undefined) ? slices.reduce((total, slice) => total + slice.walBytes!, 0n) : undefined;
  const validationMs = sum(slices.map((slice) => slice.validationMs));
  const validationCalls = sum(slices.map((slice) => slice.validationCalls));
  const threads = slices.every((slice) => slice.thread) ? slices.map((slice) => slice.thread!) : undefined;
  return {
    route,
    requestsPerSecond: completed / durationSeconds,
    requestsPerSecondBySlice: slices.map((slice) => completedIn(slice) / (slice.window.windowMs / 1000)),
    p99BySlice: slices.map((slice) => percentile(slice.window.latencies, 99)),
    storedPerSecond: sum(slices.map((slice) => slice.stored)) / durationSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    non2xx: sum([...statusCounts].filter(([code]) => !is2xx(code)).map(([, count]) => count)),
    errors: sum(slices.map((slice) => slice.result.errors)),
    timeouts: sum(slices.map((slice) => slice.result.timeouts)),
    statusCodes: [...statusCounts].map(([code, count]) => `${code}×${count}`).join(' '),
    // The baseline calls validateFormDocument directly, so only the orders API is timed here.
    ...(route === 'orders API'
      ? { validationMsPerRequest: validationCalls ? validationMs / validationCalls : 0, validationShareOfCpu: cpuMs ? validationMs / cpuMs : 0 }
      : {}),
    cpuCoresUsed: cpuMs / wallMs,
    cpuMsPerRequest: completed ? cpuMs / completed : 0,
    ...(databaseCpu !== undefined && completed ? { databaseCpuMsPerRequest: databaseCpu / completed } : {}),
    ...(walBytes !== undefined && completed ? { walKbPerRequest: Number(walBytes) / 1024 / completed } : {}),
    loadGeneratorCores: sum(slices.map((slice) => slice.window.cpuMs)) / wallMs,
    ...(threads && completed
      ? {
          thread: {
            runningShare: sum(threads.map((thread) => thread.runningMs)) / wallMs,
            waitingShare: sum(threads.map((thread) => thread.waitingMs)) / wallMs,
            waitingMsPerRequest: sum(threads.map((thread) => thread.waitingMs)) / completed,
            preemptionsPerRequest: sum(threads.map((thread) => thread.preemptions)) / completed,
          },
        }
      : {}),
  };
}

/**
 * Measures the two routes in alternating slices, ABBA ABBA…: MEASURE_SECONDS per route in ROUNDS
 * slices each. Measured one after the other, a machine that slowed down or sped up between the two
 * halves moved the ratio by 10 points and more from run to run; alternating, both routes meet the
 * same machine, and a drift that is steady over the run weighs on both alike.
 */
async function measureAlternately(backend: string, database: Database, documents: Record<string, unknown>[], routes: [RouteUnderLoad, RouteUnderLoad]): Promise<void> {
  const seconds = MEASURE_SECONDS / ROUNDS;
  process.stdout.write(`  [${(performance.now() / 1000).toFixed(0)} s] ${backend}: measuring ${ROUNDS} × ${seconds.toFixed(1)} s per route, alternately (each after ${SETTLE_SECONDS} s of unmeasured load) ... `);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? routes : ([routes[1], routes[0]] as const);
    for (const target of order) await measureSlice(backend, target, database, documents, seconds);
  }
  console.log('done');
}

/** The orders API, then the baseline, on the same database; what was measured goes into `figures` as it comes. */
async function benchBackend(figures: BackendFigures, database: Database, documents: Record<string, unknown>[]): Promise<void> {
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  await markReferencedFilesOk(database, documents);
  await createBaselineTable(database);
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-files-'));
  try {
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
    const baseline = await buildBaselineApp(database);
    try {
      const routes: [RouteUnderLoad, RouteUnderLoad] = [
        await warmUpRoute(figures.name, 'orders API', app, ORDERS_PATH, documents, () => countOrders(database)),
        await warmUpRoute(figures.name, 'baseline', baseline, BASELINE_PATH, documents, () => countBaselineRows(database)),
      ];
      await measureAlternately(figures.name, database, documents, routes);
      figures.routes.push(...routes.map(routeFigures));
    } finally {
      await app.close();
      await baseline.close();
    }
  } finally {
    await dropBaselineTable(database).catch(() => undefined);
    rmSync(storageDir, { recursive: true, force: true });
  }
}

async function pglite(figures: BackendFigures, documents: Record<string, unknown>[]): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await benchBackend(figures, database, documents);
  } finally {
    await database.close();
  }
}

async function postgres(figures: BackendFigures, documents: Record<string, unknown>[]): Promise<void> {
  const schema = `bench_orders_${process.pid}_${randomBytes(3).toString('hex')}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`  PostgreSQL: skipped (${reason})`);
    figures.skipped = 'unreachable';
    return;
  }
  try {
    await benchBackend(figures, database, documents);
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db).catch(() => undefined);
    await database.close();
  }
}

function cell(value: number | undefined, digits: number, unit = ''): string {
  return value === undefined ? '—' : `${value.toFixed(digits)}${unit}`;
}

function percent(value: number): string {
  return `${(value * 100).toFixed(0)} %`;
}

function printTable(results: BackendFigures[]): void {
  const columns: Array<[string, number, (figures: RouteFigures) => string]> = [
    ['req/s', 7, (f) => cell(f.requestsPerSecond, 0)],
    ['stored/s', 9, (f) => cell(f.storedPerSecond, 0)],
    ['p50', 11, (f) => cell(f.p50, 1, ' ms')],
    ['p99', 11, (f) => cell(f.p99, 1, ' ms')],
    ['max', 11, (f) => cell(f.max, 1, ' ms')],
    ['non-2xx', 8, (f) => String(f.non2xx)],
    ['errors', 7, (f) => String(f.errors)],
    ['API CPU', 8, (f) => cell(f.cpuCoresUsed, 2)],
    ['CPU/req', 10, (f) => cell(f.cpuMsPerRequest, 2, ' ms')],
    ['DB CPU/req', 11, (f) => cell(f.databaseCpuMsPerRequest, 2, ' ms')],
    ['WAL/req', 9, (f) => cell(f.walKbPerRequest, 1, ' kB')],
  ];
  const backendWidth = 12;
  const routeWidth = 12;
  const line = (backend: string, route: string, cells: string[]) =>
    console.log(`${backend.padEnd(backendWidth)}${route.padEnd(routeWidth)}${cells.map((text, i) => ` ${text.padStart(columns[i]![1])}`).join('')}`);
  console.log('');
  line('backend', 'route', columns.map(([title]) => title));
  for (const backend of results) {
    if (backend.skipped) {
      console.log(`${backend.name.padEnd(backendWidth)}skipped (${backend.skipped})`);
      continue;
    }
    for (const figures of backend.routes) line(backend.name, figures.route, columns.map(([, , value]) => value(figures)));
  }
  console.log(
    '  stored/s: orders stored (customer_order rows; 1.2 per request) for the orders API, documents for the baseline.\n' +
      "  p50, p99, max: of every 2xx answer in the route's measured windows (each slice's first second of load is not measured).\n" +
      '  API CPU: cores the API process used (PGlite included on PGlite); CPU/req: its CPU time per 2xx answer.\n' +
      "  DB CPU/req: PostgreSQL's own processes' CPU time per 2xx answer, from /proc (— on PGlite, which is inside the API process, or without /proc).\n" +
      '  WAL/req: write-ahead log written per 2xx answer, from the WAL insert position: the work a request stores, which machine noise does not move.',
  );
  for (const backend of results) {
    for (const figures of backend.routes) {
      const where = `${backend.name}, ${figures.route}`;
      if (figures.validationMsPerRequest !== undefined)
        console.log(
          `  ${where}: validation ${cell(figures.validationMsPerRequest * 1000, 0, ' µs')} per request, ` +
            `${cell((figures.validationShareOfCpu ?? 0) * 100, 1, ' %')} of the API's CPU; load generator ${cell(figures.loadGeneratorCores, 2)} cores`,
        );
      else console.log(`  ${where}: load generator ${cell(figures.loadGeneratorCores, 2)} cores`);
      if (figures.thread)
        console.log(
          `  ${where}: the API's JavaScript thread ran ${percent(figures.thread.runningShare)} of the time and waited for a core ` +
            `${percent(figures.thread.waitingShare)} (${cell(figures.thread.waitingMsPerRequest, 2, ' ms')} per answer; ` +
            `taken off its core ${cell(figures.thread.preemptionsPerRequest, 1)} times per answer)`,
        );
      if (figures.non2xx > 0 || figures.errors > 0)
        console.log(`  ${where}: status codes ${figures.statusCodes || 'none'}; ${figures.errors} errors, of which ${figures.timeouts} timeouts (10 s)`);
    }
  }
}

function mark(pass: boolean): string {
  return pass ? 'PASS' : 'FAIL';
}

function printTargets(results: BackendFigures[]): void {
  console.log('\nTargets (reported, never enforced)');
  for (const backend of results) {
    const api = backend.routes.find((figures) => figures.route === 'orders API');
    const baseline = backend.routes.find((figures) => figures.route === 'baseline');
    if (backend.skipped || !api || !baseline) {
      console.log(`  ${backend.name}: not checked (${backend.skipped ?? 'not measured'})`);
      continue;
    }
    const ratio = baseline.requestsPerSecond ? api.requestsPerSecond / baseline.requestsPerSecond : 0;
    console.log(
      `  ${mark(ratio >= TARGET_RATIO)}  ${backend.name}: orders API / baseline >= ${percent(TARGET_RATIO)} of requests/s: ` +
        `${percent(ratio)} (${cell(api.requestsPerSecond, 0)} / ${cell(baseline.requestsPerSecond, 0)} req/s)`,
    );
    const roundRatios = api.requestsPerSecondBySlice.map((rate, round) => rate / (baseline.requestsPerSecondBySlice[round] ?? Number.NaN));
    console.log(`        each round: ${roundRatios.map(percent).join(', ')} (orders API ${api.requestsPerSecondBySlice.map((rate) => cell(rate, 0)).join(', ')}; baseline ${baseline.requestsPerSecondBySlice.map((rate) => cell(rate, 0)).join(', ')} req/s)`);
    if (backend.name !== 'PostgreSQL') continue;
    console.log(
      `  ${mark(api.p99 < TARGET_P99_MS)}  ${backend.name}: orders API p99 < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ` +
        `${cell(api.p99, 1, ' ms')} (baseline ${cell(baseline.p99, 1, ' ms')})`,
    );
    console.log(`        each round: orders API ${api.p99BySlice.map((p99) => cell(p99, 0)).join(', ')} ms; baseline ${baseline.p99BySlice.map((p99) => cell(p99, 0)).join(', ')} ms`);
    const throughput = `orders API ${cell(api.storedPerSecond, 0)} orders/s (${cell(api.requestsPerSecond, 0)} req/s)`;
    if (api.storedPerSecond >= TARGET_ORDERS_PER_SECOND) {
      console.log(`  PASS  ${backend.name}: >= ${TARGET_ORDERS_PER_SECOND} orders/s: ${throughput}`);
    } else if (baseline.requestsPerSecond >= TARGET_ORDERS_PER_SECOND) {
      console.log(`  FAIL  ${backend.name}: >= ${TARGET_ORDERS_PER_SECOND} orders/s: ${throughput}; the baseline reaches ${cell(baseline.requestsPerSecond, 0)}/s`);
    } else {
      console.log(
        `  n/a   ${backend.name}: >= ${TARGET_ORDERS_PER_SECOND} orders/s: n/a: the baseline reaches only ${cell(baseline.requestsPerSecond, 0)}/s on this machine (${throughput})`,
      );
    }
  }
}

function printReport(results: BackendFigures[]): void {
  printTable(results);
  printTargets(results);
}

async function main(): Promise<void> {
  const only = process.env['BENCH_BACKENDS'];
  const results: BackendFigures[] = [
    { name: 'PGlite', routes: [], ...(only === 'postgres' ? { skipped: 'not selected' } : {}) },
    { name: 'PostgreSQL', routes: [], ...(only === 'pglite' ? { skipped: 'not selected' } : {}) },
  ];
  const watchdog = setTimeout(() => {
    console.error(`\nbench:api: stopped by the watchdog after ${WATCHDOG_MS / 1000} s; what was measured so far:`);
    printReport(results);
    process.exit(1);
  }, WATCHDOG_MS - performance.now());
  watchdog.unref();

  const documents = validExamples();
  if (documents.length === 0) throw new Error(`No valid livening examples in ${EXAMPLES_DIR}`);
  console.log(
    `POST ${ORDERS_PATH} and the baseline POST ${BASELINE_PATH} (parse, validate, one INSERT) on the same database: ` +
      `${documents.length} valid example(s) in turn, a new transaction key each, ${CONNECTIONS} connections, ` +
      `${MEASURE_SECONDS} s per route in ${ROUNDS} alternating slices after ${WARM_UP_SECONDS} s warm-up each (${os.cpus().length} CPU cores)`,
  );
  // BENCH_BACKENDS=postgres (or pglite) runs one back end only.
  if (!results[0]!.skipped) await pglite(results[0]!, documents);
  if (!results[1]!.skipped) await postgres(results[1]!, documents);
  printReport(results);
  console.log(`\nWhole run: ${(performance.now() / 1000).toFixed(1)} s`);
  clearTimeout(watchdog);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
