// npm run bench:engine — a benchmark, not a test: it prints figures and never
// fails a build. See docs/operations/benchmarks.md.
//
// 1. Builds the portal for production with a manifest (into
//    .tmp/bench-portal-dist, so a dist/ that browser tests serve is left alone)
//    and prints the gzipped JavaScript the landing page, every product wizard
//    route and the form preview route load.
// 2. Compiles the bench form (tests/bench/engine/form) and builds the bench page
//    (tests/bench/engine/app) into .tmp/bench-engine-dist: ours and the floor with
//    the portal's RJSF stand-ins, stock RJSF whole into its stock/ folder.
// 3. Serves that page on 127.0.0.1 and, in headless Chromium, for our engine and
//    stock RJSF (liveValidate off and on) at N = 200, 500 and 1,000 unit rows, measures
//    the time until the form is visible and the Event Timing duration of each of
//    20 keystrokes into the last unit row's unit number and into the last
//    contact's first name. Beside them, at each N, the floor: the same page's
//    elements created by React alone (scripts/bench/engineFloor.ts).
//
// `npm run bench:engine -- --bundles-only` stops after step 1 and prints the
// bundle targets alone (a few seconds, for checking a change to what loads).
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../tests/chromium';
import { PROJECT_ROOT } from '../lib/formFolders';
import { widgetNamesOf } from '../../src/engine/core/widgetNames';
import type { FormUi } from '../../src/engine/core/uiModel';
import { lookupWidgets } from '../../src/engine/widgets/lookupWidgetRegistry';
import { basicWidgets } from '../../src/engine/widgets/widgetRegistry';
import {
  lazyFieldModules,
  lazyWidgetModules,
  manifestKeyOf,
  MEASURED_ROUTES,
  readManifest,
  routeBreakdown,
  routePageModules,
  routeSize,
  routesShowingFormBeforeValidator,
  routesLoadingQueries,
  QUERY_PROVIDER_MODULE,
  type MeasuredRoute,
  type RouteSize,
} from './bundleSizes';
import { compileBenchForm } from './compileBenchForm';
import { buildPortal, runBuildStep, VITE } from './portalBuild';
import { serveStatic, type StaticServer } from './staticServer';
import { captureFloorTree } from './engineFloor';
import { openUntilVisible } from './benchPageLoad';
import { percentile } from './percentile';
import { EVENT_TIMING_FLOOR_MS, KEYS, LEAVES, measureLeaving, measureTyping } from './typingLatency';

const PORTAL_DIST = path.join(PROJECT_ROOT, '.tmp/bench-portal-dist');
const BENCH_DIST = path.join(PROJECT_ROOT, '.tmp/bench-engine-dist');
/** The portal's router: which page each route renders, and which show their form before its validator. */
const ROUTER_FILE = path.join(PROJECT_ROOT, 'src/portal/App.tsx');
const WHOLE_RUN_LIMIT_MS = 9 * 60_000;

const TARGETS = {
  typingP95Ms: 24,
  /** Stock RJSF with live validation over ours, p95 at N = 500. */
  typingRatioVsStockLive: 2,
  /** How much the p95 at N = 1,000 may exceed the p95 at N = 200: one Event Timing step (8 ms). */
  typingGrowthMs: 8,
  visibleMs: { 200: 500, 500: 700 } as Record<number, number>,
  landingKb: 90,
  wizardKb: 200,
};
/** The typing targets hold at 200 and 500 rows; 1,000 shows that the cost does not grow with N. */
const SIZES_N = [200, 500, 1000];
const TARGET_N = [200, 500];

type ImplKey = 'ours' | 'stock-off' | 'stock-on';
/** `page`: the build that serves the renderer (tests/bench/engine/vite.config.ts), ours with RJSF's stand-ins, stock without. */
const IMPLS: Array<{ key: ImplKey; label: string; page: string; query: string }> = [
  { key: 'ours', label: 'ours', page: '/', query: 'impl=ours&live=0' },
  { key: 'stock-off', label: 'stock live off', page: '/stock/', query: 'impl=stock&live=0' },
  { key: 'stock-on', label: 'stock live on', page: '/stock/', query: 'impl=stock&live=1' },
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
  /** Leaving the field after a change (Tab), on the unit row only: p50 and p95 of LEAVES, ms. */
  leaving?: { p50: number; p95: number; problem?: string };
}

/**
 * `--n=1000` and `--impl=ours` (each may list several, comma-separated) measure only those rows:
 * a quick look while changing something. The targets then judge only what was measured.
 */
function onlyArgument(name: string): string[] | undefined {
  const value = process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value ? value.split(',') : undefined;
}
const ONLY = { n: onlyArgument('n')?.map(Number), impl: onlyArgument('impl') as ImplKey[] | undefined };

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function buildBenchPage(): Promise<void> {
  compileBenchForm();
  // Ours and the floor as the portal builds them (RJSF's stand-ins, decision 0038), then stock RJSF whole, into stock/.
  await runBuildStep(process.execPath, [VITE, 'build', '--config', 'tests/bench/engine/vite.config.ts', '--logLevel', 'error']);
  await runBuildStep(process.execPath, [VITE, 'build', '--config', 'tests/bench/engine/vite.config.ts', '--mode', 'stock', '--logLevel', 'error']);
}

interface MeasuredSize {
  route: MeasuredRoute;
  size: RouteSize;
  /** Where the page shows its form before the validator: the chunks the validator then loads (not in `size`). */
  afterForm?: RouteSize;
}

interface Bundles {
  landing: RouteSize;
  routes: MeasuredSize[];
}

/**
 * The chunks a route loads before it shows: the entry, its page, and on a form route the form's
 * module and lazy widgets and fields. The form's module is the whole form (validator included),
 * or only what shows it where the page shows the form before its validator (decision 0039).
 */
async function routeEntries(manifest: ReturnType<typeof readManifest>, entry: string, route: MeasuredRoute, shownFirst: boolean): Promise<string[]> {
  const page = routePageModules(ROUTER_FILE, PROJECT_ROOT).get(route.path);
  if (!page) throw new Error(`src/portal/App.tsx routes no page at ${route.path}`);
  const entries = [entry, manifestKeyOf(manifest, page)];
  if (routesLoadingQueries(ROUTER_FILE, PROJECT_ROOT).has(route.path)) entries.push(manifestKeyOf(manifest, QUERY_PROVIDER_MODULE));
  if (route.form) {
    // Imported here, not at the top: the build step generates this folder when it is missing.
    const { formValidatorLoaders } = await import('../../src/shared/generated/validators');
    const loader = formValidatorLoaders[route.form];
    if (!loader) throw new Error(`There is no generated validator for the form "${route.form}"`);
    entries.push(manifestKeyOf(manifest, `src/shared/generated/validators/${route.form}${shownFirst ? '.display' : ''}`));
    const module = await loader();
    const widgetsDir = path.join(PROJECT_ROOT, 'src/engine/widgets');
    const lazyModules = new Map([
      ...lazyWidgetModules({ ...basicWidgets, ...lookupWidgets }, widgetsDir, PROJECT_ROOT),
      ...lazyFieldModules(path.join(widgetsDir, 'groupRegistry.ts'), PROJECT_ROOT),
    ]);
    for (const name of widgetNamesOf(module.ui as FormUi, module.displaySchema)) {
      const widgetModule = lazyModules.get(name);
      if (widgetModule) entries.push(manifestKeyOf(manifest, widgetModule));
    }
  }
  return entries;
}

async function measureBundles(): Promise<Bundles> {
  const manifest = readManifest(PORTAL_DIST);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The portal manifest has no entry chunk');
  const landing = routeSize(PORTAL_DIST, manifest, [entry]);
  const routes: MeasuredSize[] = [];
  const shownFirst = routesShowingFormBeforeValidator(ROUTER_FILE, PROJECT_ROOT);
  for (const route of MEASURED_ROUTES) {
    const size = routeSize(PORTAL_DIST, manifest, await routeEntries(manifest, entry, route, shownFirst.has(route.path)));
    if (!route.form || !shownFirst.has(route.path)) {
      routes.push({ route, size });
      continue;
    }
    const loaded = new Set(size.chunks.map((chunk) => chunk.key));
    const validator = routeSize(PORTAL_DIST, manifest, [manifestKeyOf(manifest, `src/shared/generated/validators/${route.form}.validate`)]);
    const chunks = validator.chunks.filter((chunk) => !loaded.has(chunk.key));
    routes.push({ route, size, afterForm: { chunks, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) } });
  }
  return { landing, routes };
}

function printBundles({ landing, routes }: Bundles): void {
  console.log('\nGzipped JavaScript per route (portal production build, gzip -9, kB = 1000 bytes, CSS excluded)');
  console.log(`  the entry chunk and its imports (every route loads them): ${kb(landing.gzip)} kB`);
  for (const chunk of landing.chunks) console.log(`    ${kb(chunk.gzip).padStart(6)} kB  ${chunk.file} (${kb(chunk.bytes)} kB raw)`);
  const shared = new Set(landing.chunks.map((chunk) => chunk.key));
  for (const { route, size, afterForm } of routes) {
    const own = size.chunks.filter((chunk) => !shared.has(chunk.key));
    console.log(`  ${route.shown}${route.form ? ` (form ${route.form})` : ''}: ${kb(size.gzip)} kB, of which ${kb(own.reduce((sum, chunk) => sum + chunk.gzip, 0))} kB beyond the entry`);
    for (const chunk of own) console.log(`    ${kb(chunk.gzip).padStart(6)} kB  ${chunk.file} (${kb(chunk.bytes)} kB raw)`);
    if (!afterForm) continue;
    console.log(`    then, once the form shows, its validator (decision 0039): ${kb(afterForm.gzip)} kB more`);
    for (const chunk of afterForm.chunks) console.log(`    ${kb(chunk.gzip).padStart(6)} kB  ${chunk.file} (${kb(chunk.bytes)} kB raw)`);
  }
  for (const { route, size } of routes) {
    const breakdown = routeBreakdown(PORTAL_DIST, size);
    const shown = breakdown.filter((item) => item.gzip >= 1000).slice(0, 14);
    const rest = breakdown.filter((item) => !shown.includes(item)).reduce((sum, item) => sum + item.gzip, 0);
    console.log(`  ${route.shown} by package / source folder (estimated gzip share, from source maps):`);
    for (const share of shown) console.log(`    ${kb(share.gzip).padStart(6)} kB  ${share.group}`);
    console.log(`    ${kb(rest).padStart(6)} kB  everything else`);
  }
}

/** The time until the floor page (our page's elements by React alone) shows the last unit row; one load. */
async function measureFloorLoad(browser: Browser, origin: string, n: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    return await openUntilVisible(await context.newPage(), `${origin}/?impl=floor&n=${n}`, `floor N=${n}`);
  } finally {
    await context.close();
  }
}

interface FloorLoad {
  n: number;
  visibleMs: number;
}

/**
 * Ours beside the floor, worst load against worst load as the targets compare: how much of the
 * time until the form shows is the engine's (its components, RJSF, its modules) and how much is
 * React and Blink creating the same elements, which the machine's speed sets.
 */
function printFloor(rows: Row[], floor: FloorLoad[]): void {
  if (!floor.length) return;
  console.log('\nForm visible against the floor (the same elements created by React alone, no components; worst of each impl\'s loads)');
  for (const n of [...new Set(floor.map((load) => load.n))]) {
    const worst = (values: number[]) => (values.length ? Math.max(...values) : NaN);
    const floorWorst = worst(floor.filter((load) => load.n === n).map((load) => load.visibleMs));
    const oursWorst = worst(rows.filter((row) => row.impl === 'ours' && row.n === n).map((row) => row.visibleMs));
    const stockWorst = Math.min(...(['stock-off', 'stock-on'] as const).map((impl) => worst(rows.filter((row) => row.impl === impl && row.n === n).map((row) => row.visibleMs))).filter(Number.isFinite));
    const parts = [`floor ${Math.round(floorWorst)} ms`];
    if (Number.isFinite(oursWorst)) parts.push(`ours ${Math.round(oursWorst)} ms (${(oursWorst / floorWorst).toFixed(2)}× the floor)`);
    if (Number.isFinite(stockWorst)) parts.push(`stock ${Math.round(stockWorst)} ms (${(stockWorst / floorWorst).toFixed(2)}×)`);
    console.log(`  N=${n}: ${parts.join(', ')}`);
  }
}

async function measureRow(browser: Browser, origin: string, impl: (typeof IMPLS)[number], n: number, field: (typeof FIELDS)[number]): Promise<Row> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const visibleAt = await openUntilVisible(page, `${origin}${impl.page}?${impl.query}&n=${n}`, `${impl.label} N=${n}`);
    const typing = await measureTyping(page, field.selector(n));
    const leaving = field.key === 'unit' ? await measureLeaving(page, field.selector(n)) : undefined;
    return {
      impl: impl.key,
      n,
      field: field.key,
      p50: percentile(typing.durations, 50),
      p95: percentile(typing.durations, 95),
      visibleMs: visibleAt,
      floored: typing.floored,
      ...(typing.problem ? { problem: typing.problem } : {}),
      ...(leaving
        ? { leaving: { p50: percentile(leaving.durations, 50), p95: percentile(leaving.durations, 95), ...(leaving.problem ? { problem: leaving.problem } : {}) } }
        : {}),
    };
  } finally {
    await context.close();
  }
}

/** One unmeasured load of each renderer, so that the first measured row does not pay for a cold browser. */
async function warmUp(browser: Browser, origin: string): Promise<void> {
  for (const impl of IMPLS.filter((item) => item.key !== 'stock-on')) {
    const context = await browser.newContext();
    try {
      await openUntilVisible(await context.newPage(), `${origin}${impl.page}?${impl.query}&n=200`, `warm-up ${impl.label}`);
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

/**
 * Leaving the last unit row's field after a change, beside typing: where our engine does a change's
 * work (it commits a text field when it is left), so a cost that grows with N shows here. No target
 * (issue 18 sets none); printed so that it is watched.
 */
function printLeaving(rows: Row[]): void {
  const measured = rows.filter((row) => row.leaving);
  if (!measured.length) return;
  console.log(`\nLeaving a changed field: ${LEAVES} times a character typed or erased in the last unit number, then Tab; from the Tab's keydown to the next frame`);
  for (const row of measured) {
    const label = IMPLS.find((impl) => impl.key === row.impl)!.label;
    const whole = (value: number) => String(Math.round(value)).padStart(4);
    console.log(`  ${label.padEnd(14)} N=${String(row.n).padEnd(5)} p50 ${whole(row.leaving!.p50)}  p95 ${whole(row.leaving!.p95)} ms${row.leaving!.problem ? `  WARNING ${row.leaving!.problem}` : ''}`);
  }
}

function printTargets(rows: Row[], bundles: Bundles): boolean {
  const mark = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  const lines: Array<[boolean, string]> = [];
  const find = (impl: ImplKey, n: number, field: FieldKey) => rows.find((item) => item.impl === impl && item.n === n && item.field === field);
  for (const n of TARGET_N) {
    for (const field of FIELDS) {
      const row = find('ours', n, field.key);
      if (row) lines.push([row.p95 <= TARGETS.typingP95Ms, `typing p95 ≤ ${TARGETS.typingP95Ms} ms, N=${n}, ${field.label}: ${ms(row.p95)} ms`]);
    }
  }
  for (const field of FIELDS) {
    const ours = find('ours', 500, field.key);
    const stock = find('stock-on', 500, field.key);
    if (ours && stock) {
      const ratio = stock.p95 / ours.p95;
      lines.push([ratio >= TARGETS.typingRatioVsStockLive, `typing p95 at least ${TARGETS.typingRatioVsStockLive}× better than stock RJSF with live validation, N=500, ${field.label}: ${ratio.toFixed(1)}× (${ms(stock.p95)} / ${ms(ours.p95)} ms)`]);
    }
    const small = find('ours', 200, field.key);
    const large = find('ours', 1000, field.key);
    if (small && large) {
      lines.push([large.p95 <= small.p95 + TARGETS.typingGrowthMs, `typing p95 flat in N (N=1000 within ${TARGETS.typingGrowthMs} ms of N=200), ${field.label}: ${ms(large.p95)} vs ${ms(small.p95)} ms`]);
    }
  }
  for (const n of TARGET_N) {
    const limit = TARGETS.visibleMs[n];
    const loads = (impl: ImplKey) => rows.filter((row) => row.impl === impl && row.n === n).map((row) => row.visibleMs);
    const ours = loads('ours');
    if (!ours.length || limit === undefined) continue;
    const worst = Math.max(...ours);
    lines.push([worst <= limit, `form visible ≤ ${limit} ms at N=${n}: ${Math.round(worst)} ms (worst of ${ours.length} loads)`]);
    const stockWorst = Math.min(...(['stock-off', 'stock-on'] as const).map((impl) => Math.max(...loads(impl))));
    if (Number.isFinite(stockWorst)) lines.push([worst < stockWorst, `form visible faster than stock RJSF at N=${n} (worst load against worst load): ${Math.round(worst)} vs ${Math.round(stockWorst)} ms`]);
  }
  for (const { route, size } of bundles.routes) {
    const limit = route.kind === 'landing' ? TARGETS.landingKb : TARGETS.wizardKb;
    const what = route.kind === 'landing' ? 'landing page' : 'wizard route';
    lines.push([size.gzip <= limit * 1000, `${what} ${route.shown} JS ≤ ${limit} kB gzip: ${kb(size.gzip)} kB`]);
  }
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
  await buildPortal(PORTAL_DIST, { manifest: true });
  const bundles = await measureBundles();
  if (process.argv.includes('--bundles-only')) {
    printBundles(bundles);
    printTargets([], bundles);
    return;
  }
  console.log('Building the bench page into .tmp/bench-engine-dist …');
  await buildBenchPage();
  console.log(`Builds done after ${seconds(Date.now() - started)}.`);
  printBundles(bundles);

  let server: StaticServer | null = null;
  let browser: Browser | null = null;
  const rows: Row[] = [];
  const floor: FloorLoad[] = [];
  try {
    server = await serveStatic(BENCH_DIST);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    console.log(`\nChromium ${browser.version()}, pages served from ${server.origin}`);
    await warmUp(browser, server.origin);
    let floorWarm = false;
    for (const n of SIZES_N.filter((size) => !ONLY.n || ONLY.n.includes(size))) {
      // The floor's data: our page at this N, as it shows (an unmeasured load of ours).
      await captureFloorTree(browser, server.origin, n, BENCH_DIST);
      if (!floorWarm) {
        await measureFloorLoad(browser, server.origin, n);
        floorWarm = true;
      }
      for (const field of FIELDS) {
        for (const impl of IMPLS.filter((item) => !ONLY.impl || ONLY.impl.includes(item.key))) {
          const row = await measureRow(browser, server.origin, impl, n, field);
          rows.push(row);
          console.log(`  ${impl.label.padEnd(14)} N=${n} ${field.label.padEnd(16)} p50 ${ms(row.p50).padStart(4)}  p95 ${ms(row.p95).padStart(4)}  visible ${Math.round(row.visibleMs)} ms`);
        }
        // One floor load after each round of the renderers, so it meets the machine they met.
        const visibleMs = await measureFloorLoad(browser, server.origin, n);
        floor.push({ n, visibleMs });
        console.log(`  ${'floor'.padEnd(14)} N=${n} ${''.padEnd(16)}                   visible ${Math.round(visibleMs)} ms`);
      }
    }
  } finally {
    await browser?.close();
    await server?.close();
  }

  printTable(rows);
  printLeaving(rows);
  printFloor(rows, floor);
  const allPass = printTargets(rows, bundles);
  console.log(`\n${allPass ? 'Every target met.' : 'Some targets missed (see FAIL above).'} Whole run: ${seconds(Date.now() - started)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
