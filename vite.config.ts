import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/lib/precompress';
import { rjsfStandInAliases } from './scripts/lib/rjsfStandIns';

// The portal is a single-page app served by the API process in production
// (`npm start`). In development, `vite` proxies /api to that process.
// `vite build --ssr src/portal/firstPaint/renderFirstPaint.tsx` (npm run build:web) builds, for
// Node, what renders the guests' first pages ahead of time (decision 0043): no public files, no
// compressed copies, never served.
export default defineConfig(({ isSsrBuild }) => ({
  // The server sends the .br/.gz copies precompressPlugin writes next to each text file of the build.
  plugins: isSsrBuild ? [react()] : [react(), precompressPlugin()],
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    // RJSF's parts that the display schemas never reach, as small stand-ins (decision 0038).
    alias: rjsfStandInAliases(fileURLToPath(new URL('.', import.meta.url))),
  },
  build: {
    outDir: 'dist',
    sourcemap: !isSsrBuild,
    // The server reads it for the stylesheets of the pages it renders ahead of time (src/server/pages/firstPaintPages.ts).
    manifest: !isSsrBuild,
    // No inline scripts anywhere: the Content-Security-Policy forbids them.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env['PORT'] ?? 3000}` },
  },
}));
