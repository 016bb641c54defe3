import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';

const {
  formatBytes,
  formatCount,
  formatDay,
  formatDayTime,
  formatLongDay,
  formatMoment,
  formatTaka,
} = formatsFor('en');

describe('numbers', () => {
  it('writes counts and taka with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatTaka(30)).toBe('৳30');
    expect(formatTaka(12500)).toBe('৳12,500');
    expect(formatTaka(30.8)).toBe('৳30.80');
    expect(formatTaka(1030.5)).toBe('৳1,030.50');
    expect(formatTaka(30.5)).toBe('৳30.50');
    expect(formatTaka(0)).toBe('৳0');
  });

  it('writes taka with another sign where the taka sign cannot be drawn (a receipt)', () => {
    expect(formatTaka(1500, { sign: 'Tk ' })).toBe('Tk 1,500');
    expect(formatTaka(1500, { sign: 'Tk ', poisha: true })).toBe('Tk 1,500.00');
    expect(formatTaka(1500.37, { sign: 'Tk ', poisha: true })).toBe('Tk 1,500.37');
  });
});

describe('dates, in Bangladesh time whatever the machine’s zone', () => {
  // 20:30 UTC on the 4th is 02:30 on the 5th in Dhaka (UTC+6, no daylight saving).
  const lateEvening = '2026-03-04T20:30:00.000Z';

  it('gives the day in Dhaka, short and long', () => {
    expect(formatDay(lateEvening)).toBe('Mar 05, 2026');
    expect(formatDay(new Date(lateEvening))).toBe('Mar 05, 2026');
    expect(formatLongDay(lateEvening)).toBe('March 5, 2026');
  });

  it('gives the time of day on a 24-hour clock, and the exact moment in words', () => {
    expect(formatDayTime('2026-03-05T08:07:00.000Z')).toBe('Mar 05, 2026, 14:07');
    expect(formatMoment('2026-03-05T08:07:00.000Z')).toBe('March 5, 2026 at 2:07 PM');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDay('nope')).toBe('—');
    expect(formatDay(null)).toBe('—');
    expect(formatDayTime(undefined)).toBe('—');
  });
});

describe('in Bangla', () => {
  const bangla = formatsFor('bn');

  it('writes Bengali digits and month names, in Bangladesh time too', () => {
    expect(bangla.formatCount(1500)).toBe('১,৫০০');
    expect(bangla.formatTaka(30.8)).toBe('৳৩০.৮০');
    expect(bangla.formatLongDay('2026-03-04T20:30:00.000Z')).toBe('৫ মার্চ, ২০২৬');
    expect(bangla.formatDay(null)).toBe('—');
  });

  it('writes a counter’s digits ungrouped, and ages in words', () => {
    expect(bangla.formatDigits(5000)).toBe('৫০০০');
    expect(formatsFor('en').formatDigits(5000)).toBe('5000');
    expect(bangla.formatAgo(5, 'minute')).toBe('৫ মিনিট আগে');
    expect(formatsFor('en').formatAgo(1, 'day')).toBe('1 day ago');
  });
});

describe('formatClock', () => {
  it('gives a moment’s time of day in Dhaka, to the second', () => {
    expect(formatsFor('en').formatClock('2026-03-05T08:07:09.000Z')).toBe('14:07:09');
  });
});

describe('formatBytes', () => {
  it('writes kilobytes whole and megabytes to one decimal, never zero', () => {
    expect(formatBytes(0)).toBe('1 kB');
    expect(formatBytes(48_400)).toBe('48 kB');
    expect(formatBytes(999_000)).toBe('999 kB');
    expect(formatBytes(1_240_000)).toBe('1.2 MB');
  });
});
