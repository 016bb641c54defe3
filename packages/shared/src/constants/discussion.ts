/**
 * Questions and answers under an article: their states and the answers' words. Their limits
 * are kept with the other limits, numbers a page in any language reads, and given here too.
 */
import { DISCUSSION_LIMITS } from './limits';

export { DISCUSSION_LIMITS };

/** Where a comment stands: shown, waiting for a moderator, or taken down by one. */
export const COMMENT_STATUSES = ['published', 'held', 'removed'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Why a comment waits for a moderator, as the queue says it. */
export const HOLD_REASONS = {
  firstComment: "The writer's first comment",
  linkFromNewAccount: 'A link from an account younger than a day',
  blockedWord: 'A blocked word',
} as const;
export type HoldReason = keyof typeof HOLD_REASONS;

export const MODERATION_ACTIONS = ['approve', 'remove'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const DISCUSSION_MESSAGES = {
  commentNotFound: 'Comment not found',
  parentNotInDiscussion: 'That comment is not part of this discussion',
  notYourComment: 'You can only change your own comments',
  editWindowOver: `A comment can be edited for ${DISCUSSION_LIMITS.editMinutes} minutes after it is posted`,
  commentDeleted: 'Comment deleted',
  commentUpdated: 'Comment updated',
  commentGone: 'This comment was deleted',
  pinNotAllowed: "Only the article's author or an admin can pin an answer",
  pinned: 'Pinned',
  unpinned: 'Unpinned',
  awaitingApproval: 'Thanks! Your comment is awaiting approval',
  commentRemoved: 'This comment was removed by a moderator',
  reportReasonRequired: 'Please say what is wrong with this comment',
  reportReasonTooLong: `reason must be at most ${DISCUSSION_LIMITS.reportReasonMax} characters`,
  reported: 'Thanks. A moderator will look at it.',
  ownComment: 'You cannot report your own comment',
  banned: 'Your account may read but not comment, like or report while it is suspended',
} as const;

export const MODERATION_MESSAGES = {
  approved: 'Comment approved',
  removed: 'Comment removed',
  banned: 'The writer is banned',
  unbanned: 'The ban is lifted',
  banReasonRequired: 'Please give a reason for the ban',
  banEndInPast: 'A ban must end in the future',
  cannotBanAdmin: 'An admin cannot be banned',
  notInQueue: 'This comment is not waiting for a moderator',
  blockedWordsSaved: 'Blocked words saved',
  settingsSaved: 'Moderation settings saved',
  holdFirstCommentsLabel: 'Hold a reader’s first comment for a moderator',
  holdFirstCommentsHint:
    'Off: a new reader’s comment appears at once. Links from accounts younger than a day and comments with a blocked word wait for a moderator either way.',
} as const;
