import { CURRENCY_SIGN } from '@codegrow/shared/constants/site';

/**
 * How every number and date on the site is written: in one locale and one time zone, so that
 * the page the server renders and the page the browser hydrates read the same, wherever the
 * server runs and whatever the reader's device is set to (docs/decisions/0016-one-locale-one-time-zone.md).
 * Bangladesh time, the time of the site's readers and of its wallets' messages, has no
 * daylight saving: it is UTC+6 all year.
 */
export const LOCALE = 'en-US';
export const TIME_ZONE = 'Asia/Dhaka';

const count = new Intl.NumberFormat(LOCALE);
const day = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: TIME_ZONE,
});
const longDay = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: TIME_ZONE,
});
const dayTime = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
const moment = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

type When = Date | string | null | undefined;

/** The date `when` names, or null for a missing or unreadable one. */
export function readDate(when: When): Date | null {
  if (when == null || when === '') return null;
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Shows a date by `format`, or a dash for a missing or unreadable one. */
function dated(format: Intl.DateTimeFormat, when: When): string {
  const date = readDate(when);
  return date ? format.format(date) : '—';
}

/** '1,500' */
export function formatCount(value: number): string {
  return count.format(value);
}

/** Taka with poisha: always two digits after the point, as a wallet shows an amount. */
const withPoisha = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The taka sign and the count's format: '৳30', '৳1,500'; an amount with poisha keeps both its
 * digits ('৳30.80', never '৳30.8'), since the poisha may be what a payment is told apart by.
 */
export function formatTaka(amount: number): string {
  const digits = Number.isInteger(amount) ? count : withPoisha;
  return `${CURRENCY_SIGN}${digits.format(amount)}`;
}

/** 'Mar 05, 2026' (cards, tables, receipts). */
export function formatDay(when: When): string {
  return dated(day, when);
}

/** 'March 5, 2026' (an article's or a map's own page). */
export function formatLongDay(when: When): string {
  return dated(longDay, when);
}

/** 'Mar 05, 2026, 14:07', where the time of day matters (the admin's audit trail). */
export function formatDayTime(when: When): string {
  return dated(dayTime, when);
}

/** 'March 5, 2026 at 2:07 PM', the exact time behind a relative one ('5 minutes ago'). */
export function formatMoment(when: When): string {
  return dated(moment, when);
}

/** '5 min read', or nothing for an article without a body to time. */
export function readingTimeLabel(minutes: number): string | null {
  return minutes > 0 ? `${minutes} min read` : null;
}

const sizes = {
  kB: new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  MB: new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
};

/** '48 kB', '1.2 MB' (what offline reading keeps on the device); decimal units, as phones count. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return sizes.kB.format(Math.max(1, Math.round(bytes / 1000)));
  return sizes.MB.format(bytes / 1_000_000);
}
