import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { transactionInputSchema } from '@codegrow/shared/schemas/transaction';
import { LoaderCircle, Receipt, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { inputClass } from '../../../components/ui/form/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { useFormError } from '../../../hooks/use-form-error';
import { useSubmitTransaction } from '../api/submit-transaction';

export const TRX_ID_LABEL = 'Transaction ID';

interface TransactionFormProps {
  isAuthenticated: boolean;
  /** From viewerKey(): whose transaction list to refresh. */
  viewer: string;
  /** A visitor tried to submit: the page sends them to log in. */
  onLoginRequired: () => void;
  onSubmitted: () => void;
}

/**
 * docs/product.md §5 Submit payment, checked in this order: logged in, then a non-blank ID.
 * The ID goes to the server as typed (the server trims it); the price is the plan's.
 */
export function TransactionForm({
  isAuthenticated,
  viewer,
  onLoginRequired,
  onSubmitted,
}: TransactionFormProps) {
  const [trxId, setTrxId] = useState('');
  const { error, setError, showError } = useFormError();
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = useSubmitTransaction(viewer);
  const inputId = useId();
  const hintId = useId();

  const fail = (message: string) => {
    showError(message);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (!isAuthenticated) {
      toast.error(TRANSACTION_MESSAGES.loginToSubmit);
      onLoginRequired();
      return;
    }
    // The rule the hint states, checked before sending: the server's, from the shared schema.
    const checked = transactionInputSchema.shape.trxId.safeParse(trxId);
    if (!checked.success) {
      fail(checked.error.issues[0]?.message ?? TRANSACTION_MESSAGES.trxIdRequired);
      return;
    }
    setError(null);
    submit.mutate(
      { trxId, amount: LIFETIME_PLAN.price, planType: LIFETIME_PLAN.id },
      {
        onSuccess: () => {
          toast.success(TRANSACTION_MESSAGES.submitted);
          setTrxId('');
          onSubmitted();
        },
        onError: (caught) => fail(apiErrorMessage(caught, TRANSACTION_MESSAGES.submitFailed)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Submit your payment">
      <div className="space-y-1.5">
        <label
          htmlFor={inputId}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {TRX_ID_LABEL}
        </label>
        <div className="relative">
          <Receipt
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400 dark:text-slate-500"
          />
          <input
            ref={inputRef}
            id={inputId}
            name="trxId"
            value={trxId}
            onChange={(event) => setTrxId(event.target.value)}
            placeholder="e.g. 8N7A6B5C4D"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={hintId}
            className={cn(
              inputClass,
              'pl-9 font-mono tracking-wide aria-invalid:border-red-400 dark:aria-invalid:border-red-500/70',
            )}
          />
        </div>
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          The ID in your payment confirmation message: 4 to 64 letters and digits.
        </p>
      </div>
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" aria-busy={submit.isPending}>
        {submit.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {submit.isPending ? 'Submitting...' : 'Submit Transaction'}
      </Button>
    </form>
  );
}
