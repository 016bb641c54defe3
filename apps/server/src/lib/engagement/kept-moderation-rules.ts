import type { FastifyInstance } from 'fastify';
import type { ModerationRules } from './comment-holds';

/**
 * The moderation rules every new comment is held by, kept on this server between changes:
 * they change only when an admin saves them, and reading them with each comment cost a round
 * trip of its own. Read anew once a change is heard: this server's own at once, another's
 * through the change feed, and after a lost feed, whatever it missed.
 */
export function keptModerationRules(
  changes: FastifyInstance['changes'],
  load: () => Promise<ModerationRules>,
): () => Promise<ModerationRules> {
  let kept: Promise<ModerationRules> | null = null;
  changes.onChange((change) => {
    if (change.kind === 'moderation' || change.kind === 'everything') kept = null;
  });
  return () => {
    if (kept) return kept;
    const loading = load();
    kept = loading;
    // A failed read is not kept: the next comment asks again.
    loading.catch(() => {
      if (kept === loading) kept = null;
    });
    return loading;
  };
}
