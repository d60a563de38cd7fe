// Builds the engine benchmark page (tests/bench/engine/app) for production into
// .tmp/bench-engine-dist. Used by scripts/bench/engine.ts (npm run bench:engine).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../../..');

export default defineConfig({
  root: path.join(here, 'app'),
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: { '@bench-generated': path.join(projectRoot, '.tmp/bench-engine-generated') },
  },
  build: {
    outDir: path.join(projectRoot, '.tmp/bench-engine-dist'),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
});
