/**
 * The comment renderer (unified, remark, rehype, highlight.js), loaded with the first comment
 * written, as the article renderer is (blogs/render-article.ts).
 */
export async function renderCommentHtml(markdown: string): Promise<string> {
  const renderer = await import('@codegrow/shared/content/comment-html');
  return renderer.renderCommentHtml(markdown);
}
