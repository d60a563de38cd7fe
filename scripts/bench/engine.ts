// npm run bench:engine — a benchmark, not a test: it prints figures and never
// fails a build. See docs/operations/benchmarks.md.
//
// 1. Builds the portal for production with a manifest (into
//    .tmp/bench-portal-dist, so a dist/ that browser tests serve is left alone)
//    and prints the gzipped JavaScript the landing route and a wizard route load.
// 2. Compiles the bench form (tests/bench/engine/form) and builds the bench page
//    (tests/bench/engine/app) into .tmp/bench-engine-dist.
// 3. Serves that page on 127.0.0.1 and, in headless Chromium, for our engine and
//    stock RJSF (liveValidate off and on) at N = 200 and 500 unit rows, measures
//    the time until the form is visible and the Event Timing duration of each of
//    20 keystrokes into the last unit row's unit number and into the last
//    contact's first name.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../tests/chromium';
import { PROJECT_ROOT } from '../lib/formFolders';
import { readManifest, routeBreakdown, routeSize, type RouteSize } from './bundleSizes';
import { compileBenchForm } from './compileBenchForm';
import { serveStatic, type StaticServer } from './staticServer';
import { EVENT_TIMING_FLOOR_MS, KEYS, measureTyping, percentile } from './typingLatency';

const PORTAL_DIST = path.join(PROJECT_ROOT, '.tmp/bench-portal-dist');
const BENCH_DIST = path.join(PROJECT_ROOT, '.tmp/bench-engine-dist');
const VITE = path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js');
const WHOLE_RUN_LIMIT_MS = 6 * 60_000;
const BUILD_LIMIT_MS = 180_000;

const TARGETS = { typingP95Ms: 24, visibleMs: 600, landingKb: 130, wizardKb: 260 };
const SIZES_N = [200, 500];

type ImplKey = 'ours' | 'stock-off' | 'stock-on';
const IMPLS: Array<{ key: ImplKey; label: string; query: string }> = [
  { key: 'ours', label: 'ours', query: 'impl=ours&live=0' },
  { key: 'stock-off', label: 'stock live off', query: 'impl=stock&live=0' },
  { key: 'stock-on', label: 'stock live on', query: 'impl=stock&live=1' },
];
type FieldKey = 'unit' | 'contact';
const FIELDS: Array<{ key: FieldKey; label: string; selector: (n: number) => string }> = [
  { key: 'unit', label: 'last unit number', selector: (n) => `#root_units_${n - 1}_unitNumber` },
  { key: 'contact', label: 'last first name', selector: () => '#root_contacts_2_firstName' },
];

interface Row {
  impl: ImplKey;
  n: number;
  field: FieldKey;
  p50: number;
  p95: number;
  visibleMs: number;
  floored: number;
  problem?: string;
}

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_LIMIT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

async function buildPortal(): Promise<void> {
  // `npm run build` regenerates the validators first; here they are generated
  // only when missing, so a folder that a parallel test run uses is not rewritten.
  if (!existsSync(path.join(PROJECT_ROOT, 'src/shared/generated/validators/index.ts'))) {
    await run(process.execPath, [path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/compile-validators.ts']);
  }
  await run(process.execPath, [VITE, 'build', '--manifest', '--outDir', PORTAL_DIST, '--emptyOutDir', '--logLevel', 'error']);
}

async function buildBenchPage(): Promise<void> {
  compileBenchForm();
  await run(process.execPath, [VITE, 'build', '--config', 'tests/bench/engine/vite.config.ts', '--logLevel', 'error']);
}

interface Bundles {
  landing: RouteSize;
  wizard: RouteSize;
}

function measureBundles(): Bundles {
  const manifest = readManifest(PORTAL_DIST);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The portal manifest has no entry chunk');
  const landing = routeSize(PORTAL_DIST, manifest, [entry]);
  const wizard = routeSize(PORTAL_DIST, manifest, [entry, 'src/portal/pages/FormPreviewPage.tsx', 'src/shared/generated/validators/profile.ts']);
  return { landing, wizard };
}

function printBundles({ landing, wizard }: Bundles): void {
  console.log('\nGzipped JavaScript per route (portal production build, gzip -9, kB = 1000 bytes, CSS excluded)');
  for (const [title, route] of [
    ['landing page /', landing],
    ['wizard route /forms/profile', wizard],
  ] as const) {
    console.log(`  ${title}: ${kb(route.gzip)} kB`);
    for (const chunk of route.chunks) console.log(`    ${kb(chunk.gzip).padStart(6)} kB  ${chunk.file} (${kb(chunk.bytes)} kB raw)`);
  }
  const breakdown = routeBreakdown(PORTAL_DIST, wizard);
  const shown = breakdown.filter((item) => item.gzip >= 1000).slice(0, 14);
  const rest = breakdown.filter((item) => !shown.includes(item)).reduce((sum, item) => sum + item.gzip, 0);
  console.log('  wizard route by package / source folder (estimated gzip share, from source maps):');
  for (const share of shown) console.log(`    ${kb(share.gzip).padStart(6)} kB  ${share.group}`);
  console.log(`    ${kb(rest).padStart(6)} kB  everything else`);
}

async function measureRow(browser: Browser, origin: string, impl: (typeof IMPLS)[number], n: number, field: (typeof FIELDS)[number]): Promise<Row> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?${impl.query}&n=${n}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__formVisibleAt !== undefined || window.__benchError !== undefined, null, { timeout: 60_000 });
    const { visibleAt, error } = await page.evaluate(() => ({ visibleAt: window.__formVisibleAt, error: window.__benchError }));
    if (error || visibleAt === undefined) throw new Error(`${impl.label} N=${n}: ${error ?? 'the form never became visible'}`);
    const typing = await measureTyping(page, field.selector(n));
    return {
      impl: impl.key,
      n,
      field: field.key,
      p50: percentile(typing.durations, 50),
      p95: percentile(typing.durations, 95),
      visibleMs: visibleAt,
      floored: typing.floored,
      ...(typing.problem ? { problem: typing.problem } : {}),
    };
  } finally {
    await context.close();
  }
}

/** One unmeasured load of each renderer, so that the first measured row does not pay for a cold browser. */
async function warmUp(browser: Browser, origin: string): Promise<void> {
  for (const impl of ['ours', 'stock']) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/?impl=${impl}&n=200`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction(() => window.__formVisibleAt !== undefined || window.__benchError !== undefined, null, { timeout: 60_000 });
    } finally {
      await context.close();
    }
  }
}

const ms = (value: number) => (value <= EVENT_TIMING_FLOOR_MS ? `≤${EVENT_TIMING_FLOOR_MS}` : String(Math.round(value)));

function printTable(rows: Row[]): void {
  const ours = (row: Row) => rows.find((other) => other.impl === 'ours' && other.n === row.n && other.field === row.field);
  const header = ['impl', 'N', 'field', 'p50 (ms)', 'p95 (ms)', 'form visible (ms)', 'p95 ratio stock/ours'];
  const body = rows.map((row) => {
    const base = ours(row);
    const ratio = row.impl === 'ours' || !base ? '—' : `${(row.p95 / base.p95).toFixed(1)}×`;
    return [IMPLS.find((impl) => impl.key === row.impl)!.label, String(row.n), FIELDS.find((field) => field.key === row.field)!.label, ms(row.p50), ms(row.p95), String(Math.round(row.visibleMs)), ratio];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nTyping latency: ${KEYS.length} keystrokes per row (A, B, Backspace, Backspace ×5), Event Timing duration per keystroke`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
  console.log(
    `Event Timing reports only entries of at least ${EVENT_TIMING_FLOOR_MS} ms: a keystroke without one counts as ${EVENT_TIMING_FLOOR_MS} ms (an upper bound), shown as ≤${EVENT_TIMING_FLOOR_MS}.`,
  );
  const floored = rows.map((row) => `${IMPLS.find((impl) => impl.key === row.impl)!.label} N=${row.n} ${row.field}: ${row.floored}/${KEYS.length}`);
  console.log(`Keystrokes under ${EVENT_TIMING_FLOOR_MS} ms: ${floored.join(', ')}`);
  for (const row of rows.filter((item) => item.problem)) console.log(`WARNING ${row.impl} N=${row.n} ${row.field}: ${row.problem}`);
}

function printTargets(rows: Row[], bundles: Bundles): boolean {
  const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const lines: Array<[boolean, string]> = [];
  for (const n of SIZES_N) {
    for (const field of FIELDS) {
      const row = rows.find((item) => item.impl === 'ours' && item.n === n && item.field === field.key);
      if (row) lines.push([row.p95 <= TARGETS.typingP95Ms, `typing p95 ≤ ${TARGETS.typingP95Ms} ms, N=${n}, ${field.label}: ${ms(row.p95)} ms`]);
    }
  }
  const visible = rows.filter((row) => row.impl === 'ours' && row.n === 200).map((row) => row.visibleMs);
  if (visible.length) {
    const worst = Math.max(...visible);
    lines.push([worst <= TARGETS.visibleMs, `form visible ≤ ${TARGETS.visibleMs} ms at N=200: ${Math.round(worst)} ms (worst of ${visible.length} loads)`]);
  }
  lines.push([bundles.landing.gzip <= TARGETS.landingKb * 1000, `landing page JS ≤ ${TARGETS.landingKb} kB gzip: ${kb(bundles.landing.gzip)} kB`]);
  lines.push([bundles.wizard.gzip <= TARGETS.wizardKb * 1000, `wizard route JS ≤ ${TARGETS.wizardKb} kB gzip: ${kb(bundles.wizard.gzip)} kB`]);
  console.log('\nTargets (our engine)');
  for (const [pass, text] of lines) console.log(`  ${mark(pass)}  ${text}`);
  return lines.every(([pass]) => pass);
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`The benchmark ran longer than ${seconds(WHOLE_RUN_LIMIT_MS)}; stopping.`);
    process.exit(2);
  }, WHOLE_RUN_LIMIT_MS);
  watchdog.unref();

  console.log('Building the portal (production, with manifest) into .tmp/bench-portal-dist …');
  await buildPortal();
  const bundles = measureBundles();
  console.log('Building the bench page into .tmp/bench-engine-dist …');
  await buildBenchPage();
  console.log(`Builds done after ${seconds(Date.now() - started)}.`);
  printBundles(bundles);

  let server: StaticServer | null = null;
  let browser: Browser | null = null;
  const rows: Row[] = [];
  try {
    server = await serveStatic(BENCH_DIST);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    console.log(`\nChromium ${browser.version()}, pages served from ${server.origin}`);
    await warmUp(browser, server.origin);
    for (const n of SIZES_N) {
      for (const field of FIELDS) {
        for (const impl of IMPLS) {
          const row = await measureRow(browser, server.origin, impl, n, field);
          rows.push(row);
          console.log(`  ${impl.label.padEnd(14)} N=${n} ${field.label.padEnd(16)} p50 ${ms(row.p50).padStart(4)}  p95 ${ms(row.p95).padStart(4)}  visible ${Math.round(row.visibleMs)} ms`);
        }
      }
    }
  } finally {
    await browser?.close();
    await server?.close();
  }

  printTable(rows);
  const allPass = printTargets(rows, bundles);
  console.log(`\n${allPass ? 'Every target met.' : 'Some targets missed (see FAIL above).'} Whole run: ${seconds(Date.now() - started)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
