import { notFound } from '../../lib/page-data';
import { Compass } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { pageTitle, useHead } from '../../lib/page-head';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  useHead({ title: pageTitle(t('common.ui.pageNotFound')), noindex: true });
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="text-center">
        <Compass aria-hidden="true" className="mx-auto size-12 text-indigo-500" />
        <p className="mt-6 text-sm font-semibold tracking-widest text-indigo-600 dark:text-indigo-400">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('common.ui.pageNotFound')}
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t('common.notFound.message')}</p>
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          {t('common.ui.goBackHome')}
        </Link>
      </div>
    </div>
  );
}

/** Whatever the address, the answer is a 404. */
export const serverLoader = notFound;
