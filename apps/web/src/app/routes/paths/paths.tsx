import { LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { ANONYMOUS_VIEWER, viewerKey } from '../../../lib/viewer-key';
import { usePaths } from '../../../features/learning/api/get-paths';
import { PathCard } from '../../../features/learning/components/path-card';

export default function PathsRoute() {
  const { user } = useAuth();
  // Readers see what visitors see; admins also the paths still made of drafts.
  const viewer = user?.role === 'admin' ? viewerKey(user) : ANONYMOUS_VIEWER;
  const { data: list, isPending, isError } = usePaths(viewer);

  return (
    <ContentLayout
      eyebrow="Learn"
      title={LEARNING_TEXT.pathsTitle}
      description={LEARNING_TEXT.pathsIntro}
    >
      {isPending ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading learning paths...</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : isError || list.length === 0 ? (
        <p className="py-16 text-center text-slate-600 dark:text-slate-400">
          {LEARNING_TEXT.noPaths}
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
