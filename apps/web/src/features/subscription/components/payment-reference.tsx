import { PROVIDER_LABELS } from '@codegrow/shared/constants/domain';
import type { PaymentReferenceAnswer } from '@codegrow/shared/schemas/payment-evidence';
import { type TFunction } from '../../../lib/i18n/i18n';
import { Tag } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Formats } from '@codegrow/shared/format/formats';
import { useFormats } from '../../../lib/i18n/use-formats';
import { usePaymentReference } from '../api/get-payment-reference';

/** '45 minutes', '3 hours', '2 days': how long approval usually takes, in the page's language. */
export function approvalTime(
  minutes: number,
  t: TFunction,
  formatCount: Formats['formatCount'],
): string {
  if (minutes < 90) {
    const count = Math.max(1, minutes);
    return t('subscription.reference.minutes', { count, n: formatCount(count) });
  }
  const hours = Math.round(minutes / 60);
  if (hours < 36) return t('subscription.reference.hours', { n: formatCount(hours) });
  return t('subscription.reference.days', { n: formatCount(Math.round(hours / 24)) });
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
  const { t } = useTranslation();
  const { formatCount, formatTaka } = useFormats();
  return (
    <div
      aria-label={t('subscription.reference.label')}
      role="group"
      className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 text-sm dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <p className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
        <Tag aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-300" />
        {t('subscription.reference.yours')}
        <strong className="font-mono text-base tracking-wider text-slate-900 dark:text-white">
          {answer.reference}
        </strong>
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subscription.reference.hint')}</p>
      <table className="mt-3 w-full text-left">
        <caption className="sr-only">{t('subscription.reference.caption')}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {t('subscription.reference.wallet')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('subscription.reference.number')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('subscription.reference.sendExactly')}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900 dark:text-white">
          {answer.accounts.map((account) => (
            <tr key={account.provider}>
              <th scope="row" className="py-1 font-medium">
                {PROVIDER_LABELS[account.provider]}{' '}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  ({t(`subscription.reference.kind.${account.kind}`)})
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
          {t('subscription.reference.rocketNote')}
        </p>
      )}
      {answer.usualApprovalMinutes !== null && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {t('subscription.reference.approval', {
            time: approvalTime(answer.usualApprovalMinutes, t, formatCount),
          })}
        </p>
      )}
    </div>
  );
}
