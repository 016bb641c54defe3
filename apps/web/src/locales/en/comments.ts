import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';

/**
 * The comments area's texts: an article's discussion, its forms, its buttons and the comments' dates. The
 * spec's messages that the server also gives (log in to comment, comment added, empty comment)
 * are under `messages.reader`.
 */
export const comments = {
  section: {
    heading: 'Comments',
    loading: 'Loading comments...',
    loadFailed: 'The comments could not be loaded.',
    tryAgain: 'Try again',
    empty: 'No comments yet.',
    /** After `empty`, for a signed-in reader. */
    beFirst: 'Be the first to share your thoughts.',
    loadMore: 'Load more comments',
  },
  form: {
    label: 'Add a comment',
    placeholder: 'Share a thought, a question or a tip...',
    /** After the counter ('120/2000'), for screen readers. */
    characters: 'characters',
    post: 'Post comment',
    failed: READER_MESSAGES.commentFailed,
    markdownHint: 'Markdown works: **bold**, `code`, ``` for a block.',
    replyLabel: 'Your reply to {{name}}',
    postReply: 'Post reply',
    editLabel: 'Edit your comment',
    save: 'Save changes',
    cancel: 'Cancel',
  },
  list: {
    /** A comment of the last minute; older ones say '5 minutes ago' in the page's language. */
    justNow: 'just now',
    edited: 'edited',
    pinned: 'Pinned',
    accepted: 'Accepted answer',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    edit: 'Edit',
    editYours: 'Edit your comment',
    delete: 'Delete',
    deleteYours: 'Delete your comment',
    confirmDelete: 'Delete this comment? Replies to it stay.',
    pin: 'Pin',
    unpin: 'Unpin',
    accept: 'Accept answer',
    unaccept: 'Unaccept',
    changeFailed: 'The comment could not be changed. Please try again.',
    awaitingApproval: 'Awaiting approval',
    report: 'Report',
    reportWhose: 'Report the comment by {{name}}',
  },
  report: {
    label: 'What is wrong with this comment?',
    send: 'Send report',
    failed: 'The report could not be sent. Please try again.',
  },
} as const;
