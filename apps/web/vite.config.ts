import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { baseMapTiles } from './vite-plugins/base-map-tiles.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { REGION_PREVIEW_ENTRY } from '../../packages/core/src/region-preview.ts';
import { REPORT_PAGE_ENTRY } from '../../packages/core/src/report-page.ts';

export default defineConfig({
  plugins: [react(), baseMapTiles(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/identity': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/p/': 'http://localhost:3000',
      // The site icon is the server's, shared with its own pages.
      '/favicon.svg': 'http://localhost:3000',
      '/favicon.ico': 'http://localhost:3000',
    },
  },
  // MapLibre's own chunk (1.1 MB, loaded by the maps only) is the largest; each screen's code is a
  // chunk of its own, the largest (the map screen's) under 300 kB.
  // The main site's region preview and report page are entries of their own, found by the
  // server in the manifest.
  build: {
    chunkSizeWarningLimit: 1110,
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'region-preview': fileURLToPath(new URL(`./${REGION_PREVIEW_ENTRY}`, import.meta.url)),
        'report-page': fileURLToPath(new URL(`./${REPORT_PAGE_ENTRY}`, import.meta.url)),
      },
    },
  },
});
