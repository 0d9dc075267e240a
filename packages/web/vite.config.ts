import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
  plugins: [react()],
  build: {
    outDir: path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // The shared vendor chunk (antd's core) is about 530 kB minified, 175 kB gzipped; warn only beyond that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached chunk. Libraries that several chunks share
        // (antd's core, TanStack Query) go to 'vendor'; a library one page alone uses (DatePicker, Select)
        // stays in that page's chunk, so it loads with that page only.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // chart.js: only the pages that draw a chart load it (components/line-chart.tsx, via React.lazy); two
            // lazy chunks share it, which would otherwise put it in 'vendor', loaded by every page.
            { name: 'chart', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
