// Builds the benchmarks share: a build tool run as a child process with a time
// limit, and the portal's production build into a folder of the benchmark's own
// (never dist/, which browser tests may be serving).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../lib/formFolders';

export const VITE = path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js');
const TSX = path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs');
const BUILD_LIMIT_MS = 180_000;
const FIRST_PAINT_ENTRY = 'src/portal/firstPaint/renderFirstPaint.tsx';
/** Inside the build, as `npm run build:web` writes it (src/server/pages/firstPaintPages.ts reads it there). */
const FIRST_PAINT_DIR = 'first-paint';

/** Runs one build step in the project's folder; rejects when it fails or outlives BUILD_LIMIT_MS. */
export function runBuildStep(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_LIMIT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * The portal's production build into `outDir`. `npm run build` regenerates the
 * validators first; here they are generated only when missing, so a folder that
 * a parallel test run uses is not rewritten.
 */
export async function buildPortal(outDir: string, { manifest = false } = {}): Promise<void> {
  if (!existsSync(path.join(PROJECT_ROOT, 'src/shared/generated/validators/index.ts'))) {
    await runBuildStep(process.execPath, [TSX, 'scripts/compile-validators.ts']);
  }
  await runBuildStep(process.execPath, [VITE, 'build', ...(manifest ? ['--manifest'] : []), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  // What renders the guests' first pages ahead of time (decision 0043), where the server looks for it.
  await runBuildStep(process.execPath, [VITE, 'build', '--ssr', FIRST_PAINT_ENTRY, '--outDir', path.join(outDir, FIRST_PAINT_DIR), '--logLevel', 'error']);
}
