import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, normalizePath, type Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Each built script and stylesheet also as .br and .gz, compressed once at the highest
 * levels: the server sends these (@fastify/static preCompressed) instead of compressing
 * the same file again for every browser that asks.
 */
function precompressAssets(): Plugin {
  return {
    name: 'codegrow:precompress-assets',
    // The browser's files only; the server bundle (--ssr) is read from disk by Node.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle({ dir = 'dist' }, bundle) {
      const files = Object.values(bundle).filter((item) => /\.(js|css|svg)$/.test(item.fileName));
      await Promise.all(
        files.map(async (item) => {
          const source = item.type === 'chunk' ? item.code : item.source;
          const path = join(dir, item.fileName);
          const brotliOptions = {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          };
          await writeFile(`${path}.br`, await brotliAsync(source, brotliOptions));
          await writeFile(`${path}.gz`, await gzipAsync(source, { level: 9 }));
        }),
      );
    },
  };
}

const EARLY_INPUT = 'early-input';

/**
 * The early-input recorder (src/early-input) as a script of its own, loaded without waiting
 * and ahead of the app: index.html's module scripts would all become one entry, the app's.
 * Built pages only; in development the browser renders every page itself.
 */
function earlyInputScript(): Plugin {
  return {
    name: 'codegrow:early-input',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: join(import.meta.dirname, 'index.html'),
            [EARLY_INPUT]: join(import.meta.dirname, 'src/early-input/record-early-input.ts'),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const recorder = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.name === EARLY_INPUT,
        );
        if (!recorder) throw new Error('the early-input recorder was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `/${recorder.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

// Rollup's module ids, forward slashes on every system.
const SOURCE = normalizePath(join(import.meta.dirname, 'src/'));
const ROUTES = `${SOURCE}app/routes/`;

/**
 * `.vite/route-chunks.json`: for each route module (`src/app/routes/…`, as routes name it in
 * their handle) and each module imported on its own (`import()`), the built files it needs
 * beyond the entries, its own chunk first. The server
 * lists them in a page for the browser to fetch beside the main bundle. Vite's manifest would
 * not do: a route merged into a shared chunk has no entry of its own there. Scripts only: the
 * routes import no stylesheet of their own (the app's one stylesheet is the entry's).
 */
function routeChunks(): Plugin {
  return {
    name: 'codegrow:route-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const filesFrom = (fileName: string, files: Set<string>): Set<string> => {
        const chunk = byFile.get(fileName);
        if (!chunk || chunk.isEntry || files.has(fileName)) return files;
        files.add(fileName);
        chunk.imports.forEach((imported) => filesFrom(imported, files));
        return files;
      };
      // Route modules, and the modules loaded on their own (the toaster, say), by their path
      // in the app: `src/…`.
      const importedAlone = (id: string) =>
        (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      const named = (id: string) =>
        id.startsWith(ROUTES) || (id.startsWith(SOURCE) && importedAlone(id));
      const routes = Object.fromEntries(
        chunks.flatMap((chunk) =>
          chunk.moduleIds
            .filter(named)
            .map((id) => [
              `src/${id.slice(SOURCE.length)}`,
              [...filesFrom(chunk.fileName, new Set())],
            ]),
        ),
      );
      if (Object.keys(routes).length === 0) throw new Error(`no route module under ${ROUTES}`);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-chunks.json',
        source: JSON.stringify(routes),
      });
    },
  };
}

/** In production the API server serves apps/web/dist; in development Vite proxies /api to it. */
export default defineConfig({
  plugins: [react(), tailwindcss(), earlyInputScript(), routeChunks(), precompressAssets()],
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
      // Even with a page naming its route's files up front, unmerged chunks (20-31 a page)
      // made the pages interactive 0.7-1.5 s later on a slowed phone, for 3-7 % fewer bytes.
      // date-fns stays a chunk of its own: merged, it rode along with shared modules to pages
      // that format no date (the home page loaded 6 kB of it).
      output: {
        experimentalMinChunkSize: 20_000,
        manualChunks: (id) => (id.includes('/node_modules/date-fns/') ? 'date-fns' : undefined),
      },
    },
  },
  // The server bundle (npm run build: --ssr) inlines the shared package's TypeScript.
  ssr: {
    noExternal: ['@codegrow/shared'],
  },
});
