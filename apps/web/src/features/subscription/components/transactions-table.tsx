import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { Plus, ReceiptText, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { TransactionStatusBadge } from '../../../components/ui/transaction-status-badge';
import { planLabel } from '../model/transaction-display';
import { PaymentTimeline } from '../../../components/payments/payment-timeline';
import { GiftsGiven } from './gifts-given';
import { useFormats } from '../../../lib/i18n/use-formats';

interface TransactionsTableProps {
  transactions: Transaction[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

const HEAD =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const CELL = 'px-4 py-3.5 text-sm whitespace-nowrap text-slate-700 dark:text-slate-300';

/** docs/product.md §2 dashboard transactions: ID, plan, amount, status and date, plus a way to pay again. */
export function TransactionsTable({
  transactions,
  isPending,
  isError,
  onRetry,
}: TransactionsTableProps) {
  const { t } = useTranslation();
  const { formatDay, formatTaka } = useFormats();
  return (
    <section aria-labelledby="transactions-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="transactions-heading"
            className="text-lg font-semibold text-slate-900 dark:text-white"
          >
            {t('subscription.transactions.heading')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('subscription.transactions.description')}
          </p>
        </div>
        <Link to={paths.subscribe.getHref()} className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('subscription.transactions.newSubscription')}
        </Link>
      </div>

      {isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('subscription.transactions.loading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full rounded-xl" />
          ))}
        </div>
      ) : isError || !transactions ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 px-6 py-10 text-center dark:border-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('subscription.transactions.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('subscription.transactions.tryAgain')}
          </Button>
        </div>
      ) : transactions.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/40">
          <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
            <ReceiptText aria-hidden="true" className="size-6" />
          </div>
          <p className="mt-4 font-semibold text-slate-900 dark:text-white">
            {t('subscription.transactions.emptyTitle')}
          </p>
          <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-400">
            {t('subscription.transactions.emptyBody')}
          </p>
        </div>
      ) : (
        <>
          {/* Phones: one card per payment; the five-column table needs more room. */}
          <ul className="space-y-3 sm:hidden">
            {transactions.map((transaction) => (
              <li
                key={transaction.id}
                className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-mono text-sm font-medium break-all text-slate-900 dark:text-white">
                    <span className="sr-only">{t('subscription.transactions.trxIdPrefix')}</span>
                    {transaction.trx_id}
                  </p>
                  <TransactionStatusBadge status={transaction.status} />
                </div>
                <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-400">
                  <span>
                    <PlanName transaction={transaction} />
                  </span>
                  <span aria-hidden="true">·</span>
                  <span className="font-medium text-slate-900 tabular-nums dark:text-white">
                    {formatTaka(transaction.amount)}
                  </span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={transaction.created_at}>{formatDay(transaction.created_at)}</time>
                </p>
                <RejectionReason transaction={transaction} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block dark:border-slate-800 dark:bg-slate-900">
            <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
              <thead className="bg-slate-50 dark:bg-slate-800/50">
                <tr>
                  <th scope="col" className={HEAD}>
                    {t('subscription.transactions.columns.trxId')}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t('subscription.transactions.columns.plan')}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t('subscription.transactions.columns.amount')}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t('subscription.transactions.columns.status')}
                  </th>
                  <th scope="col" className={HEAD}>
                    {t('subscription.transactions.columns.date')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {transactions.map((transaction) => (
                  <tr key={transaction.id}>
                    <td className={`${CELL} font-mono font-medium text-slate-900 dark:text-white`}>
                      {transaction.trx_id}
                    </td>
                    <td className={CELL}>
                      <PlanName transaction={transaction} />
                    </td>
                    <td className={`${CELL} tabular-nums`}>{formatTaka(transaction.amount)}</td>
                    <td className={CELL}>
                      <TransactionStatusBadge status={transaction.status} />
                      <RejectionReason transaction={transaction} />
                    </td>
                    <td className={CELL}>
                      <time dateTime={transaction.created_at}>
                        {formatDay(transaction.created_at)}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {transactions[0] && <PaymentTimeline transaction={transactions[0]} />}
          <GiftsGiven transactions={transactions} />
        </>
      )}
    </section>
  );
}

/** The plan paid for, and whom for when it was a gift. */
function PlanName({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  if (!transaction.gift) return planLabel(transaction.plan_type, t);
  return (
    <>
      {planLabel(transaction.plan_type, t)}{' '}
      <span className="text-slate-500 dark:text-slate-400">
        ({t('subscription.gift.planLabel', { email: transaction.gift.recipient_email })})
      </span>
    </>
  );
}

/** Why an admin rejected the payment, when they said. */
function RejectionReason({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  if (transaction.status !== 'rejected' || !transaction.rejection_reason) return null;
  return (
    <p className="mt-1.5 max-w-xs text-xs whitespace-normal text-slate-600 dark:text-slate-400">
      {t('subscription.transactions.reasonLabel')} {transaction.rejection_reason}
    </p>
  );
}
