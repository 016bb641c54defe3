import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';

const dist = join(import.meta.dirname, 'dist');
/** PGlite's engine (15 MB): kept when a reader first runs a query, not on install. */
const PGLITE_FILE = /\.(wasm|data)$/;

/**
 * The service worker (src/sw/service-worker.ts) as /sw.js, built after the app (npm run build)
 * so that it can name the app's built files: Workbox precaches the list it finds in
 * `self.__WB_MANIFEST`, as Workbox's own injectManifest would write it. Hashed names are their
 * own revision. The .br and .gz copies are the same files, sent by the server on request.
 * PGlite's wasm and data are left out: the worker keeps them when a page first loads them.
 */
function precacheManifest() {
  return readdirSync(join(dist, 'assets'))
    .filter((file) => !/\.(br|gz)$/.test(file) && !PGLITE_FILE.test(file))
    .map((file) => ({ url: `/assets/${file}`, revision: null }));
}

export default defineConfig({
  publicDir: false,
  define: {
    'self.__WB_MANIFEST': JSON.stringify(precacheManifest()),
    // Workbox logs every step unless told it runs in production; a library build leaves it as is.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: join(import.meta.dirname, 'src/sw/service-worker.ts'),
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => 'sw.js',
    },
  },
});
