import { fetched, type PageArgs } from '../../../lib/page-data';
import { ArrowLeft, RefreshCw, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { BackLink } from '../../../components/ui/back-link';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { pathFeedPath } from '@codegrow/shared/constants/site';
import { FollowSelect } from '../../../features/following/components/follow-select';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { ANONYMOUS_VIEWER, viewerKey } from '../../../lib/viewer-key';
import { getPathQueryOptions } from '../../../features/learning/api/get-path';
import { useProgress } from '../../../features/learning/api/get-progress';
import { useRestartPath, useSkipStep } from '../../../features/learning/api/save-progress';
import { PathLevelBadge } from '../../../components/ui/path-level-badge';
import { PathProgressBar } from '../../../features/learning/components/path-progress-bar';
import { PathSteps } from '../../../features/learning/components/path-steps';
import { ContinueLink } from '../../../features/learning/components/continue-link';
import { LockedRest } from '../../../features/learning/components/locked-rest';
import { DownloadPathButton } from '../../../features/offline/components/download-path-button';
import { CertificateButton } from '../../../features/learning/components/certificate-button';
import { pathStatus, progressById } from '../../../features/learning/model/progress';
import { isNotFoundError } from '../../../lib/api-client';
import { pageTitle, useHead } from '../../../lib/page-head';
import { useFormats } from '../../../lib/i18n/use-formats';
import { useFailureMessage } from '../../../hooks/use-failure-message';
import { toast } from '../../../lib/toast';

const NO_PROGRESS = progressById([]);

function PathNotFound() {
  const { t } = useTranslation();
  useHead({ title: pageTitle(t('learning.path.notFound')), noindex: true });
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        {t('learning.path.notFound')}
      </h1>
      <Link to={paths.learningPaths.getHref()} className={buttonVariants()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('learning.path.backToPaths')}
      </Link>
    </div>
  );
}

export default function PathRoute() {
  const { t } = useTranslation();
  const { readingTimeLabel, formatCount } = useFormats();
  const { slug = '' } = useParams();
  const { user, sessionPending } = useAuth();
  const viewer = viewerKey(user);
  const queryClient = useQueryClient();
  const {
    data: path,
    isPending,
    error,
    refetch,
  } = useQuery({
    ...getPathQueryOptions(slug, viewer),
    // The copy every visitor gets (server-rendered) stands in until the reader's own arrives.
    placeholderData: () =>
      viewer === ANONYMOUS_VIEWER
        ? undefined
        : queryClient.getQueryData(getPathQueryOptions(slug, ANONYMOUS_VIEWER).queryKey),
  });
  const stepIds = useMemo(() => path?.articles.map((article) => article.id) ?? [], [path]);
  const progress = useProgress(sessionPending ? [] : stepIds, viewer).data ?? NO_PROGRESS;
  const skip = useSkipStep(viewer);
  const restart = useRestartPath(slug, viewer);
  const failure = useFailureMessage();
  const saveFailed = (error: unknown) =>
    toast.error(failure(error, t('learning.path.progressNotSaved')));
  useHead(
    path
      ? {
          title: pageTitle(path.title),
          description: path.description,
          // The path's own feed: its newest steps.
          feed: { title: pageTitle(path.title), path: pathFeedPath(path.slug, 'rss.xml') },
        }
      : null,
  );

  if (isPending) {
    return (
      <div role="status" className="mx-auto max-w-3xl px-4 py-12">
        <span className="sr-only">{t('learning.path.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-5 w-full" />
        <Skeleton className="mt-10 h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (isNotFoundError(error)) return <PathNotFound />;
  if (!path) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('learning.path.tryAgain')}
        </Button>
      </div>
    );
  }

  const locked = new Set(path.articles.flatMap((article) => (article.locked ? [article.id] : [])));
  const status = pathStatus(stepIds, progress, locked);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <BackLink to={paths.learningPaths.getHref()}>{t('learning.path.backToPaths')}</BackLink>
      <header className="mt-6">
        <PathLevelBadge level={path.level} />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {path.title}
        </h1>
        {path.description && (
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{path.description}</p>
        )}
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          {t('learning.articles', { count: path.steps, n: formatCount(path.steps) })} ·{' '}
          {readingTimeLabel(path.reading_time)}
        </p>
        <div className="mt-4">
          <FollowSelect
            target={{ pathId: path.id }}
            name={path.title}
            isAuthenticated={user !== null}
          />
        </div>
      </header>

      <section
        aria-label={t('learning.path.yourProgress')}
        className="mt-8 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <PathProgressBar
          read={status.read}
          skipped={status.skipped}
          steps={stepIds.length}
          label={t('learning.path.progressLabel', { title: path.title })}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {status.next === null && status.lockedUnread > 0 ? (
            <LockedRest />
          ) : status.next === null && status.skipped > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('learning.path.onlySkippedLeft')}
            </p>
          ) : (
            <ContinueLink next={status.next} size="lg">
              {status.started ? t('learning.path.continue') : t('learning.path.start')}
            </ContinueLink>
          )}
          {status.read === stepIds.length && stepIds.length > 0 && (
            <>
              {user && <CertificateButton slug={path.slug} />}
              <Button
                variant="outline"
                size="lg"
                pending={restart.isPending}
                onClick={() => {
                  if (window.confirm(t('learning.path.startAgainConfirm')))
                    restart.mutate(stepIds, { onError: saveFailed });
                }}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('learning.path.startAgain')}
              </Button>
            </>
          )}
          <DownloadPathButton
            url={paths.learningPath.getHref(path.slug)}
            steps={path.articles
              .filter((article) => !article.locked)
              .map((article) => ({
                url: paths.blog.getHref(article.id),
                premium: article.is_premium,
              }))}
          />
        </div>
      </section>

      <h2 className="mt-12 mb-4 text-xl font-bold text-slate-900 dark:text-white">
        {t('learning.path.steps')}
      </h2>
      <PathSteps
        articles={path.articles}
        progress={progress}
        onSkip={
          sessionPending
            ? undefined
            : (blogId, skipped) => skip.mutate({ blogId, skipped }, { onError: saveFailed })
        }
      />
    </div>
  );
}

/** The path with its steps as the reader sees them. */
export const serverLoader = ({ params, context: { queryClient, reader } }: PageArgs) =>
  fetched([queryClient.fetchQuery(getPathQueryOptions(params.slug ?? '', viewerKey(reader)))]);
