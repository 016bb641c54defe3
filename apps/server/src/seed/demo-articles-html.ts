import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import { renderArticleHtml } from '../lib/blogs/render-article';
import { DEMO_ARTICLES } from './demo-articles';

/**
 * The demo articles' HTML, keyed by their Markdown (`markdownKey`), as the renderer of
 * `version` made it. The server's build renders them once and writes them beside the bundle:
 * a server seeding the demo stores them with the articles instead of rendering all twenty on
 * its first feed, which held about 25 MB of its heap for good (docs/benchmarks.md, 'Memory,
 * fifth time'). Keyed by the Markdown, an article whose text changed since is never given
 * another text's HTML.
 */
export interface DemoArticlesHtml {
  version: number;
  html: Record<string, string>;
}

export const markdownKey = (markdown: string) =>
  createHash('sha256').update(markdown).digest('base64url');

/** Renders every demo article; run by the build (`apps/server/build.mjs`). */
export async function renderDemoArticlesHtml(): Promise<DemoArticlesHtml> {
  const html: Record<string, string> = {};
  for (const { body } of DEMO_ARTICLES) html[markdownKey(body)] = await renderArticleHtml(body);
  return { version: ARTICLE_HTML_VERSION, html };
}

/**
 * What the build wrote to `file`, if it is there and this renderer's: a server run from its
 * sources has none, and renders each article on its first read as it does after an upgrade.
 */
export function readDemoArticlesHtml(file: URL): DemoArticlesHtml | undefined {
  let written: Partial<DemoArticlesHtml> | null;
  try {
    written = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoArticlesHtml> | null;
  } catch {
    return undefined;
  }
  if (written?.version !== ARTICLE_HTML_VERSION) return undefined;
  if (typeof written.html !== 'object' || written.html === null) return undefined;
  return { version: written.version, html: written.html };
}

/** The columns an article with this Markdown is seeded with: its HTML, if it was rendered. */
export function renderedColumns(rendered: DemoArticlesHtml | undefined, markdown: string) {
  const key = markdownKey(markdown);
  if (!rendered || !Object.hasOwn(rendered.html, key)) return {};
  return { contentHtml: rendered.html[key], contentHtmlVersion: rendered.version };
}
