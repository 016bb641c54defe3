import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In production the API server serves apps/web/dist; in development Vite proxies /api to it. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Modules shared by a few routes would otherwise each become a chunk of 1 to 2 kB, and a
      // page would wait on dozens of requests; small ones are merged into their neighbours.
      output: { experimentalMinChunkSize: 20_000 },
    },
  },
  // The server bundle (npm run build: --ssr) inlines the shared package's TypeScript.
  ssr: {
    noExternal: ['@codegrow/shared'],
  },
});
