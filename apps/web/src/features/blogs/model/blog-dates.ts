type Dated = { publish_date: string | null; created_at: string };

/** When an article counts as published: its publish date, else when it was written. */
export function blogDate(blog: Dated): Date {
  return new Date(blog.publish_date ?? blog.created_at);
}

// Publication dates are shown in UTC, so the page the server renders and the one the
// browser hydrates say the same day wherever the reader is.
const cardDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Cards: 'Nov 21, 2026' (docs/product.md §2, 'MMM dd, yyyy'). */
export function formatCardDate(blog: Dated): string {
  return cardDate.format(blogDate(blog));
}

/** The article page: 'November 21, 2026' (docs/product.md §2, en-US long format). */
export function formatLongDate(blog: Dated): string {
  return longDate.format(blogDate(blog));
}
