/** Questions and answers under an article: how long a comment stays editable, and the answers' words. */
export const DISCUSSION_LIMITS = {
  /** A writer may change their comment for this long after posting it (Ghost and GitHub do the same). */
  editMinutes: 15,
} as const;

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
} as const;
