import { PROVIDER_LABELS, REFUND_REASONS } from '@codegrow/shared/constants/payment-providers';
import type { RefundsDue } from '@codegrow/shared/schemas/payment-evidence';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-error-message';
import { formatTaka } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRecordRefund, useRefundsDue } from '../api/refunds';
import { card, Table, TD } from './admin-table';

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
      <Table label="Refunds due" head={['Payment', 'Why', 'Reader', 'Due back', 'Action']}>
        {due.map((refund) => (
          <RefundRow key={refund.evidenceId} refund={refund} />
        ))}
      </Table>
    </section>
  );
}

function RefundRow({ refund }: { refund: Refund }) {
  const record = useRecordRefund();
  const run = () => {
    const refundTrxId = window.prompt(
      `Refund of ${formatTaka(refund.amount)} to ${refund.sender ?? 'the payer'}: its transaction ID?`,
    );
    if (!refundTrxId) return;
    record.mutate(
      { evidenceId: refund.evidenceId, refundTrxId: refundTrxId.trim() },
      {
        onSuccess: () => toast.success(`Refund of ${refund.trxId} recorded`),
        onError: (failure) => toast.error(serverMessageOr(failure, 'The refund was not recorded')),
      },
    );
  };
  return (
    <tr>
      <td className={TD}>
        <span className="block font-mono font-medium text-slate-900 dark:text-white">
          {refund.trxId}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {PROVIDER_LABELS[refund.provider]} · {refund.sender ?? '—'}
        </span>
      </td>
      <td className={TD}>{REFUND_REASONS[refund.reason]}</td>
      <td className={TD}>{refund.reader ?? '—'}</td>
      <td className={`${TD} tabular-nums`}>{formatTaka(refund.amount)}</td>
      <td className={TD}>
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
      </td>
    </tr>
  );
}
