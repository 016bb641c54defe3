import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { ArrowRight, BadgeCheck, Check, Gift, Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useFormats } from '../../../lib/i18n/use-formats';
import { PendingPayment } from './pending-payment';

interface PlanCardProps {
  /** The viewer already has an active subscription: no button, a way to the dashboard. */
  subscribed: boolean;
  /** A payment waiting for review: said so, instead of a second checkout. */
  pending?: Transaction | null;
  onGetAccess: () => void;
  /** Pay for someone else: open to every reader, subscribed or not. */
  onGiveGift: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The plan's eight features (LIFETIME_FEATURES), in order. */
const FEATURES = [
  'subscription.plan.features.unlimitedContent',
  'subscription.plan.features.adFree',
  'subscription.plan.features.offline',
  'subscription.plan.features.prioritySupport',
  'subscription.plan.features.futureContent',
  'subscription.plan.features.noMonthlyCharges',
  'subscription.plan.features.community',
  'subscription.plan.features.earlyAccess',
] as const;

/** docs/product.md §2 plan view: the one plan, its price, its eight features and the way to pay. */
export function PlanCard({
  subscribed,
  pending = null,
  onGetAccess,
  onGiveGift,
  buttonRef,
}: PlanCardProps) {
  const { t } = useTranslation();
  const { formatTaka } = useFormats();
  return (
    <section
      aria-labelledby="plan-title"
      className="relative mx-auto max-w-lg overflow-hidden rounded-3xl border-2 border-indigo-500 bg-white shadow-xl shadow-indigo-600/10 dark:border-indigo-400/70 dark:bg-slate-900 dark:shadow-indigo-950/40"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-48 bg-linear-to-b from-indigo-50 to-transparent dark:from-indigo-500/15"
      />
      <div className="relative p-6 sm:p-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('subscription.plan.badge')}
        </p>
        <h2
          id="plan-title"
          className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl dark:text-white"
        >
          {t('subscription.plan.title')}
        </h2>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-5xl font-extrabold tracking-tight text-slate-900 dark:text-white">
            {formatTaka(LIFETIME_PLAN.price)}
          </span>
          <span className="text-sm font-medium text-slate-500 dark:text-slate-400">
            {t('subscription.plan.priceNote')}
          </span>
        </p>

        <ul aria-label={t('subscription.plan.included')} className="mt-6 grid gap-3 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li
              key={feature}
              className="flex items-start gap-2.5 text-sm text-slate-700 dark:text-slate-300"
            >
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              {t(feature)}
            </li>
          ))}
        </ul>

        {subscribed ? (
          <div
            role="status"
            className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200"
          >
            <p className="flex items-center gap-2 font-semibold">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
              {t('subscription.plan.subscribedTitle')}
            </p>
            <p className="mt-1 text-emerald-800/90 dark:text-emerald-200/80">
              {t('subscription.plan.subscribedBody')}
            </p>
            <Link
              to={paths.dashboard.getHref()}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}
            >
              {t('common.ui.goToDashboard')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : pending ? (
          <PendingPayment transaction={pending} />
        ) : (
          <Button ref={buttonRef} size="lg" className="mt-8 w-full" onClick={onGetAccess}>
            {t('subscription.plan.getAccess')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">
            {t('subscription.gift.giveAsGiftNote')}
          </p>
          <Button variant="outline" size="sm" onClick={onGiveGift}>
            <Gift aria-hidden="true" className="size-4" />
            {t('subscription.gift.giveAsGift')}
          </Button>
        </div>
      </div>
    </section>
  );
}
