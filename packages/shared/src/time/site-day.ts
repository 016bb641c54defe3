/**
 * The site's day: Bangladesh time, UTC+6 all year (no daylight saving), the time of its readers
 * and of the wallets' messages. 'Due today' and 'once a day' are counted in it, on the server
 * and in the browser alike.
 */
const DAY_MS = 24 * 3600 * 1000;
const SITE_OFFSET_MS = 6 * 3600 * 1000;

/** The last moment of the site's day that `now` falls in. */
export function endOfSiteDay(now: Date): Date {
  const local = now.getTime() + SITE_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + DAY_MS - 1 - SITE_OFFSET_MS);
}

/** The site's date of `now`, as 'YYYY-MM-DD'. */
export function siteDate(now: Date): string {
  return new Date(now.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last moment of a site date ('YYYY-MM-DD', as a date field gives it): an end 'until' that day. */
export function endOfSiteDate(date: string): Date {
  return endOfSiteDay(new Date(`${date}T00:00:00+06:00`));
}
