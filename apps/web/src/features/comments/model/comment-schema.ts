import type { CommentEdit } from '@codegrow/shared/schemas/engagement';
import { loadMessageKeys } from '../../../lib/i18n/use-message';

type Check = { ok: true; content: string } | { ok: false; issue: string | undefined };

let loading: Promise<(edit: CommentEdit) => Check> | undefined;

/** The server's rules for a comment's text (its zod schema), fetched once. */
function loadRules() {
  loading ??= Promise.all([import('@codegrow/shared/schemas/engagement'), loadMessageKeys()]).then(
    ([{ commentEditSchema }]) =>
      (edit: CommentEdit): Check => {
        const parsed = commentEditSchema.safeParse(edit);
        if (parsed.success) return { ok: true, content: parsed.data.content };
        return { ok: false, issue: parsed.error.issues[0]?.message };
      },
    (error: unknown) => {
      loading = undefined; // the next check fetches them again
      throw error;
    },
  );
  return loading;
}

/**
 * The server's rules for a comment's text, for the comment forms: zod and the schema are
 * fetched when the reader starts to write (`preload`, on the field's focus) or on the first
 * check, never with the article page's own script.
 */
export const commentRules = {
  check: async (content: string) => (await loadRules())({ content }),
  /** Only a head start: a check that still finds the rules missing fetches them itself. */
  preload: () => void loadRules().catch(() => undefined),
};
