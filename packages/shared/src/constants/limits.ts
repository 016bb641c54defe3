/** Business constants and limits of docs/product.md §9, in one place for both sides. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  blogTitleMin: 3,
  blogTitleMax: 500,
  blogContentMin: 10,
  commentMax: 2000,
  contactSubjectMin: 3,
  contactSubjectMax: 150,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  homeLatestBlogs: 6,
  blogListPageSize: 9,
  blogListMaxPageSize: 50,
  commentsPageSize: 20,
  homeExcerptLength: 120,
  recentActivityItems: 3,
  adminOverviewItems: 5,
  wordsPerMinute: 200,
} as const;

export const TIMINGS_MS = {
  profileRefresh: 300_000,
  logoutSuppression: 5_000,
  apiRetryBase: 1_000,
  verificationPoll: 3_000,
  mindmapChangeDebounce: 500,
  mindmapDeleteRedirect: 1_500,
} as const;

export const API_MAX_RETRIES = 2;

/** react-hot-toast settings that the spec fixes (docs/product.md §4, §9). */
export const TOAST_CONFIG = {
  limit: 20,
  position: 'top-right',
  duration: 4_000,
  errorDuration: 4_000,
  successDuration: 2_000,
  accountCreatedDuration: 6_000,
} as const;

export const MINDMAP_LIMITS = {
  zoomMin: 0.1,
  zoomMax: 3,
  zoomIn: 1.1,
  zoomOut: 0.9,
  centreRadius: 60,
  branchRadius: 40,
  childDistance: 120,
  editorHeight: 600,
  viewerHeight: 400,
  maxNodes: 500,
  nodeTextMax: 200,
} as const;

/**
 * Throw-away and test domains refused at sign-up. The identity-provider
 * sign-up refuses the first four; the register form refuses all five.
 */
export const PROVIDER_REJECTED_EMAIL_DOMAINS = [
  'example.com',
  'test.com',
  'mailinator.com',
  'tempmail.com',
] as const;
export const REGISTER_REJECTED_EMAIL_DOMAINS = [
  ...PROVIDER_REJECTED_EMAIL_DOMAINS,
  '10minutemail.com',
] as const;

/** Learning paths and reading progress. */
export const LEARNING_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 1000,
  stepsMax: 50,
  /** Articles a browser may hand over at once when its visitor signs in. */
  mergeMax: 500,
  /** Scrolled this far down (or the end of the text in view), an article counts as read. */
  readAtPosition: 0.98,
} as const;

/** Questions and answers under an article: how long a comment stays editable, and sizes. */
export const DISCUSSION_LIMITS = {
  /** A writer may change their comment for this long after posting it (Ghost and GitHub do the same). */
  editMinutes: 15,
  /** An account younger than this has a comment with a link held for a moderator. */
  newAccountHours: 24,
  reportReasonMax: 500,
  banReasonMax: 500,
  blockedWordsMax: 200,
  blockedWordMax: 50,
} as const;

/** A gift link works this long from the day the gift's payment is verified. */
export const GIFT_LIMITS = { validDays: 365, messageMax: 300, emailMax: 254 } as const;

/** How many claims a user may have waiting and make in an hour, and one address may send. */
export const PAYMENT_LIMITS = {
  maxPending: 3,
  submissionsPerHour: 5,
  submissionsPerAddressPerHour: 30,
  rejectionReasonMax: 500,
  /** Payments a reader may add to a claim that arrived short, besides its own. */
  maxAddedPayments: 3,
} as const;
