import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test (src/**/*.test.ts) or under tests/unit.
// API and storage tests live under tests/api and tests/storage and run in a
// separate pass (see scripts/test.mjs) so that they can be repeated against
// PostgreSQL.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default leaves one of a 2-core machine's cores idle; the tests are CPU-bound (jsdom, transforms).
    maxWorkers: 2,
    // Worker threads rather than child processes: starting a process per test file
    // cost about a fifth of the pass here (decision 0032).
    pool: 'threads',
  },
});
