import { KEEP_OFFLINE_HEADER } from './site';

/** Kept with the site's other names (a page in any language sends it); given here too. */
export { KEEP_OFFLINE_HEADER };

/** Offline reading: the texts of 'Save offline', 'Download this path' and the Offline page. */
export const OFFLINE_TEXT = {
  pageTitle: 'Offline reading',
  intro:
    'Articles and learning paths you keep open on this device without a connection. They are removed when you sign out.',
  youAreOffline: 'You are offline. What is kept on this device opens without a connection.',
  notKept: 'That page is not kept on this device. It opens when you are back online.',
  nothingKept:
    "Nothing is kept on this device yet. Use 'Save offline' on an article or 'Download this path' on a learning path.",
  unsupported: 'This browser cannot keep pages for offline reading.',
  saveArticle: 'Save offline',
  savingArticle: 'Saving…',
  savedArticle: 'Saved offline',
  downloadPath: 'Download this path',
  downloadingPath: 'Downloading…',
  downloadedPath: 'Downloaded',
  articleSaved: 'Saved for offline reading',
  pathDownloaded: (articles: number) =>
    `Path downloaded with ${articles === 1 ? '1 article' : `${articles} articles`} for offline reading`,
  removed: 'Removed from this device',
  saveFailed: 'Could not keep it on this device. Check the connection and try again.',
  remove: 'Remove',
  removeAll: 'Remove all',
  confirmRemoveAll: 'Remove everything kept on this device?',
  listLink: 'Offline reading',
  kindLabels: { article: 'Article', path: 'Learning path' },
  total: (items: number, size: string) =>
    `${items === 1 ? '1 item' : `${items} items`} · ${size} on this device`,
} as const;
