import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { ArrowRight, Hourglass } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
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
  const { t } = useTranslation();
  const withdraw = useWithdrawTransaction();
  const trxId = transaction.trx_id;
  const takeBack = () => {
    if (!window.confirm(t('subscription.pending.confirmWithdraw', { trxId }))) return;
    withdraw.mutate(transaction.id, {
      onSuccess: () => toast.success(t('subscription.pending.withdrawn')),
      onError: () => toast.error(t('subscription.pending.withdrawFailed')),
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
          {t('subscription.pending.title')}
        </p>
        <p className="mt-1 break-words">{t('subscription.pending.body', { trxId })}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={paths.dashboard.getHref('transactions')}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('subscription.pending.seeYourPayments')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Button variant="ghost" size="sm" pending={withdraw.isPending} onClick={takeBack}>
            {t('subscription.pending.withdraw')}
          </Button>
        </div>
      </div>
      {arrivedShort(transaction) && <ShortPayment transaction={transaction} />}
    </>
  );
}
