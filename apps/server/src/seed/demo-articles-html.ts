import { readFileSync } from 'node:fs';
import { ARTICLE_HTML_VERSION } from '@codegrow/shared/content/article-markup';
import { renderArticleHtml } from '../plugins/app/blogs/render-article';
import { DEMO_ARTICLES } from './demo-articles';

/**
 * The demo articles' HTML by title, as the renderer of `version` made it. The server's build
 * renders them once and writes them beside the bundle: a server seeding the demo stores them
 * with the articles instead of rendering all twenty on its first feed, which held some 30 MB
 * of its heap for good (docs/decisions/0011, 'Memory, fifth time').
 */
export interface DemoArticlesHtml {
  version: number;
  html: Record<string, string>;
}

/** Renders every demo article; run by the build (`apps/server/build.mjs`). */
export async function renderDemoArticlesHtml(): Promise<DemoArticlesHtml> {
  const html: Record<string, string> = {};
  for (const article of DEMO_ARTICLES) html[article.title] = await renderArticleHtml(article.body);
  return { version: ARTICLE_HTML_VERSION, html };
}

/**
 * What the build wrote to `file`, if it is there and this renderer's: a server run from its
 * sources has none, and renders each article on its first read as it does after an upgrade.
 */
export function readDemoArticlesHtml(file: URL): DemoArticlesHtml | undefined {
  let written: DemoArticlesHtml;
  try {
    written = JSON.parse(readFileSync(file, 'utf8')) as DemoArticlesHtml;
  } catch {
    return undefined;
  }
  return written.version === ARTICLE_HTML_VERSION ? written : undefined;
}
