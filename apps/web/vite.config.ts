import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: { '/api': server, '/uploads': server, '/pay': server, '/ws': { target: server, ws: true } },
  },
});
