import { format } from 'date-fns';

type Dated = { publish_date: string | null; created_at: string };

/** When an article counts as published: its publish date, else when it was written. */
export function blogDate(blog: Dated): Date {
  return new Date(blog.publish_date ?? blog.created_at);
}

/** Cards: 'Nov 21, 2026' (SPEC 2, 'MMM dd, yyyy'). */
export function formatCardDate(blog: Dated): string {
  return format(blogDate(blog), 'MMM dd, yyyy');
}

/** The article page: 'November 21, 2026' (SPEC 2, en-US long format). */
export function formatLongDate(blog: Dated): string {
  return blogDate(blog).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
