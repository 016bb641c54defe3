import { CURRENCY_SIGN } from '@codegrow/shared/constants/site';
import { LIFETIME_FEATURES, LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { Check } from 'lucide-react';
import { ContentLayout } from '../../components/layouts/content-layout';
import { Button } from '../../components/ui/button';

export default function SubscribeRoute() {
  return (
    <ContentLayout
      eyebrow="Premium"
      title="Subscribe"
      description="One payment, lifetime access to every premium tutorial."
    >
      <div className="mx-auto max-w-md rounded-2xl border-2 border-indigo-500 bg-white p-8 shadow-xl shadow-indigo-600/10 dark:bg-slate-900">
        <h2 className="text-lg font-semibold text-indigo-600 dark:text-indigo-400">
          {TRANSACTION_MESSAGES.planTitle}
        </h2>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-5xl font-extrabold text-slate-900 dark:text-white">
            {CURRENCY_SIGN}
            {LIFETIME_PLAN.price}
          </span>
          <span className="text-slate-500 dark:text-slate-400">
            one-time · {LIFETIME_PLAN.duration}
          </span>
        </p>
        <ul className="mt-6 space-y-3">
          {LIFETIME_FEATURES.map((feature) => (
            <li
              key={feature}
              className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300"
            >
              <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-500" />
              {feature}
            </li>
          ))}
        </ul>
        <Button size="lg" className="mt-8 w-full" disabled title="Available soon">
          {TRANSACTION_MESSAGES.getLifetimeAccess}
        </Button>
        <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">
          Payments open in the next release.
        </p>
      </div>
    </ContentLayout>
  );
}
