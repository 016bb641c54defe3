import { eq } from 'drizzle-orm';
import { paymentSettingsSchema, type PaymentSettings } from '@codegrow/shared/schemas/transaction';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/index';

const PAYMENTS_KEY = 'payments';
const DEFAULTS: PaymentSettings = { autoApprove: false };

/** Admin-editable payment settings, stored as one JSON row. */
export function createPaymentSettingsRepository(db: Executor) {
  return {
    async get(): Promise<PaymentSettings> {
      const [row] = await db.select().from(settings).where(eq(settings.key, PAYMENTS_KEY));
      const parsed = paymentSettingsSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : DEFAULTS;
    },

    async set(value: PaymentSettings): Promise<PaymentSettings> {
      await db
        .insert(settings)
        .values({ key: PAYMENTS_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      return value;
    },
  };
}
