type Dated = { publish_date: string | null; created_at: string };

/**
 * When an article counts as published: its publish date, else when it was written. Cards show
 * it as 'Nov 21, 2026' and the article page as 'November 21, 2026' (docs/product.md §2), in
 * the page's language (`useFormats`).
 */
export function blogDate(blog: Dated): Date {
  return new Date(blog.publish_date ?? blog.created_at);
}
