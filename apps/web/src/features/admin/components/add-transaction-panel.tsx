import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { Plus } from 'lucide-react';
import { adminTrxIdInputSchema } from '@codegrow/shared/schemas/transaction';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TrxIdField } from '../../../components/payments/trx-id-field';
import { serverMessageOr } from '../../../lib/api-error-message';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useAddTransactionId, type AddTransactionIdResponse } from '../api/add-transaction-id';
import { card } from './admin-table';

/** The toast after adding an ID: what happened to a user's matching payment, if any. */
function addedMessage({ matchedTransaction: match }: AddTransactionIdResponse): string {
  if (!match) return TRANSACTION_MESSAGES.idAdded;
  const who = match.user_email ?? 'a user';
  if (match.status === 'approved') {
    return `${TRANSACTION_MESSAGES.idAdded}. The matching payment from ${who} was approved automatically.`;
  }
  return `${TRANSACTION_MESSAGES.idAdded}. It matches a pending payment from ${who}.`;
}

/** docs/product.md §2 Add Transaction ID: record an ID seen on the mobile-money account. */
export function AddTransactionPanel() {
  const { form, errors, error, onSubmit, refuse } = useSpecForm(adminTrxIdInputSchema, {
    trxId: '',
  });
  const add = useAddTransactionId();

  const submit = onSubmit(({ trxId }) => {
    if (add.isPending) return;
    add.mutate(trxId, {
      onSuccess: (response) => {
        toast.success(addedMessage(response));
        form.reset();
      },
      onError: (caught) => refuse(caught, TRANSACTION_MESSAGES.idAddFailed, serverMessageOr),
    });
  });

  return (
    <section aria-labelledby="add-trx-heading" className={`${card} max-w-xl`}>
      <h2 id="add-trx-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Add Transaction ID
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Enter an ID from the mobile-money account. A user&apos;s payment with the same ID is marked
        as matched, and approved at once when auto-approval is on.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <TrxIdField error={errors.trxId?.message} {...form.register('trxId')} />
        <FormAlert message={error} />
        <Button type="submit" pending={add.isPending}>
          {!add.isPending && <Plus aria-hidden="true" className="size-4" />}
          Add Transaction ID
        </Button>
      </form>
    </section>
  );
}
