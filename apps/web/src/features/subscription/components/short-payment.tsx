import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TrxIdField } from '../../../components/payments/trx-id-field';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useApiErrorMessage } from '../../../hooks/use-failure-message';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { useAddPayment } from '../api/add-payment';

/** Less than the price arrived for this waiting payment (null: nothing arrived yet). */
export const arrivedShort = (transaction: Transaction) =>
  transaction.received !== null && transaction.received < transaction.amount;

/**
 * What arrived, what is missing, and a field for the ID of the payment that makes it up: the
 * server adds the payments together and verifies the claim once they reach the price.
 */

/** Fetched on the form's first check (hooks/use-spec-form). */
const addedPaymentRules = async () =>
  (await import('@codegrow/shared/schemas/transaction')).addedPaymentInputSchema;
export function ShortPayment({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const describeFailure = useApiErrorMessage();
  const { formatTaka } = useFormats();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(addedPaymentRules, {
    trxId: '',
  });
  const add = useAddPayment();
  const received = transaction.received ?? 0;
  const send = onSubmit(({ trxId }) => {
    if (add.isPending) return;
    add.mutate(
      { id: transaction.id, trxId },
      {
        onSuccess: () => {
          toast.success(t('subscription.short.paymentAdded'));
          form.reset();
        },
        onError: (caught) => refuse(caught, t('subscription.short.addFailed'), describeFailure),
      },
    );
  });

  return (
    <section
      aria-labelledby={`short-${transaction.id}`}
      className="mt-4 rounded-2xl border border-amber-200 bg-white p-4 text-sm text-slate-700 dark:border-amber-500/30 dark:bg-slate-900 dark:text-slate-200"
    >
      <h3 id={`short-${transaction.id}`} className="font-semibold text-slate-900 dark:text-white">
        {t('subscription.short.title')}
      </h3>
      <p className="mt-1">
        {t('subscription.short.body', {
          received: formatTaka(received),
          price: formatTaka(transaction.amount),
          missing: formatTaka(transaction.amount - received),
        })}
      </p>
      {transaction.added_trx_ids.length > 0 && (
        <p className="mt-1 break-words">
          {t('subscription.short.added', { trxIds: transaction.added_trx_ids.join(', ') })}
        </p>
      )}
      <form
        noValidate
        onSubmit={send}
        aria-label={t('subscription.short.formLabel')}
        className="mt-3 space-y-3"
      >
        <FormAlert message={error} />
        <TrxIdField error={errors.trxId?.message} {...form.register('trxId')} />
        <Button type="submit" size="sm" pending={add.isPending}>
          {t('subscription.short.addPayment')}
        </Button>
      </form>
    </section>
  );
}
