import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { pageTitle, useHead } from '../../../lib/page-head';

/** docs/product.md §2: an unknown or unpublished article. */
export function BlogNotFound() {
  const { t } = useTranslation();
  useHead({ title: pageTitle(t('messages.reader.blogNotFound')), noindex: true });
  return (
    <div className="flex min-h-[55vh] items-center justify-center px-4 py-16">
      <div className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          <FileQuestion aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('messages.reader.blogNotFound')}
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t('blogs.notFound.body')}</p>
        <Link
          to={paths.blogs.getHref()}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('blogs.notFound.browseAll')}
        </Link>
      </div>
    </div>
  );
}
