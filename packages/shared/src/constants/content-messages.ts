import { LANGUAGES } from '../i18n/languages';
import { LIMITS } from './limits';

/** Reading, engagement and authoring texts of docs/product.md §2, §5 and §8, verbatim. */
export const READER_MESSAGES = {
  fetchBlogsFailed: 'Failed to fetch blogs',
  fetchCategoriesFailed: 'Failed to fetch categories',
  fetchBlogFailed: 'Failed to fetch blog details',
  likeFailed: 'Failed to update like',
  saveFailed: 'Failed to update save status',
  commentFailed: 'Failed to add comment',
  liked: 'Liked!',
  unliked: 'Removed like',
  saved: 'Saved to your collection',
  unsaved: 'Removed from saved',
  linkCopied: 'Link copied to clipboard',
  commentAdded: 'Comment added',
  commentEmpty: 'Please enter a comment',
  commentTooLong: `Comment must be at most ${LIMITS.commentMax} characters`,
  loginToComment: 'Please login to comment',
  loginToLike: 'Please login to like posts',
  loginToSave: 'Please login to save posts',
  blogNotFound: 'Blog not found',
  noBlogsFound: 'No blogs found',
  noBlogsHint: 'Try adjusting your search or filter criteria.',
  allCategories: 'All Categories',
  loadMore: 'Load More Blogs',
  subscribeToRead: 'Subscribe to Read',
  premiumContent: 'Premium Content',
  subscribeNow: 'Subscribe Now',
  addMindmap: 'Add Mindmap',
} as const;

export const BLOG_FORM_MESSAGES = {
  titleTooShort: 'Title must be at least 3 characters',
  titleTooLong: 'Title must be at most 500 characters',
  categoryRequired: 'Please select a category',
  contentTooShort: 'Content must be at least 10 characters',
  requiredFields: 'Please fill in all required fields',
  created: 'Blog created successfully!',
  createFailed: 'Failed to create blog',
  loadCategoriesFailed: 'Failed to load categories',
  apiWorking: 'API connection working',
  apiFailed: 'API connection failed',
  loadBlogFailed: 'Failed to load blog data',
  updated: 'Blog updated successfully!',
  updateFailed: 'Failed to update blog',
  confirmDelete: 'Are you sure you want to delete this blog?',
  publishImmediately: 'Publish Immediately',
  published: 'Published',
  createMindmap: 'Create Mindmap',
  editMindmap: 'Edit Mindmap',
  hideMindmapEditor: 'Hide Mindmap Editor',
} as const;

/** An article's cover image: the types the server recognises by their bytes, and its size cap. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  wrongType: 'Image must be a JPEG, PNG, WebP or GIF file',
  tooLarge: 'Image must be at most 5 MiB',
} as const;

export const MINDMAP_MESSAGES = {
  titleRequired: 'Please enter a title for the mindmap',
  loadFailed: 'Error loading mindmap data',
  saved: 'Mindmap saved successfully!',
  saveFailed: 'Error saving mindmap. Please try again.',
  deleted: 'Mindmap deleted successfully',
  deleteFailed: 'Error deleting mindmap',
  linkCopied: 'Mindmap link copied to clipboard!',
  notFoundToast: 'Mindmap not found or access denied',
  notFound: "Mindmap not found or you don't have permission to view it.",
  adminOnly: 'Access denied. Only administrators can create and edit mindmaps.',
  confirmDelete: 'Are you sure you want to delete this mindmap? This action cannot be undone.',
  defaultAuthor: 'Blog Admin',
  articleHasMap: 'This article already has a mind map',
  defaultCentreText: 'Main Topic',
  newNodeText: 'New Node',
} as const;

/**
 * Scheduled and timed publishing: what an article's `publishAt` and `freeAt` must be, in the
 * words of the editor's fields ('Schedule', 'Free from'); the field itself is the error's
 * `field`.
 */
export const SCHEDULE_MESSAGES = {
  publishAtInPast: 'The schedule must be a time in the future: leave it empty to publish now',
  freeAtInPast: "'Free from' must be a time in the future",
  freeAtNeedsPremium: "'Free from' is for premium articles",
  freeAtBeforePublish: "'Free from' must come after the scheduled time",
  scheduled: 'Scheduled',
} as const;

/** An article's history: its revisions, their summaries and restoring one. */
export const REVISION_MESSAGES = {
  firstVersion: 'First version',
  /** An article written before histories were kept: its version before the first edit. */
  earliestKept: 'The version before its history was kept',
  restored: 'Version restored',
  /** The summary of the revision a restore makes: the restored version's date follows. */
  restoredFrom: 'Restored the version of',
  notFound: 'Revision not found',
  alreadyCurrent: 'This is already the current version',
  stale:
    'This article was changed after you opened its history: reload the page to see the latest version',
  /** A save refused because someone saved the article after the editor opened it. */
  savedMeanwhile:
    'Someone saved this article after you opened it. Save again to replace their version with yours (theirs stays in the history), or reload the page to see it.',
  changeSummaryTooLong: 'changeSummary must be at most 200 characters',
  reviewedOnInvalid: 'reviewedOn must be a date (YYYY-MM-DD) that is not in the future',
  testedWithTooLong: 'testedWith must be at most 120 characters',
} as const;

/** The parts of an article a revision keeps, as its automatic summary names them. */
export const REVISION_PARTS = {
  title: 'the title',
  text: 'the text',
  tags: 'the tags',
} as const;

export const REVISION_LIMITS = {
  changeSummaryMax: 200,
  testedWithMax: 120,
  /** An article not reviewed (or published) for this many days shows a notice to readers. */
  reviewDueAfterDays: 365,
  /** How many changes a reader sees under 'Updated on'. */
  changesShown: 5,
} as const;

/** An article's language, as the editor and the API take it. */
export const ARTICLE_LANGUAGE_MESSAGES = {
  invalid: `language must be one of: ${LANGUAGES.join(', ')}`,
} as const;

/**
 * The words the renderer puts on a code block, in English; the reading page puts them in the
 * page's language (`setup` follows the language's name in a setup block's bar).
 */
export const CODE_BLOCK_LABELS = {
  copy: 'Copy',
  copyCode: 'Copy code',
  run: 'Run',
  reset: 'Reset',
  sqlEditable: 'SQL query, editable',
  setup: 'setup',
} as const;
