import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { trimAntdStylesheet } from './vite-antd-css.ts';
import { shellChunk } from './vite-chunks.ts';
import { graphqlDocuments, inlineEntryCss, moduleMap, precompress } from './vite-plugins.ts';

// The API server the dev server forwards to; API_TARGET overrides it (e.g. a server on another port).
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// Same-origin in development too: the session cookie and the graphql-ws upgrade go through the proxy.
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: apiTarget, ws: true },
  '/healthz': { target: apiTarget },
  '/reports': { target: apiTarget },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    graphqlDocuments(),
    inlineEntryCss(),
    trimAntdStylesheet(),
    // The app opens offline once opened (issue 31 item 4; docs/decisions/offline-readings.md): a Workbox
    // service worker precaches the built files (the app shell and every page's chunks) and answers any page
    // address with index.html. Data is not in it: the last answers are kept per user in IndexedDB
    // (shared/offline). The registration is a small script of its own, outside the app's chunks.
    VitePWA({
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The lab file's readers (exceljs, about 1 MB) are not needed at the chair.
        globIgnores: ['**/exceljs*', '**/parse.worker*'],
        navigateFallback: '/index.html',
        // The server's own addresses are never the app's page.
        navigateFallbackDenylist: [/^\/(graphql|files|healthz|metrics|reports|sandbox)(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    precompress(),
    // dist/.vite/modules.json: which antd components each chunk carries, for the budget's floors.
    moduleMap(),
  ],
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/web-budget.mjs reads the chunk graph from it.
    manifest: true,
    // exceljs (930 kB minified) is the one larger chunk, loaded when a lab file is read; the budget script
    // (scripts/web-budget.mjs, run by `npm run build`) checks what each route loads.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // No vendor chunk: each page loads the libraries it uses (a catch-all vendor chunk made the login page
        // load antd whole). chart.js alone, since two lazy chunks share it.
        codeSplitting: {
          groups: [
            { name: 'chart', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/, priority: 3 },
            // Exactly the shell's modules (vite-chunks.ts): pulling in their dependencies would move the
            // entry's own libraries (React) out of the entry.
            { name: shellChunk(import.meta.dirname), priority: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The lab file's parsing worker (features/lab-import/parse.worker.ts) loads papaparse or exceljs on demand:
  // code splitting inside a worker needs ES module output (Chromium, Firefox and Safari run module workers).
  worker: { format: 'es' },
  server: { proxy },
  preview: { proxy },
});
