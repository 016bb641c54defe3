import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ManualChunkMeta } from 'rollup';
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

/**
 * Each lucide icon's module makes its component by a call, and reads its own data once more:
 * to Rollup both are effects, so a module using an icon could not be merged into another
 * chunk, nor the icon into its page's, and every icon went into one chunk of its own that
 * every page loaded (12 kB compressed). Both are pure; said so, each icon travels with the
 * code that draws it.
 */
function pureIcons(): Plugin {
  return {
    name: 'codegrow:pure-icons',
    transform(code, id) {
      if (!id.includes('/node_modules/lucide-react/dist/esm/icons/')) return null;
      return {
        code: code
          .replace(/^__iconData\.node;$/m, '')
          .replace('= createLucideIcon(', '= /* @__PURE__ */ createLucideIcon('),
        map: null,
      };
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

const SHARED = '/packages/shared/src/';
/** The modules that only react-hook-form's forms use. */
const FORM_MODULES =
  /\/src\/(hooks\/use-spec-form|components\/ui\/form\/(email|password|new-password|select)-fields?)\.tsx?$/;
/**
 * The modules of numbers and names that the texts read and that pages read too: not texts,
 * they stay where Rollup puts them (the entry), and a Bangla page has its limits without the
 * English texts.
 */
const SHARED_VALUES = [
  'constants/limits',
  'constants/domain',
  'constants/site',
  'constants/http-error',
  'i18n/languages',
  'content/article-markup',
].map((module) => `${SHARED}${module}.ts`);
const isSharedValue = (id: string) => SHARED_VALUES.some((module) => id.endsWith(module));

type ModuleInfoOf = ManualChunkMeta['getModuleInfo'];

/**
 * English texts: src/locales/en, and the spec's texts it is made of (packages/shared's text
 * modules, the server's messages): a shared module of texts that one of them imports. Others
 * (the admin's messages) are left where their own pages take them.
 */
function isEnglishText(id: string, moduleInfo: ModuleInfoOf, seen = new Set<string>()): boolean {
  if (id.includes('/src/locales/en/') || id.endsWith(`${SHARED}i18n/messages.ts`)) return true;
  if (!id.includes(`${SHARED}constants/`) || isSharedValue(id) || seen.has(id)) {
    return false;
  }
  seen.add(id);
  return (moduleInfo(id)?.importers ?? []).some((importer) =>
    isEnglishText(importer, moduleInfo, seen),
  );
}

/**
 * Each language's interface texts in a chunk of its own, so that a page loads its own
 * language's only (e2e/interface-texts.spec.ts): the Bangla texts (src/locales/bn, the shared
 * i18n/bn), and the English ones, which the shared forms' checks also read. Named, they are
 * never merged into a neighbour: experimentalMinChunkSize put a language's texts in a chunk
 * of code that every page loads.
 */
function textsChunk(id: string, moduleInfo: ModuleInfoOf): string | undefined {
  if (id.includes('/src/locales/bn/') || id.includes(`${SHARED}i18n/bn/`)) return 'texts-bn';
  return isEnglishText(id, moduleInfo) ? 'texts-en' : undefined;
}

/** In production the API server serves apps/web/dist; in development Vite proxies /api to it. */
export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), tailwindcss(), pureIcons(), precompressAssets()],
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
      // made the pages interactive 0.7-1.5 s later on a slowed phone. Merged up to 20 kB, a
      // page carried other pages' code merged in with its own (an article 190 kB of script,
      // 15 kB more than its modules). On Slow 3G, over HTTP/1.1's six connections, each file
      // waits its own 2 s round trip: merged up to 5 kB, an article's 167 kB in 12 files worked
      // at 9.6 s; up to 12 kB, 173 kB in 9 files at 8.4 s; with the texts a chunk apart, up to
      // 24 kB, 171 kB in 8 files at 8.3 s (docs/benchmarks.md).
      // Rollup merges only chunks without side effects: see pureIcons().
      // A manual chunk holds the modules named for it only (onlyExplicitManualChunks): Rollup
      // would otherwise add the modules they import, and the English texts took the limits
      // with them, which every page reads. The browser's chunks only: the server's bundle is
      // read from disk, and its chunks import each other statically (a cycle there fails).
      output: isSsrBuild
        ? {}
        : {
            experimentalMinChunkSize: 24_000,
            onlyExplicitManualChunks: true,
            manualChunks: (id, { getModuleInfo }) => {
              // The forms' zod resolver is fetched with their schemas, on a form's first check
              // (lib/lazy-resolver.ts): merged into a neighbour, it would ride in a page's first
              // script. react-hook-form, which it imports, is a chunk of its own, or it would follow.
              if (id.includes('/node_modules/@hookform/resolvers/')) return 'form-rules';
              if (id.includes('/node_modules/react-hook-form/')) return 'forms';
              // With it, what only its forms use (their hook, the e-mail, password and select
              // fields): left to be merged, these went into other pages' route chunks, and a page
              // with a form named five more small files.
              if (FORM_MODULES.test(id)) return 'forms';
              // React, a chunk the entry imports: unnamed, it went into the first named chunk that
              // needed it, and every page then loaded react-hook-form with it.
              if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
              // Rollup's helper for CommonJS modules (React's are): with React, not a chunk of a
              // few bytes that every page waits a round trip for.
              if (id === '\0commonjsHelpers.js') return 'react';
              return textsChunk(id, getModuleInfo);
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
