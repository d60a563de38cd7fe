// Builds the engine benchmark page (tests/bench/engine/app) for production. Used by
// scripts/bench/engine.ts (npm run bench:engine), twice:
// - `vite build --config …` builds it into .tmp/bench-engine-dist, where our engine (and the
//   floor) load, with RJSF's parts that display schemas never reach replaced by the portal's
//   stand-ins (decision 0038), so it measures the engine as the portal ships it;
// - `vite build --config … --mode stock` builds it into .tmp/bench-engine-dist/stock/, served
//   at /stock/, where stock RJSF loads, whole.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { rjsfStandInAliases } from '../../../scripts/lib/rjsfStandIns';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../../..');
const benchGenerated = { find: '@bench-generated', replacement: path.join(projectRoot, '.tmp/bench-engine-generated') };

export default defineConfig(({ mode }) => {
  const stock = mode === 'stock';
  return {
    root: path.join(here, 'app'),
    base: stock ? '/stock/' : '/',
    publicDir: false,
    plugins: [react()],
    resolve: {
      alias: stock ? [benchGenerated] : [benchGenerated, ...rjsfStandInAliases(projectRoot)],
    },
    build: {
      outDir: path.join(projectRoot, stock ? '.tmp/bench-engine-dist/stock' : '.tmp/bench-engine-dist'),
      emptyOutDir: true,
      modulePreload: { polyfill: false },
    },
  };
});
