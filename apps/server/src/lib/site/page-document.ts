import {
  LOAD_FAILED_NOTICE_ID,
  PAGE_STATE_ID,
  THEME_SCRIPT,
} from '@codegrow/shared/constants/site';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { escapeHtml } from '@codegrow/shared/content/escape-html';
import { UI_TEXT_BN } from '@codegrow/shared/i18n/bn/ui-messages';
import { LANGUAGES, type Language } from '@codegrow/shared/i18n/languages';
import type { User } from '@codegrow/shared/schemas/user';
import type { SiteConfig } from '../../config/env';

export interface PageTemplates {
  /** index.html for pages the browser renders: site tag, feeds and theme in its head. */
  shell: string;
  /** The same without its default title and description, which each rendered page brings. */
  page: string;
}

/**
 * Shown by the app (apps/web/src/main.tsx) if a page's code cannot be loaded: a rendered page
 * stays readable and its links work, but nothing else would answer. The link loads the same
 * address again, with no script needed.
 */
type DocumentText = Record<'pageLoadFailed' | 'reloadPage', string>;

const loadFailedNotice = (text: DocumentText) =>
  [
    `<div id="${LOAD_FAILED_NOTICE_ID}" role="alert" hidden>`,
    `${escapeHtml(text.pageLoadFailed)} <a href="">${escapeHtml(text.reloadPage)}</a>`,
    '</div>',
  ].join('');

/** The texts a document carries before any script runs, by language. */
const DOCUMENT_TEXT: Record<Language, DocumentText> = {
  en: UI_TEXT,
  bn: UI_TEXT_BN,
};

const PAGE_HEAD = '<!--page-head-->';
const ROOT = '<div id="root"></div>';

function siteHead(site: SiteConfig): string {
  const name = escapeHtml(site.name);
  return [
    `<script>${THEME_SCRIPT}</script>`,
    `<meta name="codegrow-site" content="${escapeHtml(JSON.stringify(site))}">`,
    `<link rel="alternate" type="application/rss+xml" title="${name}" href="/rss.xml">`,
    `<link rel="alternate" type="application/feed+json" title="${name}" href="/feed.json">`,
  ].join('\n    ');
}

/** Both templates of each language made from the built index.html, once at start-up. */
export function pageTemplates(
  indexHtml: string,
  site: SiteConfig,
): Record<Language, PageTemplates> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, languageTemplates(indexHtml, site, language)]),
  ) as Record<Language, PageTemplates>;
}

function languageTemplates(indexHtml: string, site: SiteConfig, language: Language): PageTemplates {
  const notice = loadFailedNotice(DOCUMENT_TEXT[language]);
  const shell = indexHtml
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<!--site-config-->', () => siteHead(site))
    .replace('</body>', () => `  ${notice}\n  </body>`);
  const page = shell
    .replace(/<title>[^<]*<\/title>/, PAGE_HEAD)
    .replace(/<meta\s+name="description"[^>]*>/, '');
  if (!page.includes(PAGE_HEAD) || !page.includes(ROOT) || !page.includes(notice)) {
    throw new Error('index.html needs a <title>, an empty <div id="root"></div> and a </body>');
  }
  if (!shell.includes(`<html lang="${language}">`)) {
    throw new Error('index.html needs <html lang="en">');
  }
  return { shell, page };
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The page's state for the app to start from: who is signed in, whether a session this
 * browser held has just ended (its cookie cleared), and any rendered data.
 */
export const pageState = (state: { viewer: User | null; sessionEnded?: true; queries?: unknown }) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`;

/** A document with `preloads` (link tags) last in its head, after the app's own script. */
const withPreloads = (html: string, preloads: string) =>
  preloads ? html.replace('</head>', () => `  ${preloads}\n  </head>`) : html;

/** A page the browser renders: the shell with who is signed in and its route's files. */
export const shellDocument = (shell: string, state: string, preloads: string) =>
  withPreloads(shell, preloads).replace(ROOT, () => `${ROOT}\n    ${state}`);

/**
 * A rendered page in its document, as bytes: head, the markup's bytes as the renderer made
 * them (a reader's page is its template's pieces with their words between), the state it
 * hydrates from, its routes' files. The markup is never a string here: encoding a 140 kB
 * page again for every reader cost more than the rest of its document.
 */
export function pageDocument(
  template: string,
  page: { head: string; html: readonly Uint8Array[]; state: string },
  preloads: string,
): Buffer {
  const document = withPreloads(template, preloads);
  const root = document.indexOf(ROOT);
  const before = document.slice(0, root).replace(PAGE_HEAD, () => page.head);
  const after = document.slice(root + ROOT.length);
  return Buffer.concat([
    Buffer.from(`${before}<div id="root">`),
    ...page.html,
    Buffer.from(`</div>\n    ${page.state}${after}`),
  ]);
}
