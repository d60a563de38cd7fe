import { configDefaults, defineConfig } from 'vitest/config';
import { testFilesNeedingIsolation } from './tests/vitestIsolation';
import IsolatedFirstSequencer from './tests/vitestSequencer';

// API and storage tests. scripts/test.mjs runs this config twice: on PGlite,
// and with TEST_DATABASE_URL set, on a PostgreSQL server.
const API_TESTS = ['tests/api/**/*.test.ts', 'tests/storage/**/*.test.ts'];
// PGlite on disk is the same test whatever TEST_DATABASE_URL says, so the
// PostgreSQL pass leaves it to the PGlite pass instead of running it twice.
const LEFT_OUT = [...configDefaults.exclude, ...(process.env['TEST_DATABASE_URL'] ? ['tests/storage/pgliteDisk.test.ts'] : [])];
// Files that mock a module, stub a global or fake the clock keep a module graph of their own
// (tests/vitestIsolation.ts); the rest share their worker's (decision 0032).
const ISOLATED = testFilesNeedingIsolation(['tests/api', 'tests/storage']);

export default defineConfig({
  test: {
    // initdb once per run; every in-memory PGlite starts from one of its dumps.
    globalSetup: ['tests/storage/pgliteTemplate.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Worker threads rather than child processes: starting a process per test file
    // cost about a fifth of the pass here (decision 0032).
    pool: 'threads',
    // The isolated files first, beside the others rather than after them (tests/vitestSequencer.ts).
    sequence: { sequencer: IsolatedFirstSequencer },
    projects: [
      { extends: true, test: { name: 'api', include: API_TESTS, exclude: [...LEFT_OUT, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: 'api (isolated)', include: ISOLATED, exclude: LEFT_OUT, isolate: true } },
    ],
  },
});
