import type { GiftState } from '@codegrow/shared/constants/gifts';
import { giftResendFormSchema, type Transaction } from '@codegrow/shared/schemas/transaction';
import { Gift, LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { serverMessageOr } from '../../../lib/api-error-message';
import { useFormats } from '../../../lib/i18n/use-formats';
import { toast } from '../../../lib/toast';
import { useResendGift } from '../api/resend-gift';

type GiftTransaction = Transaction & { gift: NonNullable<Transaction['gift']> };

/** The date a gift's state is about: its redemption, else its link's end. */
const stateDate = ({ gift }: GiftTransaction) =>
  gift.state === 'redeemed' ? gift.redeemed_at : gift.expires_at;

/** The reader's gifts, each with where its link stands and, while it waits, a way to resend it. */
export function GiftsGiven({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation();
  const gifts = transactions.filter((row): row is GiftTransaction => row.gift !== null);
  if (gifts.length === 0) return null;
  return (
    <section aria-labelledby="gifts-given-heading" className="space-y-3">
      <h3
        id="gifts-given-heading"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Gift aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        {t('subscription.gift.yourGifts')}
      </h3>
      <ul className="space-y-3">
        {gifts.map((transaction) => (
          <GiftGiven key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </section>
  );
}

function GiftGiven({ transaction }: { transaction: GiftTransaction }) {
  const { t } = useTranslation();
  const { formatDay } = useFormats();
  const { gift } = transaction;
  const date = stateDate(transaction);
  const state: GiftState = gift.state;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="font-medium break-all text-slate-900 dark:text-white">
        {t('subscription.gift.planLabel', { email: gift.recipient_email })}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {t(`subscription.gift.states.${state}`, { date: date ? formatDay(date) : '' })}
        <span className="font-mono"> · {transaction.trx_id}</span>
      </p>
      {gift.message && (
        <blockquote className="mt-2 border-l-2 border-slate-300 pl-3 text-slate-600 italic dark:border-slate-700 dark:text-slate-400">
          {gift.message}
        </blockquote>
      )}
      {state === 'sent' && <ResendGift transaction={transaction} />}
    </li>
  );
}

/** 'Send the link again', to the same address or a corrected one. */
function ResendGift({ transaction }: { transaction: GiftTransaction }) {
  const { t } = useTranslation();
  const resend = useResendGift();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(giftResendFormSchema, {
    email: transaction.gift.recipient_email,
  });

  const submit = onSubmit(({ email }) =>
    resend.mutate(
      { id: transaction.id, email },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (caught) => refuse(caught, t('subscription.gift.resendFailed'), serverMessageOr),
      },
    ),
  );

  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
        {t('subscription.gift.sendAgain')}
      </summary>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3">
        <FormAlert message={error} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <EmailField
              label={t('subscription.gift.sendAgainTo')}
              autoComplete="off"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </div>
          <Button type="submit" aria-busy={resend.isPending}>
            {resend.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {resend.isPending ? t('subscription.gift.sending') : t('subscription.gift.send')}
          </Button>
        </div>
      </form>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {t('subscription.gift.sendAgainHint')}
      </p>
    </details>
  );
}
