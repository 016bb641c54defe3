import { PROVIDER_LABELS, REFUND_REASONS } from '@codegrow/shared/constants/payment-providers';
import type { RefundsDue } from '@codegrow/shared/schemas/payment-evidence';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-error-message';
import { formatTaka } from '../admin-formats';
import { toast } from '../../../lib/toast';
import { useRecordRefund, useRefundsDue } from '../api/refunds';
import { card, TD } from './admin-table';
import { CardsOrTable, type Column } from './cards-or-table';

type Refund = RefundsDue['refunds'][number];

/** Money to send back (over-paid, paid twice); it stays listed until its refund is recorded. */
export function RefundsPanel() {
  const refunds = useRefundsDue();
  const due = refunds.data?.refunds ?? [];
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className={`${card} space-y-4`}>
      <div>
        <h2 id="refunds-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Refunds due
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Send the money back through the wallet, then record the refund’s own transaction ID.
        </p>
      </div>
      <CardsOrTable
        label="Refunds due"
        items={due}
        keyOf={(refund) => refund.evidenceId}
        columns={REFUND_COLUMNS}
        action={(refund) => <RecordRefundButton refund={refund} />}
      />
    </section>
  );
}

const REFUND_COLUMNS: [Column<Refund>, ...Column<Refund>[]] = [
  {
    head: 'Payment',
    cell: (refund) => (
      <>
        <span className="block font-mono font-medium text-slate-900 dark:text-white">
          {refund.trxId}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {PROVIDER_LABELS[refund.provider]} · {refund.sender ?? '—'}
        </span>
      </>
    ),
  },
  { head: 'Why', cell: (refund) => REFUND_REASONS[refund.reason] },
  { head: 'Reader', cell: (refund) => refund.reader ?? '—' },
  {
    head: 'Due back',
    cell: (refund) => formatTaka(refund.amount),
    className: `${TD} tabular-nums`,
  },
];

function RecordRefundButton({ refund }: { refund: Refund }) {
  const record = useRecordRefund();
  const run = () => {
    const refundTrxId = window.prompt(
      `Refund of ${formatTaka(refund.amount)} to ${refund.sender ?? 'the payer'}: its transaction ID?`,
    );
    if (!refundTrxId) return;
    // Awaited: the row leaves once the list is refetched, and would take a callback with it.
    record.mutateAsync({ evidenceId: refund.evidenceId, refundTrxId: refundTrxId.trim() }).then(
      () => toast.success(`Refund of ${refund.trxId} recorded`),
      (failure: unknown) => toast.error(serverMessageOr(failure, 'The refund was not recorded')),
    );
  };
  return (
    <Button
      size="sm"
      variant="outline"
      pending={record.isPending}
      onClick={run}
      aria-label={`Record the refund of ${refund.trxId}`}
    >
      {!record.isPending && <Undo2 aria-hidden="true" className="size-4" />}
      Record refund
    </Button>
  );
}
