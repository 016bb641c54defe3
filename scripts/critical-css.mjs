// The last step of `npm run build`: the styles a first screen needs, inlined in the built
// index.html, so a page paints as its HTML lands instead of waiting for the whole stylesheet
// (which shares a slow line with the scripts). The built server renders the pages a reader
// meets first, with the demo content; Beasties keeps the stylesheet's rules that match any of
// them (in either theme) and puts them in a <style> in the head. The full stylesheet is still
// linked, at the end of the body: it no longer holds back the first paint, the browser keeps
// it for the next page, and pages rendered in the browser (a reader's dashboard, the admin's)
// wait for it with the scripts, which run only once it is in.
import Beasties from 'beasties';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from './lib/demo-server.mjs';
import { log, root } from './lib/prepare.mjs';

const DIST = join(root, 'apps/web/dist');
const INDEX = join(DIST, 'index.html');
/** Vite's own index.html, kept so that running this again starts from it. */
const SOURCE = join(DIST, '.vite/index.source.html');

/** Pages every reader can open, beside each article and path the demo links to. */
const PAGES = [
  '/',
  '/bn',
  '/blogs',
  '/bn/blogs',
  '/paths',
  '/subscribe',
  '/login',
  '/register',
  '/contact',
  '/search?q=sql',
  '/terms',
  '/privacy',
  '/offline',
  '/page-that-is-not-here',
];

/** The articles and paths a page links to: every one of the demo's, from their lists. */
const linkedPages = (html) => [
  ...new Set([...html.matchAll(/href="(\/(?:blog|paths)\/[^"?#]+)"/g)].map((match) => match[1])),
];

async function renderedBodies(site) {
  const fetchPage = async (path) => (await fetch(site.url + path)).text();
  const lists = await Promise.all(['/blogs', '/paths'].map(fetchPage));
  const paths = [...PAGES, ...lists.flatMap(linkedPages)];
  const pages = await Promise.all(paths.map(fetchPage));
  return pages.map((html) => html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? '');
}

/**
 * One document holding every sampled page's markup, once as it is and once under `.dark`
 * (the theme the reader chose is a class on <html>, set before the first paint).
 */
const sampleDocument = (template, bodies) =>
  template.replace(
    /<body([^>]*)>[\s\S]*<\/body>/,
    (_all, attributes) =>
      `<body${attributes}>${bodies.join('\n')}<div class="dark">${bodies.join('\n')}</div></body>`,
  );

/**
 * The stylesheet's fonts, every one: Beasties keeps a face only for a family a kept rule names,
 * and ours are named through the theme's variables (--font-sans), which it does not follow.
 * Each face is a few bytes (the small ones inlined, the Bengali fetched only for Bengali
 * letters), and without them the language switcher's 'বাংলা' would change font, and width,
 * once the stylesheet arrived.
 */
const fontFaces = (css) => (css.match(/@font-face\{[^}]*\}/g) ?? []).join('');

async function criticalStyles(template, stylesheet) {
  const site = await startDemoServer();
  try {
    const bodies = await renderedBodies(site);
    const beasties = new Beasties({
      path: DIST,
      publicPath: '/',
      preload: 'body',
      pruneSource: false,
      preloadFonts: false,
      logLevel: 'warn',
    });
    const processed = await beasties.process(sampleDocument(template, bodies));
    const styles = processed.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    if (!styles) throw new Error('Beasties found no rule of the stylesheet in the sampled pages');
    return { styles: fontFaces(stylesheet) + styles, pages: bodies.length };
  } finally {
    await site.stop();
  }
}

if (!existsSync(SOURCE)) copyFileSync(INDEX, SOURCE);
const template = readFileSync(SOURCE, 'utf8');
const link = template.match(/<link rel="stylesheet"[^>]*>/)?.[0];
if (!link) throw new Error(`${SOURCE} links no stylesheet`);
// The server renders the samples from Vite's index.html, never from an earlier run's.
writeFileSync(INDEX, template);
const stylesheet = readFileSync(join(DIST, link.match(/href="\/([^"]+)"/)?.[1] ?? ''), 'utf8');
const { styles, pages } = await criticalStyles(template, stylesheet);
writeFileSync(
  INDEX,
  template
    .replace(link, () => `<style>${styles}</style>`)
    .replace('</body>', () => `  ${link}\n  </body>`),
);
log(`First-screen styles: ${(styles.length / 1000).toFixed(1)} kB from ${pages} pages, inlined`);
