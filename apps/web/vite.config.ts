import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

const server = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') }] },
  // The manifest (dist/.vite/manifest.json) lets bench:bundle and the budget test walk each page's import graph.
  // Two entries: the back-office (index.html) and the live pages phones and big screens open (live.html).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        live: path.resolve(import.meta.dirname, 'live.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/uploads': server, '/pay': server, '/ws': { target: server, ws: true } },
  },
});
