import { Route } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonVariants, focusRing } from '../../../components/ui/button';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLearning } from '../api/get-learning';
import { ContinueLink } from './continue-link';
import { LockedRest } from './locked-rest';
import { PathLevelBadge } from '../../../components/ui/path-level-badge';
import { PathProgressBar } from './path-progress-bar';

/** The dashboard's 'Learning' tab: the paths the reader has started, and where to go on. */
export function LearningPanel({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const { data: started, isPending, isError } = useLearning(viewer);
  if (isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (isError || started.length === 0) {
    return (
      <PagePlaceholder
        icon={Route}
        title={t('learning.panel.empty')}
        actions={
          <Link to={paths.learningPaths.getHref()} className={buttonVariants()}>
            {t('learning.panel.browse')}
          </Link>
        }
      >
        {t('learning.panel.intro')}
      </PagePlaceholder>
    );
  }
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {started.map((path) => {
        const next = path.continue_at;
        return (
          <li
            key={path.id}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div>
              <PathLevelBadge level={path.level} />
              <h2 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">
                <Link
                  to={paths.learningPath.getHref(path.slug)}
                  className={cn(
                    'rounded-sm hover:text-indigo-700 dark:hover:text-indigo-300',
                    focusRing,
                  )}
                >
                  {path.title}
                </Link>
              </h2>
            </div>
            <PathProgressBar
              read={path.read_steps}
              skipped={path.skipped_steps}
              steps={path.steps}
              label={t('learning.path.progressLabel', { title: path.title })}
            />
            {!next && path.locked_steps > 0 ? (
              <LockedRest />
            ) : !next && path.skipped_steps > 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('learning.path.onlySkippedLeft')}
              </p>
            ) : (
              <ContinueLink
                next={next && { blogId: next.blog_id, position: next.position }}
                variant="secondary"
                className="self-start"
              >
                {t('learning.panel.continueAt', { title: next?.title ?? '' })}
              </ContinueLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
