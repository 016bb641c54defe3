import { AlertTriangle, BadgeCheck, Clock, HandCoins } from 'lucide-react';
import { formatCount, formatTaka } from '../../../lib/format';
import { usePaymentDesk } from '../api/get-payment-desk';
import { Stat } from './stat-cards';

/** '2 · ৳60': how many, and how much. */
const figure = ({ count, total }: { count: number; total: number }) =>
  `${formatCount(count)} · ${formatTaka(total)}`;

/** The payment desk at a glance: claims verified, waiting, flagged, and money nobody claimed. */
export function PaymentDeskCards() {
  const desk = usePaymentDesk();
  if (!desk.data) return null;
  const { verified, waiting, flagged, unclaimed } = desk.data.buckets;
  return (
    <dl aria-label="Payment desk" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
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
  );
}
