import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { FileText, Printer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PaymentHistory } from '@codegrow/shared/schemas/payment-evidence';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useFormats } from '../../lib/i18n/use-formats';
import { buttonVariants } from '../ui/button';

/** GET /api/transactions/:id/history: the claim's steps, oldest first (its reader or an admin). */
function usePaymentHistory(id: number) {
  return useQuery({
    queryKey: ['transactions', id, 'history'],
    queryFn: ({ signal }) => api.get<PaymentHistory>(`/transactions/${id}/history`, { signal }),
  });
}

/**
 * Every step of one payment, as the audit trail recorded it: what happened, when and by whom;
 * once it is verified, its receipt. The reader's dashboard and an admin's view of a user show it.
 */
export function PaymentTimeline({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { formatDayTime } = useFormats();
  const history = usePaymentHistory(transaction.id);
  const headingId = useId();
  if (!history.data) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('subscription.timeline.heading', { trxId: transaction.trx_id })}
      </h3>
      <ol className="space-y-2 border-l-2 border-slate-200 pl-4 dark:border-slate-800">
        {history.data.events.map((event, index) => (
          <li key={index} className="text-sm">
            <p className="font-medium text-slate-900 dark:text-white">
              {event.type === 'approved' && event.detail.automatic === true
                ? t('subscription.timeline.approvedAutomatically')
                : t(`subscription.timeline.events.${event.type}`)}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={event.at}>{formatDayTime(event.at)}</time>
              {event.by && ` · ${event.by}`}
              {typeof event.detail.reason === 'string' && ` · ${event.detail.reason}`}
              {event.mail && ` · ${t(`subscription.timeline.mail.${event.mail.status}`)}`}
              {event.mail?.sentAt && (
                <>
                  {' '}
                  <time dateTime={event.mail.sentAt}>{formatDayTime(event.mail.sentAt)}</time>
                </>
              )}
            </p>
          </li>
        ))}
      </ol>
      {transaction.status === 'approved' && (
        <div className="flex flex-wrap gap-2">
          <a
            href={`/api/transactions/${transaction.id}/receipt`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Printer aria-hidden="true" className="size-4" />
            {t('subscription.timeline.receiptToPrint')}
          </a>
          <a
            href={`/api/transactions/${transaction.id}/receipt.pdf`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('subscription.timeline.receiptPdf')}
          </a>
        </div>
      )}
    </section>
  );
}
