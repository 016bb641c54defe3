import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { ArrowLeft, Clock, Copy, Mail, Smartphone } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { site } from '../../../config/site';
import { copyText } from '../../../lib/copy-text';
import { PaymentQr } from './payment-qr';
import { PaymentReference } from './payment-reference';
import { SubscriptionFaq } from './subscription-faq';
import { TransactionForm } from './transaction-form';
import { useFormats } from '../../../lib/i18n/use-formats';

interface PaymentViewProps {
  isAuthenticated: boolean;
  viewer: string;
  /** Paying for someone else. */
  gift?: boolean;
  onBack: () => void;
  onLoginRequired: () => void;
  onSubmitted: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The steps' keys under `subscription.payment.steps`, in order. */
const STEPS = ['send', 'copyId', 'submit'] as const;

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** docs/product.md §2 payment view: where to send the money, how, the ID form, timing and FAQ. */
export function PaymentView({
  isAuthenticated,
  viewer,
  gift = false,
  onBack,
  onLoginRequired,
  onSubmitted,
  headingRef,
}: PaymentViewProps) {
  const { t } = useTranslation();
  const { formatCount, formatTaka } = useFormats();
  const price = formatTaka(LIFETIME_PLAN.price);
  const copyNumber = async () => {
    if (await copyText(site.paymentNumber)) {
      toast.success(t('subscription.payment.numberCopied'));
    } else {
      // Nothing could copy (an old browser, a refused permission): let the user copy it by hand.
      window.prompt(t('subscription.payment.copyPrompt'), site.paymentNumber);
    }
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 outline-none dark:text-white"
        >
          {gift ? t('subscription.gift.heading') : t('subscription.payment.heading')}
        </h2>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('subscription.payment.backToPlans')}
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="pay-heading" className={`${card} lg:col-span-3`}>
          <h3
            id="pay-heading"
            className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
          >
            <Smartphone
              aria-hidden="true"
              className="size-5 text-indigo-600 dark:text-indigo-400"
            />
            {t('subscription.payment.sendHeading', { price })}
          </h3>
          <div className="mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
            {/* A phone cannot scan its own screen: the QR is for paying from another device. */}
            <div className="hidden sm:block">
              <PaymentQr
                value={site.paymentNumber}
                alt={t('subscription.payment.qrAlt', { number: site.paymentNumber })}
              />
            </div>
            <div className="w-full min-w-0 flex-1">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('subscription.payment.numberLabel')}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <span className="font-mono text-2xl font-bold tracking-wider text-slate-900 dark:text-white">
                  {site.paymentNumber}
                </span>
                <Button variant="secondary" size="sm" onClick={() => void copyNumber()}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('subscription.payment.copyNumber')}
                </Button>
              </div>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {t('subscription.payment.amountLabel')}{' '}
                <strong className="font-semibold text-slate-900 dark:text-white">{price}</strong>{' '}
                {t('subscription.payment.amountNote')}
              </p>
            </div>
          </div>

          {isAuthenticated && <PaymentReference viewer={viewer} />}

          <ol className="mt-6 space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
                >
                  {formatCount(index + 1)}
                </span>
                <div>
                  <p className="font-medium text-slate-900 dark:text-white">
                    <span className="sr-only">
                      {t('subscription.payment.stepLabel', { step: formatCount(index + 1) })}
                    </span>
                    {t(`subscription.payment.steps.${step}.title`, { price })}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                    {t(`subscription.payment.steps.${step}.text`, {
                      price,
                      number: site.paymentNumber,
                    })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="submit-heading" className={card}>
            <h3 id="submit-heading" className="font-semibold text-slate-900 dark:text-white">
              {t('subscription.payment.submitHeading')}
            </h3>
            <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
              {isAuthenticated
                ? t('subscription.payment.linkSignedIn')
                : t('subscription.payment.linkSignedOut')}
            </p>
            <TransactionForm
              isAuthenticated={isAuthenticated}
              viewer={viewer}
              gift={gift}
              onLoginRequired={onLoginRequired}
              onSubmitted={onSubmitted}
            />
          </section>

          <aside
            aria-label={t('subscription.payment.processingTime')}
            className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5 text-sm text-indigo-950 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100"
          >
            <p className="flex items-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="size-4" />
              {t('subscription.payment.processingTime')}
            </p>
            <p className="mt-2 leading-6 text-indigo-900/90 dark:text-indigo-100/80">
              {t('subscription.payment.processingBody')}
            </p>
            <p className="mt-2 flex items-start gap-2 leading-6 text-indigo-900/90 dark:text-indigo-100/80">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
              {t('subscription.payment.emailNote')}
            </p>
          </aside>
        </div>
      </div>

      <SubscriptionFaq />
    </div>
  );
}
