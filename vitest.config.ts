import { configDefaults, defineConfig } from 'vitest/config';
import { testFilesNeedingIsolation } from './tests/vitestIsolation';
import IsolatedFirstSequencer from './tests/vitestSequencer';

// Unit tests sit beside the code they test (src/**/*.test.ts) or under tests/unit.
// API and storage tests live under tests/api and tests/storage and run in a
// separate pass (see scripts/test.mjs) so that they can be repeated against
// PostgreSQL.
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
// Files that mock a module, stub a global or fake the clock keep a module graph of their own
// (tests/vitestIsolation.ts); the rest share their worker's (decision 0032: the pass went from 111 to 88 s).
const ISOLATED = testFilesNeedingIsolation(['src', 'tests/unit']);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default leaves one of a 2-core machine's cores idle; the tests are CPU-bound (jsdom, transforms).
    maxWorkers: 2,
    // Worker threads rather than child processes: starting a process per test file
    // cost about a fifth of the pass here (decision 0032).
    pool: 'threads',
    // The isolated files first, beside the others rather than after them (tests/vitestSequencer.ts).
    sequence: { sequencer: IsolatedFirstSequencer },
    // findBy… and waitFor wait for a state, not for 1 s (tests/unit/testingLibrarySetup.ts).
    setupFiles: ['tests/unit/testingLibrarySetup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: 'unit (isolated)', include: ISOLATED, isolate: true } },
    ],
  },
});
