#!/usr/bin/env node
// npm test — installs what it needs (npm dependencies; Debian's chromium when
// /usr/bin/chromium is missing), then runs every check: type check, lint,
// schema lint, generated-types freshness and the production build (two at a
// time), unit tests, API and storage tests (on PGlite, then on PostgreSQL when
// a server answers), and browser tests. It prints where the time went and
// ends with one line "N passed, N failed".
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { aptGetInstall, banner, ensureDependencies, ROOT, run } from './lib/bootstrap.mjs';

const CHROMIUM = '/usr/bin/chromium';
// ClamAV's daemon, for the virus-scanner tests (tests/api/clamd.ts starts it with test signatures).
const CLAMD = process.env.CLAMD_PATH || '/usr/sbin/clamd';
const REPORT_DIR = path.join(ROOT, '.tmp', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const skippedPasses = [];
// Where the time goes: each stage's wall-clock seconds and how busy the
// machine's cores were meanwhile (from /proc/stat, where there is one), printed
// at the end. A stage that leaves cores idle is one that could share its time.
const stageTimes = [];
let currentStage = null;

/** The machine's total and idle CPU time so far (in ticks), or null off Linux. */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, value) => sum + value, 0), idle: fields[3] + (fields[4] ?? 0) };
  } catch {
    return null;
  }
}

/** Closes the running stage's clock and starts the next one's. */
function stage(name) {
  const now = Date.now();
  const ticks = cpuTicks();
  if (currentStage) {
    const before = currentStage.ticks;
    const busy = before && ticks && ticks.total > before.total ? 1 - (ticks.idle - before.idle) / (ticks.total - before.total) : null;
    stageTimes.push({ name: currentStage.name, seconds: (now - currentStage.started) / 1000, busy });
  }
  currentStage = name ? { name, started: now, ticks } : null;
}

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${failed > 0 ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/** Runs a command with its output collected; resolves with its exit code and what it printed. */
function runCollected(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(output).toString() }));
  });
}

/**
 * Whole-tool checks (each counts as one test), two at a time: each is mostly one process on one core
 * (tsc, eslint, the schema tools), so a 2-core machine runs two for the
 * price of one. Each check's output is printed in one piece, under its
 * banner, when it ends; the results are recorded in the order given.
 */
async function checksSideBySide(title, checks) {
  stage(title);
  banner(title);
  const results = new Array(checks.length);
  let next = 0;
  async function worker() {
    while (next < checks.length) {
      const index = next++;
      const { name, command, args } = checks[index];
      const started = Date.now();
      results[index] = await runCollected(command, args);
      banner(`${name} (${Math.round((Date.now() - started) / 1000)} s)`);
      process.stdout.write(results[index].output);
    }
  }
  await Promise.all([worker(), worker()]);
  checks.forEach(({ name }, index) => record(name, results[index].code === 0 ? 1 : 0, results[index].code === 0 ? 0 : 1));
  return Object.fromEntries(checks.map(({ name }, index) => [name, results[index].code === 0]));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitestPass(name, config, env = {}) {
  stage(name);
  banner(name);
  const report = path.join(REPORT_DIR, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const code = await run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
  const result = readJson(report);
  if (!result) {
    record(name, 0, 1);
    return;
  }
  const failed = result.numFailedTests + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
  record(name, result.numPassedTests, failed, result.numPendingTests + result.numTodoTests);
}

/**
 * One Playwright project in its own process, with its own server on its own
 * port (playwright.config.ts). Its lines are prefixed with the project's name,
 * since two projects print at once. Resolves to the run's stats, or null.
 */
function playwrightProject(project, port) {
  const report = path.join(REPORT_DIR, `playwright-${project}.json`);
  rmSync(report, { force: true });
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', `--project=${project}`, '--reporter=list,json'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(port) },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${project}] ${line}`));
    }
    child.on('error', () => resolve({ code: 127, stats: null }));
    child.on('exit', (code) => resolve({ code: code ?? 1, stats: readJson(report)?.stats ?? null }));
  });
}

/**
 * The forms' generic wizard spec and the journeys side by side: each project runs
 * its tests one at a time, and the two together keep both cores busy.
 */
async function playwrightPass(name) {
  stage(name);
  banner(`${name} (projects forms and journeys, side by side)`);
  const runs = await Promise.all([playwrightProject('forms', 3987), playwrightProject('journeys', 3988)]);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { code, stats } of runs) {
    if (!stats) {
      failed += 1;
      continue;
    }
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
    skipped += stats.skipped;
  }
  record(name, passed, failed, skipped);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    console.log(`Chromium found at ${CHROMIUM}.`);
    return true;
  }
  banner("Installing Debian's chromium with apt-get");
  return (await aptGetInstall(['chromium'])) && existsSync(CHROMIUM);
}

/** Debian's clamav-daemon for the ClamAV tests; without it they are skipped (never freshclam: no network). */
async function ensureClamd() {
  if (existsSync(CLAMD)) {
    console.log(`ClamAV's clamd found at ${CLAMD}.`);
    return true;
  }
  banner("Installing Debian's clamav-daemon with apt-get (for the virus-scanner tests)");
  if ((await aptGetInstall(['clamav-daemon'], { recommends: false })) && existsSync(CLAMD)) {
    console.log(`clamav-daemon installed: ${CLAMD}.`);
    return true;
  }
  skippedPasses.push(`clamav-daemon could not be installed (no ${CLAMD}): the ClamAV tests (tests/api/clamdScanner.test.ts) will be SKIPPED.`);
  console.error(`\n${skippedPasses.at(-1)}`);
  return false;
}

/** Finds a PostgreSQL server for the second storage pass, or explains why there is none. */
async function findPostgres() {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.query('select 1');
    await client.end();
    return { url };
  } catch (error) {
    return { url, reason: error instanceof Error ? error.message : String(error) };
  }
}

const started = Date.now();
// The fixture form that exercises every widget and condition joins the real
// forms for this run: validators, schema lint, examples and browser tests.
process.env.INCLUDE_TEST_FORMS = '1';
stage('installs (npm, chromium, clamd)');
banner('Checking dependencies');
await ensureDependencies();
const chromiumReady = await ensureChromium();
await ensureClamd();
mkdirSync(REPORT_DIR, { recursive: true });

stage('compile validators');
banner('Compiling form validators');
if ((await run('npm', ['run', '--silent', 'gen:validators'])) !== 0) record('compile validators', 0, 1);

// The production build joins the static checks: the validators it bundles
// were compiled just above, so it runs Vite alone (npm run build would
// compile them again, under the type checker's feet): the app, then what renders
// the guests' first pages ahead of time (decision 0043).
const staticChecks = await checksSideBySide('Static checks and the production build, two at a time', [
  { name: 'type check', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'production build', command: 'npm', args: ['run', '--silent', 'build:web'] },
  { name: 'schema lint', command: 'npx', args: ['tsx', 'scripts/lint-schemas.ts'] },
  { name: 'generated types are current', command: 'npx', args: ['tsx', 'scripts/gen-types.ts', '--check'] },
]);
await vitestPass('unit tests', 'vitest.config.ts');
await vitestPass('API and storage tests (PGlite)', 'vitest.api.config.ts');

const postgres = await findPostgres();
if (postgres.reason) {
  skippedPasses.push(`SKIPPED the PostgreSQL pass of the API and storage tests: no server answered at ${postgres.url} (${postgres.reason}). Set TEST_DATABASE_URL to run it.`);
  console.log(`\n${skippedPasses.at(-1)}`);
} else {
  await vitestPass('API and storage tests (PostgreSQL)', 'vitest.api.config.ts', { TEST_DATABASE_URL: postgres.url });
}

const built = staticChecks['production build'];
if (!chromiumReady) {
  record('browser tests', 0, 1);
  console.error(`Browser tests need ${CHROMIUM}; it could not be installed.`);
} else if (!built) {
  record('browser tests', 0, 1);
  console.error('Browser tests need the production build, which failed.');
} else {
  await playwrightPass('browser tests');
}

stage(null);
console.log('\nWhere the time went:');
for (const { name, seconds, busy } of stageTimes) {
  console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${busy === null ? '' : `(cores ${Math.round(busy * 100)}% busy)  `}${name}`);
}
console.log('\n' + lines.join('\n'));
for (const line of skippedPasses) console.log(line);
console.log(`Finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
