import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';

/**
 * The comments area's texts: an article's discussion, its form and the comments' dates. The
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
  },
  list: {
    /** A comment of the last minute; older ones say '5 minutes ago' in the page's language. */
    justNow: 'just now',
  },
} as const;
