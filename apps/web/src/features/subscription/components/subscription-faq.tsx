import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../components/ui/button';

/** The questions' keys under `subscription.faq`, in order. */
const FAQ = ['verification', 'findId', 'oneTime', 'notApproved'] as const;

/** Four common questions, each a native disclosure (keyboard and screen-reader ready). */
export function SubscriptionFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('subscription.faq.heading')}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {FAQ.map((item) => (
          <details key={item} className="group">
            <summary
              className={cn(
                'flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-sm font-medium text-slate-900 hover:text-indigo-700 dark:text-white dark:hover:text-indigo-300 [&::-webkit-details-marker]:hidden',
                focusRing,
              )}
            >
              {t(`subscription.faq.${item}.question`)}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-4 text-sm leading-6 text-slate-600 dark:text-slate-400">
              {t(`subscription.faq.${item}.answer`, { email: site.email })}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
