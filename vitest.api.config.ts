import { configDefaults, defineConfig } from 'vitest/config';

// API and storage tests. scripts/test.mjs runs this config twice: on PGlite,
// and with TEST_DATABASE_URL set, on a PostgreSQL server.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/storage/**/*.test.ts'],
    // PGlite on disk is the same test whatever TEST_DATABASE_URL says, so the
    // PostgreSQL pass leaves it to the PGlite pass instead of running it twice.
    exclude: [...configDefaults.exclude, ...(process.env['TEST_DATABASE_URL'] ? ['tests/storage/pgliteDisk.test.ts'] : [])],
    // initdb once per run; every in-memory PGlite starts from its dump.
    globalSetup: ['tests/storage/pgliteTemplate.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Worker threads rather than child processes: starting a process per test file
    // cost about a fifth of the pass here (decision 0032).
    pool: 'threads',
  },
});
