import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type HtmlEntry, manifestFile } from './build/first-visit.js';
import { precompress } from './build/precompress.js';

const server = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The libraries every page of both entries runs on, in one chunk of their own: left to the automatic splitting, a
 * lazy page that also uses them (a questionnaire's calendar) cut them into pieces that compress worse.
 */
const vendor =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack|zod|use-sync-external-store)[\\/]/;

/**
 * Each HTML entry is built on its own (`vite build`, then `vite build --mode live`): chunks shared by two entries
 * carry what either needs, so a phone would download the back-office's data router and the rest of what only the
 * back-office uses. The back-office's build empties dist; the live pages' build adds to it. Each writes its own
 * manifest (dist/.vite/<entry>.manifest.json), which bench:bundle and the budget test walk.
 */
export default defineConfig(({ mode }) => {
  const entry: HtmlEntry = mode === 'live' ? 'live' : 'index';
  return {
    plugins: [react(), precompress()],
    resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') }] },
    build: {
      outDir: 'dist',
      emptyOutDir: entry === 'index',
      chunkSizeWarningLimit: 1200,
      manifest: manifestFile(entry),
      rolldownOptions: {
        input: { [entry]: path.resolve(import.meta.dirname, `${entry}.html`) },
        output: { codeSplitting: { groups: [{ name: 'vendor', test: vendor }] } },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': server, '/uploads': server, '/pay': server, '/ws': { target: server, ws: true } },
    },
  };
});
