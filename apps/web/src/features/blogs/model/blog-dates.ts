import { formatDay, formatLongDay } from '../../../lib/format';

type Dated = { publish_date: string | null; created_at: string };

/** When an article counts as published: its publish date, else when it was written. */
export function blogDate(blog: Dated): Date {
  return new Date(blog.publish_date ?? blog.created_at);
}

/** Cards: 'Nov 21, 2026' (docs/product.md §2, 'MMM dd, yyyy'). */
export function formatCardDate(blog: Dated): string {
  return formatDay(blogDate(blog));
}

/** The article page: 'November 21, 2026' (docs/product.md §2, en-US long format). */
export function formatLongDate(blog: Dated): string {
  return formatLongDay(blogDate(blog));
}
