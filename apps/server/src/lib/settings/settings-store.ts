import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/index';

/**
 * The site's settings an admin (or the site itself) changes at run time, each under its key
 * as one JSON row: the one writer of `settings`. A section is read through its schema, so a row
 * written by an older version, or by hand, that no longer fits reads as its defaults.
 */
export const SETTINGS_KEYS = {
  payments: 'payments',
  moderation: 'moderation',
  /** When the SMS-forwarding app last delivered: the desk warns when it goes quiet. */
  forwarder: 'sms-forwarder',
} as const;
type SettingsKey = (typeof SETTINGS_KEYS)[keyof typeof SETTINGS_KEYS];

export function createSettingsStore(db: Executor) {
  return {
    /** The section, read with `schema`; undefined where it was never set or does not fit. */
    async read<T>(key: SettingsKey, schema: z.ZodType<T>): Promise<T | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      const parsed = schema.safeParse(row?.value);
      return parsed.success ? parsed.data : undefined;
    },

    async write(key: SettingsKey, value: Record<string, unknown>): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    },
  };
}
