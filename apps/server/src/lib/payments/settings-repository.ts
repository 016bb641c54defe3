import {
  DEFAULT_ALLOWED_SENDERS,
  DEFAULT_REMINDER_DAYS,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import {
  paymentSettingsInputSchema,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@codegrow/shared/schemas/transaction';
import type { Executor } from '../../db/client';
import { createSettingsStore, SETTINGS_KEYS } from '../settings/settings-store';

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
  const store = createSettingsStore(db);
  async function get(): Promise<PaymentSettings> {
    const stored = await store.read(SETTINGS_KEYS.payments, paymentSettingsInputSchema);
    return stored ? { ...DEFAULTS, ...stripUndefined(stored) } : DEFAULTS;
  }

  return {
    get,

    /** Changes what `input` holds and keeps the rest. */
    async set(input: PaymentSettingsInput): Promise<PaymentSettings> {
      const value = { ...(await get()), ...stripUndefined(input) };
      await store.write(SETTINGS_KEYS.payments, value);
      return value;
    },

    /**
     * The wallet whose allowed sender `sender` is (in any case), or null: the sender that
     * delivered a message says whose message it is, not the message's own words.
     */
    async providerOfSender(sender: string): Promise<PaymentProvider | null> {
      const { allowedSenders } = await get();
      const wanted = sender.trim().toLowerCase();
      const found = PAYMENT_PROVIDERS.find((provider) =>
        allowedSenders[provider].some((name) => name.toLowerCase() === wanted),
      );
      return found ?? null;
    },
  };
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
