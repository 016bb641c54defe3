import { CURRENCY_SIGN } from '../constants/site';
import { LANGUAGE_LOCALES, type Language } from '../i18n/languages';

/**
 * How every number and date on the site is written, on its pages, in its mails and on its
 * receipts: in the reader's language and one time zone, so that the page the server renders and
 * the page the browser hydrates read the same, wherever the server runs and whatever the
 * reader's device is set to (docs/decisions/0016-one-locale-one-time-zone.md).
 * Bangladesh time, the time of the site's readers and of its wallets' messages, has no
 * daylight saving: it is UTC+6 all year. The web app's components take them from
 * `useFormats()`; the server from `formatsFor(language)`.
 */
export const TIME_ZONE = 'Asia/Dhaka';

type When = Date | string | null | undefined;

/** The date `when` names, or null for a missing or unreadable one. */
export function readDate(when: When): Date | null {
  if (when == null || when === '') return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `make()`'s value, made on the first call only. */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * The site's formats in one locale, made once per language, each of Intl's formatters on its
 * first use: making them costs milliseconds each (all of them at once held an article's
 * hydration on a slowed phone for 0.1 s), and a page uses two or three.
 */
function createFormats(locale: string) {
  const numbers = (options?: Intl.NumberFormatOptions) =>
    madeOnFirstUse(() => new Intl.NumberFormat(locale, options));
  const count = numbers();
  const digits = numbers({ useGrouping: false });
  const ago = madeOnFirstUse(() => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  const withPoisha = numbers({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    const format = madeOnFirstUse(
      () => new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE }),
    );
    /** Shows a date, or a dash for a missing or unreadable one. */
    return (when: When): string => {
      const date = readDate(when);
      return date ? format().format(date) : '—';
    };
  };
  const sizes = {
    kB: numbers({ style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
    MB: numbers({ style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
  };
  return {
    /** '1,500' */
    formatCount: (value: number): string => count().format(value),
    /** In the language's digits, ungrouped, as a counter shows them: '5000', '৫০০০'. */
    formatDigits: (value: number): string => digits().format(value),
    /** '5 minutes ago' ('৫ মিনিট আগে'), never 'yesterday': `amount` whole units before now. */
    formatAgo: (amount: number, unit: 'minute' | 'hour' | 'day'): string =>
      ago().format(-amount, unit),
    /**
     * The taka sign and the count's format: '৳30', '৳1,500'; an amount with poisha keeps both
     * its digits ('৳30.80', never '৳30.8'), since the poisha may be what a payment is told
     * apart by. `sign` where the taka sign cannot be drawn ('Tk ', a PDF's standard font);
     * `poisha` to write them always, as a receipt does ('Tk 30.00').
     */
    formatTaka: (
      amount: number,
      { sign = CURRENCY_SIGN, poisha = false }: { sign?: string; poisha?: boolean } = {},
    ): string =>
      `${sign}${(Number.isInteger(amount) && !poisha ? count : withPoisha)().format(amount)}`,
    /** 'Mar 05, 2026' (cards, tables, receipts). */
    formatDay: dateFormat({ year: 'numeric', month: 'short', day: '2-digit' }),
    /** 'March 5, 2026' (an article's or a map's own page). */
    formatLongDay: dateFormat({ year: 'numeric', month: 'long', day: 'numeric' }),
    /** 'Mar 05, 2026, 14:07', where the time of day matters (the admin's audit trail). */
    formatDayTime: dateFormat({
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    /** '14:07:09', a moment of today (a log's lines). */
    formatClock: dateFormat({
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
    /** 'March 5, 2026 at 2:07 PM', the exact time behind a relative one ('5 minutes ago'). */
    formatMoment: dateFormat({ dateStyle: 'long', timeStyle: 'short' }),
    /** '48 kB', '1.2 MB' (what offline reading keeps on the device); decimal units, as phones count. */
    formatBytes(bytes: number): string {
      if (bytes < 1_000_000) return sizes.kB().format(Math.max(1, Math.round(bytes / 1000)));
      return sizes.MB().format(bytes / 1_000_000);
    },
  };
}

export type Formats = ReturnType<typeof createFormats>;

const formatsByLanguage = new Map<Language, Formats>();

/** The formats of `language`'s pages. */
export function formatsFor(language: Language): Formats {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = createFormats(LANGUAGE_LOCALES[language]);
    formatsByLanguage.set(language, formats);
  }
  return formats;
}
