import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { portalTestServer } from './tests/portalTestServer';

// Browser tests drive the production build served by the real server, in
// Debian's Chromium (Playwright's own browser download is not available here).
const port = Number(process.env['E2E_PORT'] ?? 3987);
const dataDir = `.tmp/e2e-data-${process.pid}`;

// Two projects: `forms`, the generic spec that drives every form's examples
// through the wizard on the preview pages, the form checker's page, and the
// specs of a guest's wizard that no account or earlier order can change
// (the engine's behaviour on the fixture form, clicks after a blur, the
// keyboard-only order), and `journeys`, everything else (signed-in people,
// orders, staff), whose tests share the server's state and so run one at a
// time. npm test runs the two side by side, each in its own Playwright process
// with its own server and database (scripts/test.mjs). Which guest specs sit
// with the forms is chosen so that the two take about as long: the stage lasts
// as long as the longer of them.
const FORM_SPECS = /\/(wizard|formChecker|wizardBehaviour|clickAfterBlur|keyboardJourney)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous limits: npm test must pass while the machine is busy with something
  // else, and a test that passes waits only as long as its page takes.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  // Each project keeps its own results folder: two Playwright processes running at once must not clear or share one.
  projects: [
    { name: 'forms', testMatch: FORM_SPECS, outputDir: 'test-results/forms' },
    { name: 'journeys', testIgnore: FORM_SPECS, outputDir: 'test-results/journeys' },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace (a DOM snapshot per action, a screencast) took about a
    // third of the browser suite's CPU, for every passing test. PLAYWRIGHT_TRACE=1
    // turns it on (kept for failures) when a failure needs one.
    trace: process.env['PLAYWRIGHT_TRACE'] === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: portalTestServer({ port, dataDir, staticDir: process.env['E2E_STATIC_DIR'] ?? 'dist' }),
});
