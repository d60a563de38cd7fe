#!/usr/bin/env node
// npm test — installs what it needs (npm dependencies; Debian's chromium when
// /usr/bin/chromium is missing), then runs every check in order: type check,
// lint, schema lint, generated-types freshness, unit tests, API and storage
// tests (on PGlite, then on PostgreSQL when a server answers), the production
// build, and browser tests. It ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { aptGetInstall, banner, ensureDependencies, ROOT, run } from './lib/bootstrap.mjs';

const CHROMIUM = '/usr/bin/chromium';
// ClamAV's daemon, for the virus-scanner tests (tests/api/clamd.ts starts it with test signatures).
const CLAMD = process.env.CLAMD_PATH || '/usr/sbin/clamd';
const REPORT_DIR = path.join(ROOT, '.tmp', 'test-reports');
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const skippedPasses = [];

function record(name, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${failed > 0 ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/** A whole-tool check (tsc, eslint, ...) counts as one test. */
async function check(name, command, args, env) {
  banner(name);
  const code = await run(command, args, { env });
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitestPass(name, config, env = {}) {
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

async function playwrightPass(name) {
  banner(name);
  const report = path.join(REPORT_DIR, 'playwright.json');
  rmSync(report, { force: true });
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  const result = readJson(report);
  if (!result?.stats) {
    record(name, 0, 1);
    return;
  }
  const { expected, unexpected, flaky, skipped } = result.stats;
  record(name, expected + flaky, unexpected + (code !== 0 && unexpected === 0 ? 1 : 0), skipped);
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
banner('Checking dependencies');
await ensureDependencies();
const chromiumReady = await ensureChromium();
await ensureClamd();
mkdirSync(REPORT_DIR, { recursive: true });

banner('Compiling form validators');
if ((await run('npm', ['run', '--silent', 'gen:validators'])) !== 0) record('compile validators', 0, 1);

await check('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await check('schema lint', 'npx', ['tsx', 'scripts/lint-schemas.ts']);
await check('generated types are current', 'npx', ['tsx', 'scripts/gen-types.ts', '--check']);
await vitestPass('unit tests', 'vitest.config.ts');
await vitestPass('API and storage tests (PGlite)', 'vitest.api.config.ts');

const postgres = await findPostgres();
if (postgres.reason) {
  skippedPasses.push(`SKIPPED the PostgreSQL pass of the API and storage tests: no server answered at ${postgres.url} (${postgres.reason}). Set TEST_DATABASE_URL to run it.`);
  console.log(`\n${skippedPasses.at(-1)}`);
} else {
  await vitestPass('API and storage tests (PostgreSQL)', 'vitest.api.config.ts', { TEST_DATABASE_URL: postgres.url });
}

const built = await check('production build', 'npm', ['run', '--silent', 'build']);
if (!chromiumReady) {
  record('browser tests', 0, 1);
  console.error(`Browser tests need ${CHROMIUM}; it could not be installed.`);
} else if (!built) {
  record('browser tests', 0, 1);
  console.error('Browser tests need the production build, which failed.');
} else {
  await playwrightPass('browser tests');
}

console.log('\n' + lines.join('\n'));
for (const line of skippedPasses) console.log(line);
console.log(`Finished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
