import { LOAD_FAILED_NOTICE_ID, stylesheetsHint } from '@codegrow/shared/constants/site';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { escapeHtml } from '@codegrow/shared/content/escape-html';
import type { SiteConfig } from '../../../config/env';

export interface PageTemplates {
  /** index.html for pages the browser renders: site tag and feeds in its head. */
  shell: string;
  /**
   * The same without its default title and description, which each rendered page brings,
   * and with the built stylesheets written in.
   */
  page: string;
  /** `page` linking the stylesheets, for a browser that holds them (see `stylesheetsHeld`). */
  pageLinkingStylesheets: string;
  /**
   * What the stylesheet hint cookie of a browser holding this build's stylesheets says: their
   * file names, as the web app writes it once it has fetched them (lib/render-hints.ts).
   */
  stylesheetsHeld: string;
}

/**
 * Shown by the page's first script (apps/web/src/early-input) if the app's own cannot be
 * loaded: a rendered page stays readable and its links work, but nothing else would answer
 * (and a page the browser renders would stay blank). The link loads the same address again,
 * with no script needed.
 */
const LOAD_FAILED_NOTICE = [
  `<div id="${LOAD_FAILED_NOTICE_ID}" role="alert" hidden>`,
  `${escapeHtml(UI_TEXT.pageLoadFailed)} <a href="">${escapeHtml(UI_TEXT.reloadPage)}</a>`,
  '</div>',
].join('');

/** The first template alone, for a server without the page renderer. */
export const shellTemplate = (indexHtml: string, site: SiteConfig) =>
  indexHtml
    .replace('<!--site-config-->', siteHead(site))
    .replace('</body>', () => `  ${LOAD_FAILED_NOTICE}\n  </body>`);

const PAGE_HEAD = '<!--page-head-->';
const ROOT = '<div id="root"></div>';

function siteHead(site: SiteConfig): string {
  const name = escapeHtml(site.name);
  return [
    `<meta name="codegrow-site" content="${escapeHtml(JSON.stringify(site))}">`,
    `<link rel="alternate" type="application/rss+xml" title="${name}" href="/rss.xml">`,
    `<link rel="alternate" type="application/feed+json" title="${name}" href="/feed.json">`,
  ].join('\n    ');
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The built stylesheets written into the page: a rendered page is painted as soon as its
 * HTML arrives instead of a round trip later, and before the scripts keep the browser busy.
 * Each keeps its address (`data-href`), for the web app to fetch it into the browser's cache
 * once the page is up, so that the next pages can link it instead (about 60 % of a page's
 * compressed bytes).
 */
function inlineStylesheets(html: string, readAsset: (path: string) => string) {
  const written: string[] = [];
  const page = html.replace(STYLESHEET, (link, path: string) => {
    const css = readAsset(path);
    if (/<\/style/i.test(css)) return link;
    written.push(path);
    return `<style data-href="${path}">${css}</style>`;
  });
  return { page, stylesheetsHeld: stylesheetsHint(written) };
}

/**
 * Both templates made from the built index.html, once at start-up; `readAsset` gives a
 * built file's text by its path (/assets/…).
 */
export function pageTemplates(
  indexHtml: string,
  site: SiteConfig,
  readAsset: (path: string) => string,
): PageTemplates {
  const shell = shellTemplate(indexHtml, site);
  const pageLinkingStylesheets = shell
    .replace(/<title>[^<]*<\/title>/, PAGE_HEAD)
    .replace(/<meta\s+name="description"[^>]*>/, '');
  const { page, stylesheetsHeld } = inlineStylesheets(pageLinkingStylesheets, readAsset);
  if (!page.includes(PAGE_HEAD) || !page.includes(ROOT) || !page.includes(LOAD_FAILED_NOTICE)) {
    throw new Error('index.html needs a <title>, an empty <div id="root"></div> and a </body>');
  }
  return { shell, page, pageLinkingStylesheets, stylesheetsHeld };
}

/** A document with `preloads` (link tags) last in its head, after the app's own script. */
export const withPreloads = (html: string, preloads: string) =>
  preloads ? html.replace('</head>', () => `  ${preloads}\n  </head>`) : html;

/**
 * A rendered page in its document: head, HTML, the state script it hydrates from, its
 * routes' script files to fetch, theme class.
 */
export function pageDocument(
  template: string,
  page: { head: string; html: string; state: string },
  { dark, preloads }: { dark: boolean; preloads: string },
): string {
  const html = withPreloads(template, preloads)
    .replace(PAGE_HEAD, () => page.head)
    .replace(ROOT, () => `<div id="root">${page.html}</div>\n    ${page.state}`);
  return dark ? html.replace('<html lang="en">', '<html lang="en" class="dark">') : html;
}
