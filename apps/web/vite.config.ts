import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Above this size brotli's highest level costs seconds a megabyte (PGlite's 15 MB: 36 s). */
const LARGE_FILE_BYTES = 1_000_000;

/**
 * Each built script, stylesheet and PGlite file (wasm, data) also as .br and .gz, compressed
 * once: the server sends these (@fastify/static preCompressed) instead of compressing the
 * same file again for every browser that asks. Brotli at its highest level, but level 9 for
 * the few large files (4.4 MB for PGlite instead of 3.6 MB, in 3 s instead of 36).
 */
function precompressAssets(): Plugin {
  return {
    name: 'codegrow:precompress-assets',
    // The browser's files only; the server bundle (--ssr) is read from disk by Node.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle({ dir = 'dist' }, bundle) {
      const files = Object.values(bundle).filter((item) =>
        /\.(js|css|svg|wasm|data)$/.test(item.fileName),
      );
      await Promise.all(
        files.map(async (item) => {
          const source = item.type === 'chunk' ? item.code : item.source;
          const path = join(dir, item.fileName);
          const quality = source.length > LARGE_FILE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
          const brotliOptions = {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          };
          await writeFile(`${path}.br`, await brotliAsync(source, brotliOptions));
          await writeFile(`${path}.gz`, await gzipAsync(source, { level: 9 }));
        }),
      );
    },
  };
}

/** Runnable SQL's engine: the files PGlite loads, which the SQL worker fetches itself. */
const SQL_ENGINE_FILES = ['pglite.wasm', 'initdb.wasm', 'pglite.data'] as const;

/**
 * What the first run of a SQL block downloads, for its Run button to say before it is pressed
 * (lib/offline/sql-engine.ts): each engine file's size, and the bytes a browser
 * receives for all of them, compressed as precompressAssets sends them (brotli level 9 for
 * files this large). Measured by the build; in development the download is left at 0.
 */
async function sqlEngineSizes(command: 'build' | 'serve') {
  const require = createRequire(import.meta.url);
  const files = await Promise.all(
    SQL_ENGINE_FILES.map((name) => readFile(require.resolve(`@electric-sql/pglite/${name}`))),
  );
  const compressed =
    command === 'build'
      ? await Promise.all(
          files.map((file) =>
            brotliAsync(file, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: file.length > LARGE_FILE_BYTES ? 9 : 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: file.length,
              },
            }),
          ),
        )
      : [];
  return {
    bytes: Object.fromEntries(SQL_ENGINE_FILES.map((name, i) => [name, files[i]?.length ?? 0])),
    download: compressed.reduce((sum, file) => sum + file.length, 0),
  };
}

/** In production the API server serves apps/web/dist; in development Vite proxies /api to it. */
export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), tailwindcss(), precompressAssets()],
  // The browser's build only: the server never renders the engine's size.
  define: isSsrBuild
    ? undefined
    : { __SQL_ENGINE__: JSON.stringify(await sqlEngineSizes(command)) },
  // The browser's zod (src/lib/zod.ts), wherever the app or its shared schemas import it. Not
  // the server bundle's: it shares zod with the API server, whose parsers stay compiled.
  resolve: {
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^zod$/,
            replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)),
          },
        ],
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // Runnable SQL's worker (src/features/sql-runner) imports PGlite, which finds its wasm and
  // data beside its own module: kept out of Vite's pre-bundling, and the worker is an ES module.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server names a page's route files for the browser to fetch beside the entry (Vite's
    // SSR guide): .vite/ssr-manifest.json says which chunk each module went into, and
    // .vite/manifest.json what each chunk imports.
    manifest: true,
    ssrManifest: !isSsrBuild,
    rollupOptions: {
      // Modules shared by a few routes would otherwise each become a chunk of 1 to 2 kB, and a
      // page would wait on dozens of requests; small ones are merged into their neighbours.
      // Even with a page naming its route's files up front, unmerged chunks (20-31 a page)
      // made the pages interactive 0.7-1.5 s later on a slowed phone, for 3-7 % fewer bytes.
      // Rollup merges only chunks without side effects, and each lucide icon is made by a
      // call when its module loads: the icons are one chunk of their own (13 kB compressed),
      // or every module using one stayed a chunk apart (an article named 27 files, 8 now;
      // Lighthouse's simulated mobile score of /blog/8 91 -> 94, docs/benchmarks.md).
      output: {
        experimentalMinChunkSize: 20_000,
        manualChunks: (id) => {
          if (id.includes('/node_modules/lucide-react/')) return 'icons';
          // The forms' zod resolver is fetched with their schemas, on a form's first check
          // (lib/lazy-resolver.ts): merged into a neighbour, it would ride in a page's first
          // script. react-hook-form, which it imports, is a chunk of its own, or it would follow.
          if (id.includes('/node_modules/@hookform/resolvers/')) return 'form-rules';
          if (id.includes('/node_modules/react-hook-form/')) return 'forms';
          return undefined;
        },
      },
    },
  },
  // The server bundle (npm run build: --ssr) inlines the shared package's TypeScript, and
  // the icons it uses: lucide-react's own bundle holds every icon (1.3 MB of source kept in
  // the server's memory, and each icon's data).
  ssr: {
    noExternal: ['@codegrow/shared', 'lucide-react'],
  },
}));
