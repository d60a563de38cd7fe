// The real server as browser runs start it (playwright.config.ts for the tests,
// playwright.screens.config.ts for the screenshots): tsx on the sources, bound
// to 127.0.0.1, PGlite in a fresh data folder, serving a production build.
import type { PlaywrightTestConfig } from '@playwright/test';

type WebServer = NonNullable<Exclude<PlaywrightTestConfig['webServer'], unknown[]>>;

export interface PortalTestServerOptions {
  port: number;
  /** The PGlite data folder, removed before the server starts. */
  dataDir: string;
  /** The build the server serves (STATIC_DIR). */
  staticDir: string;
}

/** Starting the server under tsx takes well over a minute on a busy 2-core machine; a server that is up is used at once. */
const START_LIMIT_MS = 180_000;

export function portalTestServer({ port, dataDir, staticDir }: PortalTestServerOptions): WebServer {
  return {
    command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: START_LIMIT_MS,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
      // The embedded identity provider's issuer and redirect URIs follow the address the browser opens.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The tests read the outbox, sign in as demo accounts and open the form preview pages.
      // Allowed because the server binds 127.0.0.1 (see src/server/devToolsGuard.ts).
      DEV_TOOLS: 'true',
    },
  };
}
