// npm run bench:lighthouse — a benchmark, not a test: it prints scores and
// PASS/FAIL marks and exits 0 even when a target is missed. See
// docs/operations/benchmarks.md.
//
// 1. Builds the portal for production into .tmp/bench-lighthouse-dist (not
//    dist/, which browser tests may be serving at the same moment).
// 2. Starts the real server (src/server/main.ts) on 127.0.0.1 on a free port,
//    on PGlite in a temporary DATA_DIR with the embedded identity provider and
//    no development tools, and waits for /api/health.
// 3. Runs Lighthouse's default configuration (mobile form factor, simulated
//    throttling) in headless Chromium on /, /service-type and /icp-request as a
//    guest, one run per page, and prints the performance, accessibility and
//    best-practices scores (0–100), the key metrics and, for each missed target,
//    the audits that lost points.
// Targets (reported, never enforced): performance >= 95, accessibility = 100,
// best practices >= 95.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium';
import { PROJECT_ROOT } from '../lib/formFolders';
import { buildPortal } from './portalBuild';

const PAGES = ['/', '/service-type', '/icp-request'];
const PORTAL_DIST = path.join(PROJECT_ROOT, '.tmp/bench-lighthouse-dist');
const REPORTS_DIR = path.join(PROJECT_ROOT, '.tmp/bench-lighthouse-reports');
const WHOLE_RUN_LIMIT_MS = 5 * 60_000;
/** Generous: on a busy 2-core machine, tsx's transpiling and PGlite's migrations alone can take a minute. */
const SERVER_START_LIMIT_MS = 120_000;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** Minimum score, 0–100, per category. */
const TARGETS: Record<CategoryId, number> = { performance: 95, accessibility: 100, 'best-practices': 95 };
const CATEGORY_LABELS: Record<CategoryId, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
const METRICS: Array<[string, string]> = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A category or audit score (0–1) as the report shows it, 0–100. */
const points = (score: number | null | undefined) => (score === null || score === undefined ? null : Math.round(score * 100));

// ---------------------------------------------------------------------------
// What has to be stopped and removed, also by the watchdog

let server: ChildProcess | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
let dataDir: string | null = null;

function cleanUpNow(): void {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = null;
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}

// ---------------------------------------------------------------------------
// Build


// ---------------------------------------------------------------------------
// Server

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const stderr: string[] = [];
  // tsx as a loader in this one process (not its CLI, which runs the server in a child of its own), so
  // the watchdog's SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: path.join(dataDir, 'pglite'),
      FILE_STORAGE_DIR: path.join(dataDir, 'files'),
      STATIC_DIR: PORTAL_DIST,
      DATABASE_URL: '',
      DEV_TOOLS: 'false',
      DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
  });
  server = child;
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => stderr.push(text));
  const deadline = Date.now() + SERVER_START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server stopped before it was ready (${child.signalCode ?? `exit ${child.exitCode}`}):\n${stderr.join('')}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${seconds(SERVER_START_LIMIT_MS)}:\n${stderr.join('')}`);
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------
// Lighthouse

/** The browser's full version (the user agent Lighthouse records is reduced to the major version). */
async function browserVersion(port: number): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return ((await response.json()) as { Browser?: string }).Browser ?? 'Chromium';
  } catch {
    return 'Chromium';
  }
}

async function audit(url: string, port: number): Promise<Result> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
  return runner.lhr;
}

/**
 * Audits a page, again when Lighthouse could not record its load (a runtime error such as
 * NO_NAVSTART, "Please run Lighthouse again"), up to three attempts in all. Such a run has no
 * performance score to judge. A run that recorded the load counts as it came out, however it
 * scored: only a failed recording is repeated, and the repeat is printed.
 */
async function auditRecorded(url: string, port: number, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await audit(url, port);
    if (!lhr.runtimeError || attempt === attempts) return lhr;
    console.log(`  (${url}: Lighthouse error ${lhr.runtimeError.code} on attempt ${attempt} of ${attempts}; auditing again)`);
  }
}

function saveReport(page: string, lhr: Result): string {
  mkdirSync(REPORTS_DIR, { recursive: true });
  const name = page === '/' ? 'landing' : page.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
  const file = path.join(REPORTS_DIR, `${name}.html`);
  writeFileSync(file, generateReport(lhr, 'html'));
  writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
  return path.relative(PROJECT_ROOT, file);
}

interface PageResult {
  page: string;
  lhr: Result;
  report: string;
}

function score(lhr: Result, category: CategoryId): number | null {
  return points(lhr.categories[category]?.score);
}

function printPage({ page, lhr, report }: PageResult): void {
  console.log(`\n${page}  (final URL ${lhr.finalDisplayedUrl}; benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; report ${report})`);
  if (lhr.runtimeError) console.log(`  Lighthouse error ${lhr.runtimeError.code} (some audits may be missing): ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.log(`  warning: ${warning.replace(/\s+/g, ' ')}`);
  console.log(`  scores (0–100): ${CATEGORIES.map((category) => `${CATEGORY_LABELS[category]} ${score(lhr, category) ?? '—'}`).join(', ')}`);
  const metrics = METRICS.map(([id, label]) => {
    const result = lhr.audits[id];
    return `${label} ${result?.displayValue ?? '—'} (score ${points(result?.score) ?? '—'})`;
  });
  console.log(`  metrics: ${metrics.join(', ')}`);
}

type DetailItem = Record<string, unknown>;

/** The rows of an audit's details: a table's or an opportunity's items, a list's tables flattened. */
function detailRows(details: unknown): DetailItem[] {
  const { type, items } = (details ?? {}) as { type?: string; items?: unknown[] };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap((item) => detailRows(item));
  return items.filter((item): item is DetailItem => typeof item === 'object' && item !== null);
}

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
const millis = (value: number) => `${Math.round(value)} ms`;
const SIZE_FIELDS: Array<[string, string, (value: number) => string]> = [
  ['transferSize', 'transferred', kib],
  ['totalBytes', 'size', kib],
  ['wastedBytes', 'could save', kib],
  ['wastedMs', 'could save', millis],
  ['total', 'CPU', millis],
  ['scripting', 'scripting', millis],
];

/** One row of an audit's details in a line: the element, the URL or the group it names, with its figures. */
function describeRow(item: DetailItem, origin: string): string {
  const node = item['node'] as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node && (node.selector || node.snippet)) {
    const label = node.nodeLabel ? ` "${node.nodeLabel}"` : '';
    return `${node.selector || node.snippet}${label}`;
  }
  const figures = SIZE_FIELDS.filter(([key]) => typeof item[key] === 'number' && (item[key] as number) > 0).map(([key, label, format]) => `${label} ${format(item[key] as number)}`);
  const withFigures = (text: string) => (figures.length ? `${text} (${figures.join(', ')})` : text);
  const url = typeof item['url'] === 'string' ? item['url'] : typeof item['source'] === 'object' && item['source'] && 'url' in item['source'] ? String(item['source'].url) : undefined;
  if (url) return withFigures(url.startsWith(origin) ? url.slice(origin.length) || '/' : url);
  if (typeof item['groupLabel'] === 'string') return `${item['groupLabel']} ${millis(Number(item['duration']))}`;
  if (typeof item['phase'] === 'string') return `${item['phase']} ${millis(Number(item['timing']))}`;
  for (const key of ['description', 'label', 'directive', 'name']) {
    if (typeof item[key] === 'string' && item[key]) return withFigures(item[key]);
  }
  return '';
}

/** Up to `limit` elements, URLs or groups an audit names, to find what to fix. */
function auditItems(result: Result['audits'][string], origin: string, limit: number): string[] {
  const described = detailRows(result.details)
    .map((item) => describeRow(item, origin).replace(/\s+/g, ' '))
    .filter(Boolean);
  const shown = described.slice(0, limit).map((line) => (line.length > 160 ? `${line.slice(0, 159)}…` : line));
  const more = described.length - shown.length;
  return more > 0 ? [...shown, `… and ${more} more`] : shown;
}

/** The audits that cost `category` points: scored, weighted, below 1 (worst first). */
function printLostPoints(lhr: Result, category: CategoryId): void {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const losing = refs
    .map((ref) => ({ ref, result: lhr.audits[ref.id] }))
    .filter(({ ref, result }) => ref.weight > 0 && result && result.score !== null && result.score < 1)
    .sort((a, b) => b.ref.weight * (1 - (b.result!.score ?? 0)) - a.ref.weight * (1 - (a.result!.score ?? 0)));
  console.log(`    audits that lost ${CATEGORY_LABELS[category]} points (id, title, score 0–1, weight):`);
  if (!losing.length) console.log('      none');
  for (const { ref, result } of losing) {
    const value = result!.displayValue ? ` — ${result!.displayValue}` : '';
    console.log(`      ${ref.id}  "${result!.title}"  score ${result!.score!.toFixed(2)}  weight ${ref.weight}${value}`);
    for (const item of auditItems(result!, origin, 5)) console.log(`          ${item}`);
  }
  if (category === 'performance') {
    // Opportunities and insights carry no weight of their own; they say what would improve the metrics.
    const hints = refs
      .map((ref) => lhr.audits[ref.id])
      .filter((result): result is NonNullable<typeof result> => Boolean(result && result.scoreDisplayMode === 'metricSavings' && result.score !== null && result.score < 1));
    if (hints.length) {
      console.log('    performance opportunities and insights flagged (id, title, score, estimated savings):');
      for (const result of hints) {
        const savings = Object.entries(result.metricSavings ?? {})
          .filter(([, value]) => typeof value === 'number' && value > 0)
          .map(([metric, value]) => `${metric} ${metric === 'CLS' ? Number(value).toFixed(3) : `${Math.round(Number(value))} ms`}`)
          .join(', ');
        console.log(`      ${result.id}  "${result.title}"  score ${result.score!.toFixed(2)}${result.displayValue ? ` — ${result.displayValue}` : ''}${savings ? `  (savings: ${savings})` : ''}`);
        for (const item of auditItems(result, origin, 4)) console.log(`          ${item}`);
      }
    }
  }
}

function printTargets(results: PageResult[]): boolean {
  console.log('\nTargets (scores 0–100; Lighthouse mobile preset, simulated throttling)');
  let allPass = true;
  for (const { page, lhr } of results) {
    for (const category of CATEGORIES) {
      const value = score(lhr, category);
      const target = TARGETS[category];
      const pass = value !== null && value >= target;
      allPass &&= pass;
      const wanted = target === 100 ? '= 100' : `≥ ${target}`;
      console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${page} ${CATEGORY_LABELS[category]} ${wanted}: ${value ?? 'no score'}`);
      if (!pass) printLostPoints(lhr, category);
    }
  }
  return allPass;
}

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`The benchmark ran longer than ${seconds(WHOLE_RUN_LIMIT_MS)}; stopping.`);
    cleanUpNow();
    process.exit(2);
  }, WHOLE_RUN_LIMIT_MS);
  watchdog.unref();
  // An error thrown outside the awaited chain (a child process's 'error' event) must not leave the server running.
  process.once('uncaughtException', (error) => {
    console.error(error.stack ?? error.message);
    cleanUpNow();
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`Stopped by ${signal}.`);
      cleanUpNow();
      process.exit(130);
    });
  }

  // Simulated throttling scales the main-thread time it observes, so other work on the machine shows up in TBT and LCP.
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
  console.log(`${os.cpus().length} CPUs, load average ${load} (1 / 5 / 15 min): on a busy machine the performance figures come out worse.`);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to a Chrome or Chromium binary)`);
  console.log('Building the portal (production) into .tmp/bench-lighthouse-dist …');
  if (process.env['BENCH_SKIP_BUILD'] !== '1') await buildPortal(PORTAL_DIST);
  console.log(`Build done after ${seconds(Date.now() - started)}.`);

  const results: PageResult[] = [];
  try {
    const origin = await startServer();
    console.log(`Server ready at ${origin} (PGlite in a temporary folder, embedded identity provider, development tools off).`);
    // The browser's profile in the temporary folder, so that it goes with it even when the launch fails.
    const userDataDir = path.join(dataDir ?? os.tmpdir(), 'chromium-profile');
    mkdirSync(userDataDir, { recursive: true });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      userDataDir,
      chromeFlags: ['--headless', ...CHROMIUM_ARGS],
      logLevel: 'error',
      // Ctrl-C is handled below, so that the server and the temporary data go too.
      handleSIGINT: false,
    });
    const browser = await browserVersion(chrome.port);
    for (const page of PAGES) {
      const lhr = await auditRecorded(`${origin}${page}`, chrome.port);
      const result = { page, lhr, report: saveReport(page, lhr) };
      results.push(result);
      if (results.length === 1) {
        const { configSettings: settings } = lhr;
        const { throttling } = settings;
        console.log(
          `Lighthouse ${lhr.lighthouseVersion}, ${browser}, form factor ${settings.formFactor} (${settings.screenEmulation.width}×${settings.screenEmulation.height}), ` +
            `throttling ${settings.throttlingMethod} (${throttling.cpuSlowdownMultiplier}× CPU, ${throttling.rttMs} ms RTT, ${Math.round(throttling.throughputKbps)} kb/s)`,
        );
      }
      printPage(result);
    }
  } finally {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    chrome = null;
    await stopServer();
    cleanUpNow();
  }

  const allPass = printTargets(results);
  console.log(`\n${allPass ? 'Every target met.' : 'Some targets missed (see FAIL above).'} Whole run: ${seconds(Date.now() - started)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  cleanUpNow();
  process.exit(1);
});
