import { defineConfig } from 'vitest/config';

// API and storage tests. scripts/test.mjs runs this config twice: on PGlite,
// and with TEST_DATABASE_URL set, on a PostgreSQL server.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/storage/**/*.test.ts'],
    // initdb once per run; every in-memory PGlite starts from its dump.
    globalSetup: ['tests/storage/pgliteTemplate.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
