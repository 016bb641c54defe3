import { lazyResolver } from '../../../lib/lazy-resolver';

/**
 * The server's rules for a comment's text as the comment forms' resolver, loaded when the
 * reader starts to write (zod is a quarter of the article page's script otherwise, for forms
 * most readers never use).
 */
export const commentRules = lazyResolver(
  async () => (await import('@codegrow/shared/schemas/engagement')).commentEditSchema,
);
