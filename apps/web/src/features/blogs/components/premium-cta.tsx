import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { Check, Crown, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/i18n/use-formats';

/** The first four of the plan's features (LIFETIME_FEATURES), as the subscribe page words them. */
const HIGHLIGHTS = [
  'subscription.plan.features.unlimitedContent',
  'subscription.plan.features.adFree',
  'subscription.plan.features.offline',
  'subscription.plan.features.prioritySupport',
] as const;

/** The home page's invitation to go premium (the caller hides it for active subscribers). */
export function PremiumCta() {
  const { t } = useTranslation();
  const { formatTaka } = useFormats();
  const price = formatTaka(LIFETIME_PLAN.price);
  return (
    <section
      aria-labelledby="premium-cta-heading"
      className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-600 to-blue-600 px-6 py-10 text-white shadow-xl shadow-indigo-600/20 sm:px-10 sm:py-12 lg:px-14 dark:from-indigo-700 dark:via-indigo-800 dark:to-blue-800 dark:shadow-none"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-sky-400/20 blur-3xl"
      />
      <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/25">
            <Crown aria-hidden="true" className="size-3.5" />
            {t('home.premiumCta.badge')}
          </p>
          <h2
            id="premium-cta-heading"
            className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {t('home.premiumCta.heading')}
          </h2>
          <p className="mt-3 max-w-xl text-indigo-100">{t('home.premiumCta.body', { price })}</p>
          <Link
            to={paths.subscribe.getHref()}
            className={cn(
              'mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50',
              focusRing,
              'focus-visible:ring-white focus-visible:ring-offset-indigo-600',
            )}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {t('subscription.plan.getAccess')}
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {HIGHLIGHTS.map((feature) => (
            <li key={feature} className="flex items-center gap-3 text-sm font-medium">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              {t(feature)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
