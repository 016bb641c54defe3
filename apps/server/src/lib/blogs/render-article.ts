/**
 * The Markdown renderer (unified, remark, rehype, highlight.js), loaded with the first article
 * written or rendered again: a server that only serves stored articles never loads it, and it
 * is a large part of the server's code to parse at start.
 */
export async function renderArticleHtml(markdown: string): Promise<string> {
  const renderer = await import('@codegrow/shared/content/article-html');
  return renderer.renderArticleHtml(markdown);
}
