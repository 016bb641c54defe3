import type { Language } from '@codegrow/shared/i18n/languages';
import { Lock, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSignInHref } from '../../../hooks/use-sign-in-href';

interface PremiumLockProps {
  excerpt: string;
  /** The article's language, which the excerpt is in. */
  language: Language;
  /** Anonymous visitors also get a way to log in: they may already be subscribers. */
  isAuthenticated: boolean;
}

/** docs/product.md §2/5: a premium article the viewer may not read shows its excerpt and the way to subscribe. */
export function PremiumLock({ excerpt, language, isAuthenticated }: PremiumLockProps) {
  const { t } = useTranslation();
  const signIn = useSignInHref();
  return (
    <section aria-labelledby="premium-lock-heading" className="mt-10">
      {excerpt && (
        <p
          lang={language}
          className="text-lg leading-8 text-slate-700 sm:text-xl sm:leading-9 dark:text-slate-300"
        >
          {excerpt}
        </p>
      )}
      <div className="relative mt-6 overflow-hidden rounded-2xl border border-amber-200 bg-linear-to-br from-amber-50 via-white to-indigo-50 px-6 py-10 text-center shadow-sm sm:px-10 dark:border-amber-400/20 dark:from-amber-400/10 dark:via-slate-900 dark:to-indigo-500/10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 ring-1 ring-amber-600/15 dark:bg-amber-400/15 dark:text-amber-300 dark:ring-amber-400/25">
          <Lock aria-hidden="true" className="size-6" />
        </div>
        <h2
          id="premium-lock-heading"
          className="mt-5 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t('blogs.lock.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-slate-600 dark:text-slate-400">
          {t('blogs.lock.body')}
        </p>
        <div className="mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.subscribe.getHref()} className={buttonVariants({ size: 'lg' })}>
            <Sparkles aria-hidden="true" className="size-4" />
            {t('blogs.lock.subscribeNow')}
          </Link>
          {!isAuthenticated && (
            <Link to={signIn} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('common.ui.logIn')}
            </Link>
          )}
        </div>
        {!isAuthenticated && (
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
            {t('blogs.lock.alreadyMember')}
          </p>
        )}
      </div>
    </section>
  );
}
