import { PROVIDER_LABELS } from '@codegrow/shared/constants/payment-providers';
import type { PaymentReferenceAnswer } from '@codegrow/shared/schemas/payment-evidence';
import { Tag } from 'lucide-react';
import { formatTaka } from '../../../lib/format';
import { usePaymentReference } from '../api/get-payment-reference';

/** '45 minutes', '3 hours', '2 days': how long approval usually takes. */
export function approvalTime(minutes: number): string {
  if (minutes < 90) return `${Math.max(1, minutes)} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `${hours} hours`;
  return `${Math.round(hours / 24)} days`;
}

/**
 * What a signed-in reader needs before paying: their reference for bKash and Nagad, the exact
 * amount per wallet (Rocket, which has no reference field, gets an amount of its own), and how
 * long approval usually takes.
 */
export function PaymentReference({ viewer }: { viewer: string }) {
  const reference = usePaymentReference(viewer, { enabled: true });
  if (!reference.data) return null;
  return <ReferenceDetails answer={reference.data} />;
}

export function ReferenceDetails({ answer }: { answer: PaymentReferenceAnswer }) {
  return (
    <div
      aria-label="Your payment reference"
      role="group"
      className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <p className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
        <Tag aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-300" />
        Your reference:
        <strong className="font-mono text-base tracking-wider text-slate-900 dark:text-white">
          {answer.reference}
        </strong>
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Type it in the Reference field of bKash or Nagad, so we can tell your payment is yours.
      </p>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">Where to send the money, by wallet</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Wallet
            </th>
            <th scope="col" className="py-1 font-medium">
              Number
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Send exactly
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900 dark:text-white">
          {answer.accounts.map((account) => (
            <tr key={account.provider}>
              <th scope="row" className="py-1 font-medium">
                {PROVIDER_LABELS[account.provider]}{' '}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  ({account.kind})
                </span>
              </th>
              <td className="py-1 font-mono">{account.number}</td>
              <td className="py-1 text-right font-semibold tabular-nums">
                {formatTaka(
                  account.provider === 'rocket' && answer.rocketAmount !== null
                    ? answer.rocketAmount
                    : answer.amount,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {answer.rocketAmount !== null && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Rocket has no reference field: the poisha of its amount stand for your reference.
        </p>
      )}
      {answer.usualApprovalMinutes !== null && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          Approval usually takes {approvalTime(answer.usualApprovalMinutes)}.
        </p>
      )}
    </div>
  );
}
