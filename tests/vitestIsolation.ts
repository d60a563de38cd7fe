// Which test files Vitest must run in a module graph of their own.
//
// Isolation (Vitest's default) evaluates every module a test file imports
// afresh for that file: the server, the engine, React, jsdom's glue. That
// was about half of the unit pass and a sixth of each API pass here
// (decision 0032, "Fourth round"). Most files do not need it: they build what
// they test (an app on its own database, a form in its own render) and leave
// no state behind in the modules they share. A file that replaces a module
// (vi.mock, vi.doMock), a global (vi.stubGlobal, vi.stubEnv) or the clock
// (vi.useFakeTimers) does need it: a module another file loaded first would
// not see its mock, and a stub it forgot to undo would reach the next file.
// Those files are found by reading them, so a new test that mocks is isolated
// without anyone remembering to list it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The calls that change what other files would see (see above). */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFilesUnder(at);
    return SOURCE_FILE.test(entry.name) ? [at] : [];
  });
}

/**
 * The test files under `folders` (relative to the project root) that must run
 * isolated, as project-relative paths: those that make one of the calls above,
 * and those that import a helper that does (such as a fake API that stubs fetch).
 */
export function testFilesNeedingIsolation(folders: readonly string[]): string[] {
  const files = folders.flatMap((folder) => sourceFilesUnder(folder)).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const helpers = files
    .filter(({ file, text }) => !TEST_FILE.test(file) && NEEDS_ISOLATION.test(text))
    .map(({ file }) => path.basename(file).replace(SOURCE_FILE, ''));
  const importsHelper = (text: string) => helpers.some((helper) => new RegExp(`from '[^']*/${helper}'`).test(text));
  return files
    .filter(({ file, text }) => TEST_FILE.test(file) && (NEEDS_ISOLATION.test(text) || importsHelper(text)))
    .map(({ file }) => file.split(path.sep).join('/'))
    .sort();
}
