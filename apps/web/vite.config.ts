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
  },
  // The server bundle (npm run build: --ssr) inlines the shared package's TypeScript.
  ssr: {
    noExternal: ['@codegrow/shared'],
  },
});
