import { READER_MESSAGES, CODE_BLOCK_LABELS } from '@codegrow/shared/constants/content-messages';
import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';

/** The blogs area's texts: the list, its filters and cards, the article page and the search page. */
export const blogs = {
  list: {
    eyebrow: 'Library',
    title: 'All Blogs',
    description: 'Tutorials and guides on programming, databases and software development.',
    /** The page title of a category's list. */
    categoryTitle: '{{category}} articles',
    fetchFailed: READER_MESSAGES.fetchBlogsFailed,
    categoriesFailed: READER_MESSAGES.fetchCategoriesFailed,
    empty: READER_MESSAGES.noBlogsFound,
    emptyHint: READER_MESSAGES.noBlogsHint,
    tryAgain: 'Try again',
    clearFilters: 'Clear filters',
    showing_one: 'Showing {{shown}} of {{total}} article',
    showing_other: 'Showing {{shown}} of {{total}} articles',
    /** After `showing`; <term> holds the search. */
    forSearch: ' for <term>“{{search}}”</term>',
    /** After `showing`; <term> holds the category's name. */
    inCategory: ' in <term>{{category}}</term>',
    articles: 'Articles',
    loadMore: READER_MESSAGES.loadMore,
  },
  filters: {
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    search: 'Search',
    category: 'Category',
    allCategories: READER_MESSAGES.allCategories,
  },
  card: {
    readMore: 'Read More',
    subscribeToRead: READER_MESSAGES.subscribeToRead,
  },
  article: {
    loading: 'Loading article...',
    fetchFailed: READER_MESSAGES.fetchBlogFailed,
    tryAgain: 'Try again',
    allBlogs: 'All blogs',
    edit: 'Edit',
    addMindmap: READER_MESSAGES.addMindmap,
    tags: 'Tags',
    lockedStepHint: LEARNING_TEXT.lockedStepHint,
  },
  /** How the article is kept up: when it was checked, against what, and what changed since. */
  upkeep: {
    reviewedOn: 'Reviewed on {{date}}',
    testedWith: 'Tested with {{versions}}',
    updatedOn: 'Updated on {{date}}',
    changes: 'What changed',
    reviewDue:
      'This article has not been reviewed for over a year: some details may have changed since.',
  },
  outline: {
    title: 'On this page',
  },
  /** A code block's copy button once clicked, and back. */
  code: {
    copy: CODE_BLOCK_LABELS.copy,
    copyCode: CODE_BLOCK_LABELS.copyCode,
    copied: 'Copied',
    /** Runnable SQL's buttons and editor, and a setup block's bar ('SQL · setup'). */
    run: CODE_BLOCK_LABELS.run,
    reset: CODE_BLOCK_LABELS.reset,
    sqlEditable: CODE_BLOCK_LABELS.sqlEditable,
    setup: CODE_BLOCK_LABELS.setup,
    /** Under a runnable block's bar until PostgreSQL is kept: its size is the build's. */
    sqlDownload: 'The first run downloads PostgreSQL ({{size}}); it is kept for later runs.',
    sqlKept: 'PostgreSQL is kept on this device: queries run offline too.',
  },
  actions: {
    like: 'Like',
    /** After the count, for screen readers: 'Like 3 likes'. */
    likes_one: 'like',
    likes_other: 'likes',
    save: 'Save',
    share: 'Share',
    liked: READER_MESSAGES.liked,
    unliked: READER_MESSAGES.unliked,
    saved: READER_MESSAGES.saved,
    unsaved: READER_MESSAGES.unsaved,
    likeFailed: READER_MESSAGES.likeFailed,
    saveFailed: READER_MESSAGES.saveFailed,
    linkCopied: READER_MESSAGES.linkCopied,
    copyPrompt: 'Copy this link:',
  },
  lock: {
    heading: READER_MESSAGES.premiumContent,
    body: 'This article is for premium members. Subscribe once for lifetime access to every premium tutorial, mind map and deep dive.',
    subscribeNow: READER_MESSAGES.subscribeNow,
    alreadyMember: 'Already a member? Log in to keep reading.',
  },
  notFound: {
    body: 'It may have been moved, unpublished or never existed.',
    browseAll: 'Browse all blogs',
  },
  search: {
    title: 'Search',
    /** The page title with a query. */
    titleWithQuery: 'Search: {{query}}',
    lead: 'Find tutorials by title, topic or content.',
    searching: 'Searching...',
    promptHeading: 'What do you want to learn?',
    promptBody:
      'Type a topic, a language or a question above: titles, tags and article text are searched, best match first.',
    browseAll: 'Browse all blogs',
    results: 'Results',
    /** <term> holds the query. */
    summary_one: '{{total}} result for <term>“{{query}}”</term>',
    summary_other: '{{total}} results for <term>“{{query}}”</term>',
    fieldLabel: 'Search articles',
    placeholder: 'Search titles, tags and articles...',
    submit: 'Search',
    suggestions: 'Suggestions',
    kinds: {
      category: 'Category',
      path: 'Learning path',
      article: 'Article',
    },
    readArticle: 'Read article',
    topicsHeading: 'Categories and learning paths',
    pathChip: 'Learning path · {{steps}} articles',
    categoryChip: 'Category · {{articles}} articles',
  },
} as const;
