const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a `datetime-local` field shows it: in the admin's own time zone (the browser's),
 * to the second. Empty for none.
 */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A `datetime-local` field's value, read in the admin's own time zone, as the instant stored (UTC). */
export function instantOf(local: string): string {
  return local ? new Date(local).toISOString() : '';
}
