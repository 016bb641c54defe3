import { ArrowRight, BookOpen, Crown, Settings } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

interface Action {
  label: string;
  text: string;
  href: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/** docs/product.md §2 overview: Browse Blogs, Subscribe (until the subscription is active), Account Settings. */
export function QuickActions({ subscribed }: { subscribed: boolean }) {
  const { t } = useTranslation();
  const actions: Action[] = [
    {
      label: t('dashboard.browseBlogs'),
      text: t('dashboard.quickActions.browseText'),
      href: paths.blogs.getHref(),
      icon: BookOpen,
    },
    ...(subscribed
      ? []
      : [
          {
            label: t('dashboard.quickActions.subscribe'),
            text: t('dashboard.quickActions.subscribeText'),
            href: paths.subscribe.getHref(),
            icon: Crown,
          },
        ]),
    {
      label: t('dashboard.quickActions.settings'),
      text: t('dashboard.quickActions.settingsText'),
      href: paths.dashboard.getHref('settings'),
      icon: Settings,
    },
  ];

  return (
    <section aria-labelledby="quick-actions-heading">
      <h2
        id="quick-actions-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('dashboard.quickActions.heading')}
      </h2>
      <ul className="mt-4 grid gap-3">
        {actions.map(({ label, text, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className={cn(
                'group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-indigo-300 hover:bg-indigo-50/50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/40 dark:hover:bg-indigo-500/5',
                focusRing,
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900 dark:text-white">{label}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{text}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-500"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
