import { eq } from 'drizzle-orm';
import {
  DEFAULT_ALLOWED_SENDERS,
  DEFAULT_REMINDER_DAYS,
} from '@codegrow/shared/constants/payment-providers';
import {
  paymentSettingsInputSchema,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@codegrow/shared/schemas/transaction';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/index';

const PAYMENTS_KEY = 'payments';
const DEFAULTS: PaymentSettings = {
  autoApprove: false,
  allowedSenders: {
    bkash: [...DEFAULT_ALLOWED_SENDERS.bkash],
    nagad: [...DEFAULT_ALLOWED_SENDERS.nagad],
    rocket: [...DEFAULT_ALLOWED_SENDERS.rocket],
  },
  reminderDays: DEFAULT_REMINDER_DAYS,
};

/** Admin-editable payment settings, stored as one JSON row; what was never set is the default. */
export function createPaymentSettingsRepository(db: Executor) {
  async function get(): Promise<PaymentSettings> {
    const [row] = await db.select().from(settings).where(eq(settings.key, PAYMENTS_KEY));
    const parsed = paymentSettingsInputSchema.safeParse(row?.value);
    return parsed.success ? { ...DEFAULTS, ...stripUndefined(parsed.data) } : DEFAULTS;
  }

  return {
    get,

    /** Changes what `input` holds and keeps the rest. */
    async set(input: PaymentSettingsInput): Promise<PaymentSettings> {
      const value = { ...(await get()), ...stripUndefined(input) };
      await db
        .insert(settings)
        .values({ key: PAYMENTS_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
      return value;
    },

    /** Whether `sender` is one of any provider's allowed senders (in any case). */
    async allowsSender(sender: string): Promise<boolean> {
      const { allowedSenders } = await get();
      const wanted = sender.trim().toLowerCase();
      return Object.values(allowedSenders).some((names) =>
        names.some((name) => name.toLowerCase() === wanted),
      );
    },
  };
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
