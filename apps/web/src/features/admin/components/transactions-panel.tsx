import { TRANSACTION_STATUSES, type TransactionStatus } from '@codegrow/shared/constants/domain';
import { GIFT_LABEL } from '@codegrow/shared/constants/gifts';
import {
  PAYMENT_REVIEW_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import { MATCH_RULES } from '@codegrow/shared/constants/payment-providers';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { Check, Gift, Link2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { useTransactions } from '../api/get-transactions';
import { useReviewTransaction } from '../api/review-transaction';
import { capitalize } from '../model/admin-format';
import type { ReviewStatus } from '../model/review';
import { ListState, Pager, SearchField, SectionHeading, Table, TD } from './admin-table';
import { formatDay, formatTaka } from '../admin-formats';
import { TransactionStatusBadge } from '../../../components/ui/transaction-status-badge';

function ReviewButtons({ transaction }: { transaction: Transaction }) {
  const review = useReviewTransaction();
  const busy = review.isPending;

  const run = (status: ReviewStatus) => {
    // A rejection asks why; cancelling the question cancels the rejection.
    const reason =
      status === 'rejected' ? window.prompt(PAYMENT_REVIEW_TEXT.askReason(transaction.trx_id)) : '';
    if (reason === null) return;
    review.mutate(
      { id: transaction.id, status, reason },
      {
        onSuccess: () =>
          toast.success(
            status === 'approved' ? TRANSACTION_MESSAGES.approved : TRANSACTION_MESSAGES.rejected,
          ),
        onError: () =>
          toast.error(
            status === 'approved'
              ? TRANSACTION_MESSAGES.approveFailed
              : TRANSACTION_MESSAGES.rejectFailed,
          ),
      },
    );
  };

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={busy}
        onClick={() => run('approved')}
        aria-label={`Approve ${transaction.trx_id}`}
      >
        <Check aria-hidden="true" className="size-4" />
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => run('rejected')}
        aria-label={`Reject ${transaction.trx_id}`}
      >
        <X aria-hidden="true" className="size-4" />
        Reject
      </Button>
    </div>
  );
}

/** The matcher's rules a pending claim's evidence did not meet, in its words. */
function FailedRules({ transaction }: { transaction: Transaction }) {
  const failed = (transaction.match_rules ?? []).filter((rule) => !rule.passed);
  if (transaction.status !== 'pending' || failed.length === 0) return null;
  return (
    <ul
      aria-label={`Rules ${transaction.trx_id} did not meet`}
      className="mt-1 space-y-0.5 font-sans text-xs font-normal text-red-700 dark:text-red-300"
    >
      {failed.map(({ rule, why }) => (
        <li key={rule} className="flex items-start gap-1">
          <X aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          {MATCH_RULES[rule]}
          {rule === 'amount' &&
            transaction.received !== null &&
            ` (${formatTaka(transaction.received)} of ${formatTaka(transaction.amount)} arrived)`}
          {why && `: ${why}`}
        </li>
      ))}
      {transaction.added_trx_ids.length > 0 && (
        <li className="text-slate-600 dark:text-slate-300">
          Payments added: {transaction.added_trx_ids.join(', ')}
        </li>
      )}
    </ul>
  );
}

/** One row of the admin transactions table, also used by the overview (without actions). */
export function TransactionRow({
  transaction,
  actions = true,
}: {
  transaction: Transaction;
  actions?: boolean;
}) {
  return (
    <tr>
      <td className={cn(TD, 'font-mono font-medium text-slate-900 dark:text-white')}>
        <span className="inline-flex items-center gap-2">
          {transaction.trx_id}
          {transaction.matched && (
            <Badge tone="indigo">
              <Link2 aria-hidden="true" className="size-3" />
              Matched
            </Badge>
          )}
        </span>
        <FailedRules transaction={transaction} />
      </td>
      <td className={TD}>
        <span className="block font-medium text-slate-900 dark:text-white">
          {transaction.user_name ?? 'N/A'}
        </span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {transaction.user_email ?? '—'}
        </span>
        <GiftFor transaction={transaction} />
      </td>
      <td className={cn(TD, 'tabular-nums')}>{formatTaka(transaction.amount)}</td>
      <td className={TD}>
        <TransactionStatusBadge status={transaction.status} />
      </td>
      <td className={TD}>
        <time dateTime={transaction.created_at}>{formatDay(transaction.created_at)}</time>
      </td>
      {actions && (
        <td className={TD}>
          {transaction.status === 'pending' ? (
            <ReviewButtons transaction={transaction} />
          ) : (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {transaction.reviewed_at ? `Reviewed ${formatDay(transaction.reviewed_at)}` : '—'}
            </span>
          )}
        </td>
      )}
    </tr>
  );
}

/** A payment made as a gift: whom for (approving it sends them the link). */
function GiftFor({ transaction }: { transaction: Transaction }) {
  if (!transaction.gift) return null;
  return (
    <span className="mt-1 flex items-center gap-1.5 text-xs break-all text-indigo-700 dark:text-indigo-300">
      <Gift aria-hidden="true" className="size-3 shrink-0" />
      {GIFT_LABEL} for {transaction.gift.recipient_email}
    </span>
  );
}

/** One payment on a phone: what the table's row says, and the actions under it. */
function TransactionCard({ transaction }: { transaction: Transaction }) {
  return (
    <li className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-mono font-medium break-all text-slate-900 dark:text-white">
          {transaction.trx_id}
        </p>
        <TransactionStatusBadge status={transaction.status} />
      </div>
      <p className="break-all text-slate-600 dark:text-slate-400">
        {transaction.user_name ?? 'N/A'} · {transaction.user_email ?? '—'}
      </p>
      <GiftFor transaction={transaction} />
      <p className="text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {formatTaka(transaction.amount)}
        </span>{' '}
        · <time dateTime={transaction.created_at}>{formatDay(transaction.created_at)}</time>
        {transaction.matched && ' · Matched'}
      </p>
      <FailedRules transaction={transaction} />
      {transaction.status === 'pending' && <ReviewButtons transaction={transaction} />}
    </li>
  );
}

export const TRANSACTION_COLUMNS = ['Transaction ID', 'User', 'Amount', 'Status', 'Date'];

/** docs/product.md §2 Transactions tab: server-side search by ID or e-mail, a status filter, review actions. */
export function TransactionsPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search);
  const filterId = useId();
  const list = useTransactions({ search: debounced, status: status || undefined, page });
  const transactions = list.data?.transactions ?? [];

  return (
    <section aria-labelledby="admin-transactions-heading" className="space-y-4">
      <SectionHeading
        id="admin-transactions-heading"
        title="Transactions"
        description="Payments users submitted. Approve one once the money has arrived."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchField
          label="Search transactions by ID or e-mail"
          placeholder="Search transactions..."
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-slate-600 dark:text-slate-400">
            Status
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TransactionStatus | '');
              setPage(1);
            }}
            className={cn(inputClass, 'h-10 w-40')}
          >
            <option value="">All</option>
            {TRANSACTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {capitalize(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={transactions.length === 0}
        emptyText={debounced || status ? 'No transactions match.' : 'No transactions yet.'}
        onRetry={() => void list.refetch()}
      />
      {transactions.length > 0 && (
        <>
          {/* Phones: a card per payment, its actions in reach; the table would hide them. */}
          <ul aria-label="Transactions" className="space-y-3 sm:hidden">
            {transactions.map((transaction) => (
              <TransactionCard key={transaction.id} transaction={transaction} />
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table label="Transactions" head={[...TRANSACTION_COLUMNS, 'Actions']}>
              {transactions.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </Table>
          </div>
        </>
      )}
      <Pager label="Transactions pages" pagination={list.data?.pagination} onPage={setPage} />
    </section>
  );
}
