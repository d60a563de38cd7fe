import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { portalTestServer } from './tests/portalTestServer';

// Screenshots of the livening wizard and of the engine's repeatable-group table for
// before/after comparisons (npm run bench:screens; docs/operations/benchmarks.md,
// "Screenshot comparison"). Not a test: playwright.config.ts looks in tests/e2e only, so
// `npm test` never runs tests/screens.
//
// The real server, started as the browser tests start it, serves the build in
// SCREENS_STATIC_DIR (default dist/), so another commit's build can be captured with
// this checkout's server. The screenshots go to SCREENS_DIR (default .tmp/screens/current).
const port = Number(process.env['SCREENS_PORT'] ?? 3995);
const dataDir = `.tmp/screens-data-${process.pid}`;

export default defineConfig({
  testDir: 'tests/screens',
  testMatch: /\.screens\.ts$/,
  // Deletes the screenshots of an earlier run from SCREENS_DIR, once for all the specs.
  globalSetup: './tests/screens/globalSetup.ts',
  outputDir: 'test-results/screens',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: portalTestServer({ port, dataDir, staticDir: process.env['SCREENS_STATIC_DIR'] ?? 'dist' }),
});
