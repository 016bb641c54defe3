import { describe, expect, it } from 'vitest';
import { formatsFor } from '@codegrow/shared/format/formats';
import { blogDate } from './blog-dates';

const { formatDay, formatLongDay } = formatsFor('en');

// Midday UTC, so the calendar day is the same in every time zone a test machine uses.
const blog = { publish_date: '2026-11-21T12:00:00.000Z', created_at: '2026-01-05T12:00:00.000Z' };

describe('blog dates', () => {
  it('prefers the publish date and falls back to the creation date', () => {
    expect(blogDate(blog).toISOString()).toBe(blog.publish_date);
    expect(blogDate({ ...blog, publish_date: null }).toISOString()).toBe(blog.created_at);
  });

  it("formats cards as 'MMM dd, yyyy'", () => {
    expect(formatDay(blogDate(blog))).toBe('Nov 21, 2026');
    expect(formatDay(blogDate({ ...blog, publish_date: null }))).toBe('Jan 05, 2026');
  });

  it('formats the article page in the en-US long format', () => {
    expect(formatLongDay(blogDate(blog))).toBe('November 21, 2026');
  });
});
