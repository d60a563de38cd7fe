// Plain Node helpers for scripts/start.mjs and scripts/test.mjs. They run
// before node_modules exists, so they use nothing but Node's standard library.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function banner(text) {
  console.log(`\n\x1b[1m==> ${text}\x1b[0m`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function dependenciesAreCurrent() {
  const installedMarker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lockFile = path.join(ROOT, 'package-lock.json');
  if (!existsSync(installedMarker)) return false;
  if (!existsSync(lockFile)) return true;
  return statSync(installedMarker).mtimeMs >= statSync(lockFile).mtimeMs;
}

/** Installs npm dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  if (dependenciesAreCurrent()) {
    console.log('Dependencies are installed.');
    return;
  }
  const useCi = existsSync(path.join(ROOT, 'package-lock.json'));
  banner(useCi ? 'Installing dependencies (npm ci)' : 'Installing dependencies (npm install)');
  const code = await run('npm', useCi ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('Installing dependencies failed; see the npm output above.');
    process.exit(code);
  }
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs Debian packages with apt-get (directly as root, otherwise through
 * sudo), printing apt's progress. Resolves true when apt-get succeeded.
 * `recommends: false` leaves out recommended packages.
 */
export async function aptGetInstall(packages, { recommends = true } = {}) {
  if (!commandExists('apt-get')) {
    console.error(`apt-get is not available, so ${packages.join(', ')} cannot be installed.`);
    return false;
  }
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !commandExists('sudo')) {
    console.error(`Installing ${packages.join(', ')} needs root (or sudo), which is not available.`);
    return false;
  }
  const apt = (args) => run(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  console.log(`apt-get update, then apt-get install ${packages.join(' ')} ...`);
  if ((await apt(['update', '-qq'])) !== 0) return false;
  return (await apt(['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), ...packages])) === 0;
}
