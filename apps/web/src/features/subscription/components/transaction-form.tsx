import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { LoaderCircle, Receipt, Send } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { inputClass } from '../../../components/ui/form/text-field';
import { cn } from '../../../lib/cn';
import { useSpecForm, type SchemaSource } from '../../../hooks/use-spec-form';
import { Link } from 'react-router';
import { useSignInHref } from '../../../hooks/use-sign-in-href';
import { useApiErrorMessage } from '../../../hooks/use-failure-message';
import { useSubmitTransaction } from '../api/submit-transaction';
import { typedTrxId } from '../model/typed-trx-id';
import { GIFT_LIMITS } from '@codegrow/shared/constants/limits';

/**
 * The fields the reader fills in: the ID, and for a gift whom it is for; amount and plan are
 * the plan's own.
 */
async function formSchema() {
  const { giftInputSchema, transactionInputSchema } =
    await import('@codegrow/shared/schemas/transaction');
  return transactionInputSchema.pick({ trxId: true }).extend({ gift: giftInputSchema.optional() });
}
/** Fetched on the form's first check (hooks/use-spec-form). */
const TRANSACTION_FORM_RULES = formSchema;
const GIFT_FORM_RULES = async () => (await formSchema()).required({ gift: true });

interface TransactionFormProps {
  isAuthenticated: boolean;
  /** From viewerKey(): whose transaction list to refresh. */
  viewer: string;
  /** Paid as a gift: the form asks whom for, and a line for them. */
  gift?: boolean;
  /** A visitor tried to submit: the page sends them to log in. */
  onLoginRequired: () => void;
  onSubmitted: () => void;
}

/**
 * docs/product.md §5 Submit payment, checked in this order: logged in, then a non-blank ID.
 * The ID is sent as the shared schema reads it (trimmed); the price is the plan's.
 */
export function TransactionForm({
  isAuthenticated,
  viewer,
  gift = false,
  onLoginRequired,
  onSubmitted,
}: TransactionFormProps) {
  const { t } = useTranslation();
  const describeFailure = useApiErrorMessage();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(
    (gift ? GIFT_FORM_RULES : TRANSACTION_FORM_RULES) as SchemaSource<
      Awaited<ReturnType<typeof GIFT_FORM_RULES | typeof TRANSACTION_FORM_RULES>>
    >,
    { trxId: typedTrxId.read(), ...(gift && { gift: { email: '', message: '' } }) },
  );
  const submit = useSubmitTransaction(viewer);
  const inputId = useId();
  const signIn = useSignInHref();
  const hintId = useId();

  // The rule the hint states, checked before sending: the server's, from the shared schema.
  const send = onSubmit((values) => {
    if (submit.isPending) return;
    submit.mutate(
      { ...values, amount: LIFETIME_PLAN.price, planType: LIFETIME_PLAN.id },
      {
        onSuccess: () => {
          toast.success(t(gift ? 'messages.gift.submitted' : 'subscription.form.submitted'));
          typedTrxId.clear();
          form.reset({ trxId: '' });
          onSubmitted();
        },
        onError: (caught) => refuse(caught, t('subscription.form.submitFailed'), describeFailure),
      },
    );
  });

  const submitOrSignIn = (event: FormEvent<HTMLFormElement>) => {
    if (isAuthenticated) return void send(event);
    event.preventDefault();
    // What was typed waits here for the reader's return from signing in.
    typedTrxId.keep(String(form.getValues('trxId') ?? ''));
    toast.error(t('subscription.form.loginToSubmit'));
    onLoginRequired();
  };

  return (
    <form
      noValidate
      onSubmit={submitOrSignIn}
      className="space-y-4"
      aria-label={t('subscription.form.label')}
    >
      {!isAuthenticated && (
        <p className="rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100">
          {t('subscription.form.signInFirst')}{' '}
          <Link to={signIn} className="font-semibold underline underline-offset-2">
            {t('common.ui.logIn')}
          </Link>
        </p>
      )}
      {gift && (
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
            {t('subscription.gift.forHeading')}
          </legend>
          <EmailField
            label={t('subscription.gift.emailLabel')}
            autoComplete="off"
            placeholder="friend@example.org"
            error={errors.gift?.email?.message}
            {...form.register('gift.email')}
          />
          <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
            {t('subscription.gift.emailHint')}
          </p>
          <TextareaField
            label={t('subscription.gift.messageLabel')}
            rows={2}
            maxLength={GIFT_LIMITS.messageMax}
            error={errors.gift?.message?.message}
            {...form.register('gift.message')}
          />
        </fieldset>
      )}
      <div className="space-y-1.5">
        <label
          htmlFor={inputId}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          {t('subscription.form.trxIdLabel')}
        </label>
        <div className="relative">
          <Receipt
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400 dark:text-slate-500"
          />
          <input
            id={inputId}
            placeholder={t('subscription.form.trxIdPlaceholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={errors.trxId || error ? true : undefined}
            aria-describedby={hintId}
            {...form.register('trxId')}
            className={cn(inputClass, 'pl-9 font-mono tracking-wide')}
          />
        </div>
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {t('subscription.form.hint')}
        </p>
      </div>
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" aria-busy={submit.isPending}>
        {submit.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {submit.isPending ? t('subscription.form.submitting') : t('subscription.form.submit')}
      </Button>
    </form>
  );
}
