import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored in UTC and read back as Date. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** SQL `IN (...)` list for a CHECK constraint built from a shared `as const` list. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
}
