#!/usr/bin/env node
// npm start — on a fresh clone: install dependencies, build the web app, then
// run ONE Node process that applies database migrations, seeds reference data
// and serves the portal and the API at http://localhost:3000 (PORT overrides).
// Data lives in ./data and is reused on the next start.
// On a loopback address (PUBLIC_URL unset or localhost / 127.x / ::1, HOST unset or
// loopback) it turns on the development tools (DEV_TOOLS=true: outbox, demo
// accounts, form preview) unless DEV_TOOLS is set; the server then prints a banner.
// A deployment runs `npm run serve` instead (docs/operations/security.md).
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
const { isLoopbackHost, isLoopbackUrl } = await import('../src/server/devToolsGuard.ts');
const publicUrl = process.env.PUBLIC_URL;
const host = process.env.HOST;
const loopback = (!publicUrl || isLoopbackUrl(publicUrl)) && (host === undefined || isLoopbackHost(host));
if (process.env.DEV_TOOLS === undefined || process.env.DEV_TOOLS === '') {
  if (loopback) process.env.DEV_TOOLS = 'true';
  else console.log('Development tools stay off: PUBLIC_URL or HOST is not a loopback address (for a deployment, use `npm run serve`).');
}
await import('../src/server/main.ts');
