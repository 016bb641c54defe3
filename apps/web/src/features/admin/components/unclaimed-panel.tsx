import { PROVIDER_LABELS } from '@codegrow/shared/constants/payment-providers';
import type { UnclaimedPayment } from '@codegrow/shared/schemas/payment-evidence';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { serverMessageOr } from '../../../lib/api-error-message';
import { formatDayTime, formatTaka } from '../admin-formats';
import { toast } from '../../../lib/toast';
import { useAssignPayment, useUnclaimedPayments } from '../api/unclaimed-payments';
import { card, ListState, TD } from './admin-table';
import { CardsOrTable, type Column } from './cards-or-table';

/**
 * Money that arrived and that nobody claimed: a reader who lost their transaction ID is found
 * by the sender and the amount, and an admin gives them the payment, which verifies it.
 */
export function UnclaimedPanel() {
  const [sender, setSender] = useState('');
  const [amount, setAmount] = useState('');
  const list = useUnclaimedPayments({
    sender: useDebouncedValue(sender),
    amount: useDebouncedValue(amount),
  });
  const payments = list.data?.payments ?? [];

  return (
    <section aria-labelledby="unclaimed-heading" className={`${card} space-y-4`}>
      <div>
        <h2 id="unclaimed-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Unclaimed money
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Payments received that no reader has claimed. Find one by its sender or amount and give it
          to the reader it belongs to.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Sender"
          inputMode="tel"
          placeholder="01XXXXXXXXX"
          value={sender}
          onChange={(event) => setSender(event.target.value)}
        />
        <TextField
          label="Amount (taka)"
          inputMode="decimal"
          placeholder="30"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={payments.length === 0}
        emptyText="No unclaimed payment matches."
        onRetry={() => void list.refetch()}
      />
      {payments.length > 0 && (
        <CardsOrTable
          label="Unclaimed payments"
          items={payments}
          keyOf={(payment) => payment.id}
          columns={UNCLAIMED_COLUMNS}
          action={(payment) => <AssignButton payment={payment} />}
        />
      )}
    </section>
  );
}

const UNCLAIMED_COLUMNS: [Column<UnclaimedPayment>, ...Column<UnclaimedPayment>[]] = [
  {
    head: 'Payment',
    cell: (payment) => (
      <>
        <span className="block font-mono font-medium text-slate-900 dark:text-white">
          {payment.trxId}
        </span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {PROVIDER_LABELS[payment.provider]}
        </span>
        {payment.expectedBalance !== null && (
          <span className="block text-xs text-red-700 dark:text-red-300">
            Balance should read {formatTaka(payment.expectedBalance)}
          </span>
        )}
      </>
    ),
  },
  { head: 'Sender', cell: (payment) => payment.sender ?? '—', className: `${TD} font-mono` },
  {
    head: 'Amount',
    cell: (payment) => formatTaka(payment.amount),
    className: `${TD} tabular-nums`,
  },
  {
    head: 'Received',
    cell: (payment) => (payment.receivedAt ? formatDayTime(payment.receivedAt) : '—'),
  },
];

function AssignButton({ payment }: { payment: UnclaimedPayment }) {
  const assign = useAssignPayment();
  const run = () => {
    const email = window.prompt(
      `Give ${PROVIDER_LABELS[payment.provider]} payment ${payment.trxId} to which reader? Their e-mail:`,
    );
    if (!email) return;
    // Awaited, not mutate's callbacks: the card leaves once the list is refetched, and a
    // callback of a component that has left never runs.
    assign.mutateAsync({ id: payment.id, email }).then(
      () => toast.success(`${payment.trxId} verified for ${email.trim()}`),
      (failure: unknown) => toast.error(serverMessageOr(failure, 'The payment was not assigned')),
    );
  };
  return (
    <Button
      size="sm"
      variant="outline"
      pending={assign.isPending}
      onClick={run}
      aria-label={`Assign ${payment.trxId} to a reader`}
    >
      {!assign.isPending && <UserCheck aria-hidden="true" className="size-4" />}
      Assign
    </Button>
  );
}
