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

/**
 * The browser's session: an `HttpOnly` cookie holding the server's signed token, which no
 * script on the page can read. Its presence also marks a request as a reader's, never cached
 * in front of the servers (deploy/varnish/default.vcl matches the same name). Wherever it is
 * `Secure` its name carries `__Host-` (`cookieName`), so no other host, not even a sibling
 * subdomain, can set it.
 */
export const SESSION_COOKIE = 'cg_sid';

/**
 * Written by the page when a reader signs out with no connection: the server cannot be told,
 * and the session cookie is out of the page's reach, so the first request that carries this
 * ends the session before anything is answered with it.
 */
export const PENDING_SIGN_OUT_COOKIE = 'cg_signout';

/** Addresses where a development server runs on plain HTTP, so cookies cannot be `Secure`. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** A cookie's name where it is `Secure` (`__Host-` prefixed) or on plain HTTP at loopback. */
export const cookieName = (name: string, secure: boolean): string =>
  secure ? `__Host-${name}` : name;

/** Keys the web app keeps in localStorage (docs/product.md §3). */
export const STORAGE_KEYS = {
  /**
   * Where browsers kept the session before it moved to the cookie: removed where found (never
   * written). Those tokens name no session, so they no longer sign anyone in.
   */
  legacyToken: 'token',
  legacyUser: 'user',
  theme: 'theme',
  /** Set once this browser has signed in through the identity provider. */
  providerUsed: 'identityProviderUsed',
  /** A visitor's reading progress, handed to the account when they sign in. */
  progress: 'readingProgress',
  /** A visitor's answers to articles' checks, judged again and kept when they sign in. */
  checkAnswers: 'checkAnswers',
  /** A visitor's labels for articles' maps ('Complete the map'), judged again when they sign in. */
  mapLabels: 'mapLabels',
} as const;

export const THEMES = ['light', 'dark'] as const;

/**
 * The element of every built page that tells the reader its app could not be loaded, hidden
 * until the page's first script finds so (apps/web/src/early-input, which repeats the id: it
 * imports nothing, to load without the app's code; the stylesheet names it too).
 */
export const LOAD_FAILED_NOTICE_ID = 'codegrow-load-failed';

/**
 * The id of the JSON the server writes into every page it sends: who is signed in (or null),
 * and on a page it rendered, the data it rendered from (apps/web/src/ssr/server-state.ts).
 */
export const PAGE_STATE_ID = 'codegrow-state';

/**
 * Puts the reader's theme on <html> before the first paint: the saved choice, else the
 * system's. Written into every page's head by the server, which allows exactly this script by
 * its hash in the Content-Security-Policy (no other inline script runs). One page for every
 * visitor, whichever theme they read in. The app keeps it in step (apps/web/src/lib/theme.ts).
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('theme');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var r=document.documentElement;r.classList.toggle('dark',t==='dark');r.style.colorScheme=t}catch(e){}";
export type Theme = (typeof THEMES)[number];

/** Where a category's feeds live, each under its file name (rss.xml, atom.xml, feed.json). */
export const categoryFeedPath = (slug: string, file: string) =>
  `/categories/${encodeURIComponent(slug)}/${file}`;

/** Where a learning path's feeds live: its newest published steps first. */
export const pathFeedPath = (slug: string, file: string) =>
  `/paths/${encodeURIComponent(slug)}/${file}`;

/** Below this many accounts the home page leaves 'Learners' out: '2+ Learners' says nothing good. */
export const LEARNERS_SHOWN_FROM = 10;

/**
 * Sent by the page when it fetches a page to keep for offline reading: the server renders it as
 * this reader may read it (a premium article whole for a subscriber) but without their personal
 * data (name, e-mail, photo), which a page kept on a device has no need of.
 */
export const KEEP_OFFLINE_HEADER = 'x-codegrow-keep';
