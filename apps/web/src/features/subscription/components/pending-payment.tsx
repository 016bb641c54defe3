import { PENDING_PAYMENT_TEXT } from '@codegrow/shared/constants/payment-messages';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { ArrowRight, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useWithdrawTransaction } from '../api/withdraw-transaction';
import { arrivedShort, ShortPayment } from './short-payment';

/**
 * A payment waiting for review, said so with its ID instead of a second checkout; withdrawn by
 * its reader, or, when its money arrived short, completed by another payment.
 */
export function PendingPayment({ transaction }: { transaction: Transaction }) {
  const withdraw = useWithdrawTransaction();
  const trxId = transaction.trx_id;
  const takeBack = () => {
    if (!window.confirm(PENDING_PAYMENT_TEXT.confirmWithdraw(trxId))) return;
    withdraw.mutate(transaction.id, {
      onSuccess: () => toast.success(PENDING_PAYMENT_TEXT.withdrawn),
      onError: () => toast.error(PENDING_PAYMENT_TEXT.withdrawFailed),
    });
  };
  return (
    <>
      <div
        role="status"
        className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
      >
        <p className="flex items-center gap-2 font-semibold">
          <Hourglass aria-hidden="true" className="size-5 shrink-0" />
          {PENDING_PAYMENT_TEXT.title}
        </p>
        <p className="mt-1 break-words">{PENDING_PAYMENT_TEXT.body(trxId)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={paths.dashboard.getHref('transactions')}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {PENDING_PAYMENT_TEXT.seeYourPayments}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Button variant="ghost" size="sm" pending={withdraw.isPending} onClick={takeBack}>
            {PENDING_PAYMENT_TEXT.withdraw}
          </Button>
        </div>
      </div>
      {arrivedShort(transaction) && <ShortPayment transaction={transaction} />}
    </>
  );
}
