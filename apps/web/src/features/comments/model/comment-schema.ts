/**
 * The server's schema for a comment's text, loaded when the reader starts to write (zod is a
 * quarter of the article page's script otherwise, for forms most readers never use).
 */
export const loadCommentSchema = async () =>
  (await import('@codegrow/shared/schemas/engagement')).commentEditSchema;
