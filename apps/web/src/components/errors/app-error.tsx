import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { isStaleBuildError, reloadForStaleBuild, staleBuildReloadDue } from '../../lib/stale-build';
import { Button, buttonVariants } from '../ui/button';
import { PageSpinner } from '../ui/spinner';

/** What went wrong, for the reader: a page whose code did not arrive is a connection's fault. */
function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (isStaleBuildError(error)) return null;
  if (error instanceof Error) return error.message;
  return null;
}

/** The router's fallback when a page throws (or its code fails to load after a deploy). */
export function AppError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A page whose code is gone after a deployment: one reload of this address loads the new build.
  const [reloading] = useState(() => typeof window !== 'undefined' && staleBuildReloadDue(error));
  useEffect(() => {
    if (reloading) reloadForStaleBuild();
  }, [reloading]);
  if (reloading) return <PageSpinner />;
  const detail = describe(error);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-6 text-2xl font-bold text-slate-900 dark:text-white">
          {t('common.ui.unexpectedError')}
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          {isStaleBuildError(error) ? t('common.ui.pageLoadFailed') : t('common.error.message')}
        </p>
        {detail && (
          <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 px-4 py-3 text-left text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {detail}
          </pre>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('common.error.reload')}</Button>
          {/* A full page load: the router itself may be what failed. */}
          <a href={paths.home.getHref()} className={buttonVariants({ variant: 'outline' })}>
            {t('common.ui.goBackHome')}
          </a>
        </div>
      </div>
    </div>
  );
}
