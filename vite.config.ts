import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/lib/precompress';

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
    alias: [
      // RJSF's markdown renderer, never reached by the engine: see src/engine/react/plainTextMarkdown.tsx.
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/engine/react/plainTextMarkdown.tsx', import.meta.url)) },
      // RJSF's $id resolver, never reached with the engine's dereferenced display schemas: see src/engine/react/uriResolver.ts.
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/engine/react/uriResolver.ts', import.meta.url)) },
      // RJSF's allOf merger (@rjsf/utils imports it as ./shallowAllOfMerge.js), never reached with the display schemas: see src/engine/react/allOfMerge.ts.
      { find: /^\.\/shallowAllOfMerge\.js$/, replacement: fileURLToPath(new URL('./src/engine/react/allOfMerge.ts', import.meta.url)) },
      // RJSF's default fields (@rjsf/core's getDefaultRegistry imports ./components/fields/index.js) without the ones a display schema never reaches: see src/engine/react/rjsfFields.ts.
      { find: /^\.\/components\/fields\/index\.js$/, replacement: fileURLToPath(new URL('./src/engine/react/rjsfFields.ts', import.meta.url)) },
    ],
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
