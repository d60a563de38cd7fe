import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

// Browser tests drive the production build served by the real server, in
// Debian's Chromium (Playwright's own browser download is not available here).
const port = Number(process.env['E2E_PORT'] ?? 3987);
const dataDir = `.tmp/e2e-data-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env['E2E_STATIC_DIR'] ?? 'dist',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      // The embedded identity provider's issuer and redirect URIs follow the address the tests open.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The tests read the outbox, sign in as demo accounts and open the form preview pages.
      // Allowed because the server binds 127.0.0.1 (see src/server/devToolsGuard.ts).
      DEV_TOOLS: 'true',
    },
  },
});
