import { isAdmin } from '@codegrow/shared/access/blog-access';
import { type HoldReason } from '@codegrow/shared/constants/discussion';
import { hasPhrase } from '@codegrow/shared/content/phrase-match';
import type { UserRow } from '../auth/users-repository';
import { DISCUSSION_LIMITS } from '@codegrow/shared/constants/limits';

const LINK = /https?:\/\/|www\.[\p{L}\p{N}-]+\./iu;
const NEW_ACCOUNT_MS = DISCUSSION_LIMITS.newAccountHours * 3_600_000;

/** The site's rules for every new comment: its moderation setting and blocked words. */
export interface ModerationRules {
  /** The site holds readers' first comments (the moderation setting, off by default). */
  holdFirst: boolean;
  blockedWords: string[];
}

/** The facts a hold is decided on, besides the comment. */
export interface HoldFacts extends ModerationRules {
  /** Whether the writer has a comment that a reader can see (or could, before its deletion). */
  hasPublished: boolean;
}

/**
 * Why a new comment should wait for a moderator, if it should: a reader's first comment, a link
 * from an account younger than a day, a blocked word. Admins' comments never wait.
 */
export function holdReason(
  writer: Pick<UserRow, 'role' | 'subscriptionStatus' | 'createdAt'>,
  content: string,
  facts: HoldFacts,
  now: Date,
): HoldReason | null {
  if (isAdmin({ role: writer.role, subscription_status: writer.subscriptionStatus })) return null;
  if (facts.blockedWords.some((word) => hasPhrase(content, word))) return 'blockedWord';
  if (facts.holdFirst && !facts.hasPublished) return 'firstComment';
  const young = now.getTime() - writer.createdAt.getTime() < NEW_ACCOUNT_MS;
  if (young && LINK.test(content)) return 'linkFromNewAccount';
  return null;
}
