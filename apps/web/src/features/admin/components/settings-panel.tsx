import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { ADMIN_MESSAGES } from '@codegrow/shared/constants/admin-messages';
import {
  TRANSACTION_MESSAGES,
  LIFETIME_PLAN_TEXT,
} from '@codegrow/shared/constants/payment-messages';
import {
  PAYMENT_PROVIDERS,
  PROVIDER_LABELS,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import {
  paymentSettingsFormSchema,
  senderList,
  type PaymentSettings,
  type PaymentSettingsForm,
} from '@codegrow/shared/schemas/transaction';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { inputClass, TextField } from '../../../components/ui/form/text-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { copyText } from '../../../lib/copy-text';
import { cn } from '../../../lib/cn';
import type { DashboardStats } from '../api/get-dashboard-stats';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useUpdatePaymentSettings } from '../api/update-payment-settings';
import { card } from './admin-table';
import { formatCount, formatTaka } from '../admin-formats';

export const APP_VERSION = '1.0.0';

function AutoApproveSwitch() {
  const settings = usePaymentSettings();
  const update = useUpdatePaymentSettings();
  const id = useId();
  if (settings.isPending) return <Skeleton className="h-12 w-full" />;
  const checked = settings.data?.autoApprove ?? false;
  return (
    <Switch
      id={id}
      checked={checked}
      disabled={settings.isError || update.isPending}
      label="Auto-approve matched payments"
      description="When on, a payment that meets every rule of the matcher (or whose ID an admin added) is approved at once; when off, it waits for one click."
      onChange={(autoApprove) =>
        update.mutate(
          { autoApprove },
          {
            onSuccess: () => toast.success(ADMIN_MESSAGES.autoApproval(autoApprove)),
            onError: () => toast.error(ADMIN_MESSAGES.settingsUpdateFailed),
          },
        )
      }
    />
  );
}

/**
 * Whose messages the SMS-forwarding app may hand in, per wallet, as comma-separated names;
 * saved through PUT /api/admin/settings with auto-approval as it stands.
 */
function AllowedSenders() {
  const settings = usePaymentSettings();
  if (!settings.data) return null;
  return <AllowedSendersForm current={settings.data} />;
}

/** The settings as the form shows them: each wallet's senders comma-separated. */
const typedSettings = (current: PaymentSettings): PaymentSettingsForm => ({
  ...(Object.fromEntries(
    PAYMENT_PROVIDERS.map((provider) => [provider, current.allowedSenders[provider].join(', ')]),
  ) as Record<PaymentProvider, string>),
  reminderDays: String(current.reminderDays),
});

/** The form's text as PUT /api/admin/settings takes it, read as its schema read it to check it. */
const sentSettings = (typed: PaymentSettingsForm) => ({
  allowedSenders: Object.fromEntries(
    PAYMENT_PROVIDERS.map((provider) => [provider, senderList(typed[provider])]),
  ) as PaymentSettings['allowedSenders'],
  reminderDays: Number(typed.reminderDays),
});

function AllowedSendersForm({ current }: { current: PaymentSettings }) {
  const update = useUpdatePaymentSettings();
  const id = useId();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(
    paymentSettingsFormSchema,
    typedSettings(current),
  );
  const save = onSubmit((typed) =>
    update.mutate(
      { autoApprove: current.autoApprove, ...sentSettings(typed) },
      {
        onSuccess: () => toast.success(ADMIN_MESSAGES.allowedSendersSaved),
        // The refusal reads as it always has, one sentence whatever the reason.
        onError: (caught) =>
          refuse(caught, ADMIN_MESSAGES.settingsUpdateFailed, (_caught, fallback) => fallback),
      },
    ),
  );
  return (
    <form noValidate onSubmit={save} aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <p id={`${id}-heading`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Allowed SMS senders
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          The names wallet messages arrive from, separated by commas. The forwarding app’s messages
          from anyone else are kept unread.
        </p>
      </div>
      <FormAlert message={error} />
      {PAYMENT_PROVIDERS.map((provider) => (
        <TextField
          key={provider}
          label={PROVIDER_LABELS[provider]}
          className="font-mono"
          error={errors[provider]?.message}
          {...form.register(provider)}
        />
      ))}
      <TextField
        label="Remind a reader whose payment has not arrived after (days; closed after twice as many)"
        type="number"
        min={1}
        max={90}
        className="w-24"
        error={errors.reminderDays?.message}
        {...form.register('reminderDays')}
      />
      <Button type="submit" size="sm" pending={update.isPending}>
        Save senders and reminders
      </Button>
    </form>
  );
}

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

/** docs/product.md §2 Settings: the payment number, the lifetime price, auto-approval and system info. */
export function AdminSettingsPanel({
  paymentNumber,
  stats,
}: {
  paymentNumber: string;
  stats: DashboardStats;
}) {
  const numberId = useId();
  const copy = async () => {
    if (await copyText(paymentNumber)) toast.success(TRANSACTION_MESSAGES.paymentNumberCopied);
    else toast.error(ADMIN_MESSAGES.copyFailed(paymentNumber));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="payment-settings-heading" className={card}>
        <h2
          id="payment-settings-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Payments
        </h2>
        <div className="mt-5 space-y-5">
          <div className="space-y-1.5">
            <label
              htmlFor={numberId}
              className="block text-sm font-medium text-slate-700 dark:text-slate-200"
            >
              Payment number
            </label>
            <div className="flex gap-2">
              <input
                id={numberId}
                value={paymentNumber}
                readOnly
                className={cn(inputClass, 'bg-slate-50 font-mono dark:bg-slate-800/60')}
              />
              <Button
                variant="outline"
                onClick={() => void copy()}
                aria-label="Copy payment number"
              >
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
            </div>
          </div>
          <div className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
            <div>
              <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
                Lifetime price
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                One-time payment for {LIFETIME_PLAN_TEXT.name}
              </p>
            </div>
            <p className="text-2xl font-bold text-slate-900 dark:text-white">
              {formatTaka(LIFETIME_PLAN.price)}
            </p>
          </div>
          <AutoApproveSwitch />
          <AllowedSenders />
        </div>
      </section>

      <section aria-labelledby="system-info-heading" className={card}>
        <h2
          id="system-info-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          System information
        </h2>
        <dl className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          <InfoRow label="Version" value={APP_VERSION} />
          <InfoRow label="Users" value={formatCount(stats.totalUsers)} />
          <InfoRow label="Articles" value={formatCount(stats.totalBlogs)} />
          <InfoRow label="Premium articles" value={formatCount(stats.premiumBlogs)} />
          <InfoRow label="Pending payments" value={formatCount(stats.pendingTransactions)} />
        </dl>
      </section>
    </div>
  );
}
