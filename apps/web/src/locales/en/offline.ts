import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';

/**
 * The offline area's texts: the Offline page, 'Save offline' and 'Download this path'.
 * OFFLINE_TEXT's two texts made from numbers are plurals here (the same words in English).
 */
export const offline = {
  list: {
    title: OFFLINE_TEXT.pageTitle,
    intro: OFFLINE_TEXT.intro,
    youAreOffline: OFFLINE_TEXT.youAreOffline,
    notKept: OFFLINE_TEXT.notKept,
    nothingKept: OFFLINE_TEXT.nothingKept,
    /** `count` the items, `items` the same count written in the page's digits, `size` formatted. */
    total_one: '1 item · {{size}} on this device',
    total_other: '{{count}} items · {{size}} on this device',
    kinds: OFFLINE_TEXT.kindLabels,
    remove: OFFLINE_TEXT.remove,
    /** The remove button's accessible name, with the page's title. */
    removeItem: `${OFFLINE_TEXT.remove} {{title}}`,
    removeAll: OFFLINE_TEXT.removeAll,
    confirmRemoveAll: OFFLINE_TEXT.confirmRemoveAll,
  },
  saveArticle: {
    keep: OFFLINE_TEXT.saveArticle,
    keeping: OFFLINE_TEXT.savingArticle,
    kept: OFFLINE_TEXT.savedArticle,
    done: OFFLINE_TEXT.articleSaved,
  },
  /** Beside a kept article with runnable SQL: PostgreSQL kept too, so its queries run offline. */
  sqlEngine: {
    keep: 'Keep PostgreSQL too ({{size}})',
    keeping: 'Keeping PostgreSQL…',
    kept: 'PostgreSQL kept',
    done: "PostgreSQL kept: this article's queries run offline",
  },
  downloadPath: {
    keep: OFFLINE_TEXT.downloadPath,
    keeping: OFFLINE_TEXT.downloadingPath,
    kept: OFFLINE_TEXT.downloadedPath,
    /** `count` the articles, `articles` the same count written in the page's digits. */
    done_one: 'Path downloaded with 1 article for offline reading',
    done_other: 'Path downloaded with {{count}} articles for offline reading',
  },
  unsupported: OFFLINE_TEXT.unsupported,
  removed: OFFLINE_TEXT.removed,
  saveFailed: OFFLINE_TEXT.saveFailed,
} as const;
