import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { ArrowLeft, Clock, Copy, Mail, Smartphone } from 'lucide-react';
import type { Ref } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { site } from '../../../config/site';
import { copyText } from '../../../lib/copy-text';
import { PaymentQr } from './payment-qr';
import { PaymentReference } from './payment-reference';
import { SubscriptionFaq } from './subscription-faq';
import { TransactionForm } from './transaction-form';
import { formatTaka } from '../../../lib/format';

interface PaymentViewProps {
  isAuthenticated: boolean;
  viewer: string;
  onBack: () => void;
  onLoginRequired: () => void;
  onSubmitted: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

const price = formatTaka(LIFETIME_PLAN.price);

const STEPS = [
  {
    title: `Send ${price}`,
    text: `Open your mobile-money app, choose Send Money and send exactly ${price} to ${site.paymentNumber}.`,
  },
  {
    title: 'Copy the transaction ID',
    text: 'Your app and the confirmation SMS show a transaction ID of letters and digits.',
  },
  {
    title: 'Submit it here',
    text: 'Paste the ID below and submit. We verify it and unlock premium for your account.',
  },
] as const;

const card =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** docs/product.md §2 payment view: where to send the money, how, the ID form, timing and FAQ. */
export function PaymentView({
  isAuthenticated,
  viewer,
  onBack,
  onLoginRequired,
  onSubmitted,
  headingRef,
}: PaymentViewProps) {
  const copyNumber = async () => {
    if (await copyText(site.paymentNumber)) {
      toast.success(TRANSACTION_MESSAGES.paymentNumberCopied);
    } else {
      // Nothing could copy (an old browser, a refused permission): let the user copy it by hand.
      window.prompt('Copy the payment number:', site.paymentNumber);
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
          Complete your payment
        </h2>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {TRANSACTION_MESSAGES.backToPlans}
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
            Send {price} by mobile money
          </h3>
          <div className="mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
            {/* A phone cannot scan its own screen: the QR is for paying from another device. */}
            <div className="hidden sm:block">
              <PaymentQr
                value={site.paymentNumber}
                alt={`QR code of the payment number ${site.paymentNumber}`}
              />
            </div>
            <div className="w-full min-w-0 flex-1">
              <p className="text-sm text-slate-600 dark:text-slate-400">Payment number</p>
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <span className="font-mono text-2xl font-bold tracking-wider text-slate-900 dark:text-white">
                  {site.paymentNumber}
                </span>
                <Button variant="secondary" size="sm" onClick={() => void copyNumber()}>
                  <Copy aria-hidden="true" className="size-4" />
                  Copy number
                </Button>
              </div>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                Amount:{' '}
                <strong className="font-semibold text-slate-900 dark:text-white">{price}</strong>{' '}
                (one-time, {LIFETIME_PLAN.name})
              </p>
            </div>
          </div>

          {isAuthenticated && <PaymentReference viewer={viewer} />}

          <ol className="mt-6 space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-medium text-slate-900 dark:text-white">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="submit-heading" className={card}>
            <h3 id="submit-heading" className="font-semibold text-slate-900 dark:text-white">
              Submit your transaction ID
            </h3>
            <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
              {isAuthenticated
                ? 'We link the payment to your account.'
                : 'You need to be logged in so we can link the payment to your account.'}
            </p>
            <TransactionForm
              isAuthenticated={isAuthenticated}
              viewer={viewer}
              onLoginRequired={onLoginRequired}
              onSubmitted={onSubmitted}
            />
          </section>

          <aside
            aria-label="Processing time"
            className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5 text-sm text-indigo-950 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100"
          >
            <p className="flex items-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="size-4" />
              Processing time
            </p>
            <p className="mt-2 leading-6 text-indigo-900/90 dark:text-indigo-100/80">
              Payments are verified within 24 hours. Your lifetime access starts as soon as yours is
              approved.
            </p>
            <p className="mt-2 flex items-start gap-2 leading-6 text-indigo-900/90 dark:text-indigo-100/80">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
              You will get an e-mail confirmation, and the status shows on your dashboard.
            </p>
          </aside>
        </div>
      </div>

      <SubscriptionFaq />
    </div>
  );
}
