#!/usr/bin/env node
// npm start — on a fresh clone: install dependencies, build the web app, then
// run ONE Node process that applies database migrations, seeds reference data
// and serves the portal and the API at http://localhost:3000 (PORT overrides).
// Data lives in ./data and is reused on the next start.
import { banner, ensureDependencies, ROOT, run } from './lib/bootstrap.mjs';

banner('Checking dependencies');
await ensureDependencies();

banner('Building the web app');
const buildCode = await run('npm', ['run', 'build', '--silent']);
if (buildCode !== 0) {
  console.error('The build failed; see the output above.');
  process.exit(buildCode);
}

banner('Starting the server (migrations and reference data are applied first)');
// The server runs in this very process: tsx compiles its TypeScript on load.
process.chdir(ROOT);
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
