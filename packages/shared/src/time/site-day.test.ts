import { describe, expect, it } from 'vitest';
import { endOfSiteDate, endOfSiteDay, siteDate } from './site-day';

describe("the site's day (Bangladesh time)", () => {
  it('ends at midnight in Dhaka, 18:00 UTC', () => {
    expect(endOfSiteDay(new Date('2026-03-05T10:00:00Z')).toISOString()).toBe(
      '2026-03-05T17:59:59.999Z',
    );
    // 19:00 UTC is already the next day in Dhaka.
    expect(endOfSiteDay(new Date('2026-03-05T19:00:00Z')).toISOString()).toBe(
      '2026-03-06T17:59:59.999Z',
    );
  });

  it('names the date as Dhaka has it', () => {
    expect(siteDate(new Date('2026-03-05T17:59:00Z'))).toBe('2026-03-05');
    expect(siteDate(new Date('2026-03-05T18:00:00Z'))).toBe('2026-03-06');
  });

  it('ends a date a form gives at that day’s midnight in Dhaka, wherever the browser is', () => {
    expect(endOfSiteDate('2027-06-30').toISOString()).toBe('2027-06-30T17:59:59.999Z');
  });
});
