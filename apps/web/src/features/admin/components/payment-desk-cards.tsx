import {
  FORWARDER_QUIET_HOURS,
  PAYMENT_PROVIDERS,
  PROVIDER_LABELS,
} from '@codegrow/shared/constants/payment-providers';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import {
  AlertTriangle,
  BadgeCheck,
  CheckCheck,
  Clock,
  Download,
  HandCoins,
  Smartphone,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form/text-field';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { formatCount, formatDayTime, formatTaka } from '../admin-formats';
import { readDate } from '@codegrow/shared/format/formats';
import { deskQuery, usePaymentDesk, type DeskFilters } from '../api/get-payment-desk';
import { useApproveMatched } from '../api/record-evidence';
import { Stat } from './stat-cards';

/** '2 · ৳60': how many, and how much. */
const figure = ({ count, total }: { count: number; total: number }) =>
  `${formatCount(count)} · ${formatTaka(total)}`;

/** The payment desk at a glance: claims verified, waiting, flagged, and money nobody claimed. */
export function PaymentDeskCards() {
  const [filters, setFilters] = useState<DeskFilters>({ from: '', to: '', provider: '' });
  const desk = usePaymentDesk(filters);
  if (!desk.data) return null;
  const { verified, waiting, flagged, unclaimed } = desk.data.buckets;
  return (
    <div className="space-y-3">
      <DeskFilterBar filters={filters} onChange={setFilters} />
      <dl
        aria-label="Payment desk"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <Stat
          icon={BadgeCheck}
          label="Verified"
          value={figure(verified)}
          tone="bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300"
        />
        <Stat
          icon={Clock}
          label="Waiting"
          value={figure(waiting)}
          tone="bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
        />
        <Stat
          icon={AlertTriangle}
          label="Flagged"
          value={figure(flagged)}
          tone="bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-300"
        />
        <Stat
          icon={HandCoins}
          label="Unclaimed money"
          value={figure(unclaimed)}
          tone="bg-sky-100 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300"
        />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ForwarderStatus
          lastDeliveryAt={desk.data.forwarder.lastDeliveryAt}
          checkedAt={desk.dataUpdatedAt}
        />
        <ApproveMatchedButton />
      </div>
    </div>
  );
}

const fieldLabel = 'block text-xs font-medium text-slate-600 dark:text-slate-400';

/** The period and the wallet the figures are for, and the same as a CSV file. */
function DeskFilterBar({
  filters,
  onChange,
}: {
  filters: DeskFilters;
  onChange: (filters: DeskFilters) => void;
}) {
  const id = useId();
  const query = deskQuery(filters);
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Desk filters">
      <div>
        <label htmlFor={`${id}-from`} className={fieldLabel}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={cn(inputClass, 'mt-1 w-40')}
          value={filters.from}
          onChange={(event) => onChange({ ...filters, from: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={fieldLabel}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={cn(inputClass, 'mt-1 w-40')}
          value={filters.to}
          onChange={(event) => onChange({ ...filters, to: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-wallet`} className={fieldLabel}>
          Wallet
        </label>
        <select
          id={`${id}-wallet`}
          className={cn(inputClass, 'mt-1 w-36')}
          value={filters.provider}
          onChange={(event) =>
            onChange({ ...filters, provider: event.target.value as DeskFilters['provider'] })
          }
        >
          <option value="">All wallets</option>
          {PAYMENT_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_LABELS[provider]}
            </option>
          ))}
        </select>
      </div>
      <a
        href={`/api/admin/payments/export.csv${query ? `?${query}` : ''}`}
        download
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
    </div>
  );
}

/** One click for every claim whose evidence met every rule (auto-approval off). */
function ApproveMatchedButton() {
  const approve = useApproveMatched();
  const run = () =>
    approve.mutate(undefined, {
      onSuccess: ({ approved }) =>
        toast.success(
          approved
            ? `${formatCount(approved)} payment${approved === 1 ? '' : 's'} approved`
            : 'No full match is waiting',
        ),
      onError: () => toast.error(TRANSACTION_MESSAGES.approveFailed),
    });
  return (
    <Button size="sm" pending={approve.isPending} onClick={run}>
      {!approve.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
      Approve all full matches
    </Button>
  );
}

/**
 * When the SMS-forwarding app last delivered; silent for a day, it says so in amber. `checkedAt`:
 * when the desk's figures arrived, the moment the silence is measured to.
 */
function ForwarderStatus({
  lastDeliveryAt,
  checkedAt,
}: {
  lastDeliveryAt: string | null;
  checkedAt: number;
}) {
  const last = readDate(lastDeliveryAt);
  const quiet = !last || checkedAt - last.getTime() > FORWARDER_QUIET_HOURS * 3_600_000;
  let text = 'SMS forwarding app: no delivery yet';
  if (last)
    text = `SMS forwarding app: ${quiet ? 'quiet since' : 'last delivery'} ${formatDayTime(last)}`;
  return (
    <p
      className={cn(
        'flex items-center gap-2 text-sm',
        quiet ? 'text-amber-800 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400',
      )}
    >
      <Smartphone aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
