import { format } from 'date-fns';

/** 'Mar 05, 2026' (docs/product.md §2's 'MMM dd, yyyy'); null for an unreadable date. */
export function formatDay(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, 'MMM dd, yyyy');
}
