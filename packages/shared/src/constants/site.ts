/** Product identity. Deployments override these through the server's environment. */
export const SITE_DEFAULTS = {
  name: 'CodeGrow',
  slogan: 'Learn. Code. Grow.',
  email: 'hello@codegrow.local',
  phone: '+880 1700-000000',
  city: 'Dhaka, Bangladesh',
  paymentNumber: '01700000000',
} as const;

/** The networks the footer can link to, with their names; the order is the footer's. */
export const SOCIAL_NETWORKS = {
  github: 'GitHub',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  facebook: 'Facebook',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Until a deployment names its own pages (SOCIAL_LINKS), the networks' home pages. */
export const SOCIAL_DEFAULTS: Partial<Record<SocialNetwork, string>> = {
  github: 'https://github.com',
  x: 'https://x.com',
  linkedin: 'https://www.linkedin.com',
  youtube: 'https://www.youtube.com',
};

export const CURRENCY_SIGN = '৳';

/** Keys the web app keeps in localStorage (docs/product.md §3). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  theme: 'theme',
  /** Set once this browser has signed in through the identity provider. */
  providerUsed: 'identityProviderUsed',
  /** A visitor's reading progress, handed to the account when they sign in. */
  progress: 'readingProgress',
} as const;

export const THEMES = ['light', 'dark'] as const;

/**
 * The element of every built page that tells the reader its app could not be loaded, hidden
 * until the page's first script finds so (apps/web/src/early-input, which repeats the id: it
 * imports nothing, to load without the app's code; the stylesheet names it too).
 */
export const LOAD_FAILED_NOTICE_ID = 'codegrow-load-failed';

/**
 * Cookies the web app sets so the server renders the first response as the
 * reader will see it. None is a credential: the session cookie only says
 * 'someone signed in here', so the server sends skeletons instead of the
 * signed-out header and lock screen; the bearer token stays in localStorage.
 */
export const RENDER_HINT_COOKIES = {
  session: 'cg_session',
  theme: 'cg_theme',
  /** The file names of the stylesheets this browser has fetched: the page links them. */
  stylesheets: 'cg_css',
} as const;

/** What the stylesheet hint cookie says for the stylesheets at `addresses` (/assets/…). */
export const stylesheetsHint = (addresses: readonly string[]) =>
  addresses.map((address) => address.slice(address.lastIndexOf('/') + 1)).join('+');
export type Theme = (typeof THEMES)[number];

/** Where a category's feeds live, each under its file name (rss.xml, atom.xml, feed.json). */
export const categoryFeedPath = (slug: string, file: string) =>
  `/categories/${encodeURIComponent(slug)}/${file}`;

/** Below this many accounts the home page leaves 'Learners' out: '2+ Learners' says nothing good. */
export const LEARNERS_SHOWN_FROM = 10;
