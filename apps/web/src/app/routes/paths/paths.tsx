import { getPathsQueryOptions, usePaths } from '../../../features/learning/api/get-paths';
import { fetched, type PageArgs } from '../../../lib/page-data';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { ANONYMOUS_VIEWER, viewerKey } from '../../../lib/viewer-key';
import { PathCard } from '../../../features/learning/components/path-card';

export default function PathsRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Readers see what visitors see; admins also the paths still made of drafts.
  const viewer = user?.role === 'admin' ? viewerKey(user) : ANONYMOUS_VIEWER;
  const { data: list, isPending, isError } = usePaths(viewer);

  return (
    <ContentLayout
      eyebrow={t('learning.paths.eyebrow')}
      title={t('learning.paths.title')}
      description={t('learning.paths.intro')}
    >
      {isPending ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('learning.paths.loading')}</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : isError || list.length === 0 ? (
        <p className="py-16 text-center text-slate-600 dark:text-slate-400">
          {t('learning.paths.none')}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((path) => (
            <li key={path.id}>
              <PathCard path={path} />
            </li>
          ))}
        </ul>
      )}
    </ContentLayout>
  );
}

/** The paths as the page reads them: only an admin's list differs from a visitor's (drafts). */
export const serverLoader = ({ context: { queryClient, reader } }: PageArgs) =>
  fetched([
    queryClient.fetchQuery(
      getPathsQueryOptions(reader?.role === 'admin' ? viewerKey(reader) : ANONYMOUS_VIEWER),
    ),
  ]);
