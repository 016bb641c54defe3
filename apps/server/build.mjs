// Bundles the server and its CLI into dist/ with the shared package and the npm
// dependencies: one file to load instead of some 900 modules to find and parse, about
// twice as fast to start. What must stay beside its own files loads from node_modules:
// PGlite (its WebAssembly and data files), the preview-image renderer (native resvg,
// satori's WebAssembly, the font files), the receipt PDF writer (its fonts' metrics), pg's
// optional native binding, and cookie.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const external = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@resvg/resvg-js',
  'satori',
  '@fontsource/inter',
  // Reads its fonts' metrics from files beside its own code.
  'pdfkit',
  'pg-native',
  // CommonJS that @fastify/cookie loads with import(): Node gives it its named exports, which
  // a bundled copy would not (esbuild can offer only a default export for it).
  'cookie',
];

// Bundled CommonJS packages require Node's built-ins; an ES module has no require of its own.
const banner = {
  js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
};

// Paths below are the server package's, from wherever the build is started.
const here = import.meta.dirname;
const demoArticlesHtml = join(here, 'dist', 'demo-articles-html.json');

// A chunk of an earlier build would stay beside the new ones, unused.
rmSync(join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  // What is imported on first use (the Markdown renderer, the mailer) goes in chunks of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner,
  minifyWhitespace: true,
  minifySyntax: true,
  // Licences in a file beside each bundle: a comment with a name like 'Wärting' would be the
  // one character that makes the whole bundle's source text two bytes a character in memory.
  legalComments: 'linked',
  logLevel: 'warning',
});
assertAsciiBundles(join(here, 'dist'));

// The demo articles' HTML, rendered once here and written beside the bundle, so that a server
// seeding the demo stores it instead of loading the Markdown renderer for twenty articles
// (src/seed/demo-articles-html.ts). A build that fails here leaves none, never an older one.
rmSync(demoArticlesHtml, { force: true });
const renderDemo = await build({
  stdin: {
    contents:
      "import { writeFileSync } from 'node:fs';" +
      "import { renderDemoArticlesHtml } from './src/seed/demo-articles-html';" +
      `writeFileSync(${JSON.stringify(demoArticlesHtml)}, JSON.stringify(await renderDemoArticlesHtml()));`,
    resolveDir: here,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner,
  logLevel: 'warning',
});
const rendered = spawnSync(process.execPath, ['--input-type=module'], {
  input: renderDemo.outputFiles[0].text,
  stdio: ['pipe', 'inherit', 'inherit'],
});
if (rendered.status !== 0) {
  const why = rendered.error?.message ?? rendered.signal ?? `exit code ${rendered.status}`;
  throw new Error(`could not render the demo articles: ${why}`);
}

/**
 * V8 keeps a module's source in memory as long as its functions may be compiled, one byte a
 * character while every character is ASCII and two once one is not: a Bangla letter in a
 * regular expression doubled the server bundle's 3 MB. esbuild escapes non-ASCII text in
 * strings but cannot in a regular expression literal: write those with \u escapes.
 */
function assertAsciiBundles(dist) {
  const files = readdirSync(dist, { recursive: true }).filter((file) => /\.js$/.test(file));
  for (const file of files) {
    const text = readFileSync(join(dist, file), 'utf8');
    let at = 0;
    while (at < text.length && text.charCodeAt(at) <= 0x7f) at += 1;
    if (at === text.length) continue;
    const line = text.slice(0, at).split('\n').length;
    throw new Error(
      `dist/${file}:${line} holds a non-ASCII character (${JSON.stringify(text.slice(at - 40, at + 10))}): write it as a \\u escape`,
    );
  }
}
