import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import { JOINERS, KHANDA_TA, KHANDA_TA_SPELLED } from '@codegrow/shared/content/search-text';

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

/** `text` as a PostgreSQL Unicode literal (U&'\09CE'), for the few marks written in SQL. */
const unicodeLiteral = (text: string) =>
  `U&'${[...text].map((c) => `\\${c.codePointAt(0)?.toString(16).padStart(4, '0')}`).join('')}'`;

/**
 * `text` as search reads it (searchText in packages/shared, the same rules): khanda ta made one
 * letter, NFC, the joiners dropped. Every function here is immutable, as a generated column
 * needs.
 */
export function searchable(text: SQL): SQL {
  const khanda = `${unicodeLiteral(KHANDA_TA_SPELLED)}, ${unicodeLiteral(KHANDA_TA)}`;
  return sql`translate(normalize(replace(${text}, ${sql.raw(khanda)}), NFC), ${sql.raw(unicodeLiteral(JOINERS))}, '')`;
}
