import { describe, expect, it } from 'vitest';
import { siteDate } from '../time/site-day';
import { untilDaySchema, untilOfDay } from './until-day';

const inPast = 'until must be in the future';
const check = (day: string) => untilDaySchema(inPast).safeParse(day);
const DAY_MS = 24 * 3600 * 1000;

describe("a form's 'until' day", () => {
  it.each([
    ['empty: no end', ''],
    ['today in the site’s time: it has not ended', siteDate(new Date())],
    ['a day to come', '2999-12-31'],
  ])('is taken when %s', (_name, day) => {
    expect(check(day)).toMatchObject({ success: true, data: day });
  });

  it.each([
    ['yesterday in the site’s time', siteDate(new Date(Date.now() - DAY_MS))],
    ['a day long past', '2000-01-01'],
    ['not a day', 'next week'],
    ['a day no calendar has', '2999-02-30'],
  ])('is refused, with the message given, for %s', (_name, day) => {
    expect(check(day).error?.issues[0]?.message).toBe(inPast);
  });

  it('is sent as the end of that day in the site’s time (UTC+6), or null for none', () => {
    expect(untilOfDay('2027-01-31')).toBe('2027-01-31T17:59:59.999Z');
    expect(untilOfDay('')).toBeNull();
  });
});
