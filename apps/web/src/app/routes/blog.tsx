import { getBlogQueryOptions, useBlog } from '../../features/blogs/api/get-blog';
import { getChecksQueryOptions, useChecks } from '../../features/checks/api/checks';
import {
  getPathPlacesQueryOptions,
  usePathPlaces,
} from '../../features/learning/api/get-path-places';
import { fetched, notFound, type PageArgs } from '../../lib/page-data';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { BlogActions } from '../../features/blogs/components/blog-actions';
import { BlogArticle } from '../../features/blogs/components/blog-article';
import { BlogNotFound } from '../../features/blogs/components/blog-not-found';
import { parseBlogId } from '../../features/blogs/model/blog-fields';
import { articleHead } from '../../features/blogs/model/article-head';
import { viewerKey } from '../../lib/viewer-key';
import { site } from '../../config/site';
import { isNotFoundError } from '../../lib/api-client';
import { useHead } from '../../lib/page-head';
import { CommentsSection } from '../../features/comments/components/comments-section';
import {
  PathPlaceLines,
  PathStepLinks,
} from '../../features/learning/components/article-path-places';
import { ReadMarker } from '../../features/learning/components/read-marker';
import { SQL_RUNNABLE_ATTRIBUTE } from '@codegrow/shared/content/article-markup';
import { SaveOfflineButton } from '../../features/offline/components/save-offline-button';
import { paths } from '../../config/paths';
import { pagePart } from '../../lib/page-part';

/**
 * Most articles have no map, and a map sits below the text: its canvas and the schema that
 * reads it (zod) load only for an article that has one, after the page.
 */
const ArticleMindmap = pagePart(
  'article-mindmap',
  async () => (await import('../../features/mindmap/components/article-mindmap')).ArticleMindmap,
);

/** Questions load with the article's own; their form, only for an article that asks some. */
const ArticleChecks = pagePart(
  'article-checks',
  async () => (await import('../../features/checks/components/article-checks')).ArticleChecks,
);

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:py-14">
      <span className="sr-only">{t('blogs.article.loading')}</span>
      <Skeleton className="h-4 w-20" />
      <div className="mt-8 flex gap-2">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-5 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <div className="mt-8 flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-64" />
      </div>
      <div className="mt-12 space-y-4">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-4/5" />
      </div>
    </div>
  );
}

function Article({ id }: { id: number }) {
  const { t } = useTranslation();
  const { user, isAuthenticated, sessionPending } = useAuth();
  const viewer = viewerKey(user);
  const { data: blog, isPending, isPlaceholderData, error, refetch } = useBlog(id, viewer);
  const pathPlaces = usePathPlaces(id);
  // Asked once the reader is known: a premium article's questions are theirs only.
  const checks = useChecks(id, viewer, !sessionPending && blog?.locked === false);
  const asked = checks.data?.questions ?? [];
  const places = pathPlaces.data ?? [];
  useHead(blog ? articleHead(blog, site.name) : null);

  if (isPending) return <ArticleSkeleton />;
  if (isNotFoundError(error)) return <BlogNotFound />;
  if (!blog) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-5 px-4 text-center">
        <p className="text-lg font-medium text-slate-900 dark:text-white">
          {t('blogs.article.fetchFailed')}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('blogs.article.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <BlogArticle
      blog={blog}
      // A signed-in reader's own copy is on its way: a skeleton, never the lock screen.
      bodyPending={blog.locked && (sessionPending || (isAuthenticated && isPlaceholderData))}
      isAuthenticated={isAuthenticated}
      isAdmin={user?.role === 'admin'}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <BlogActions blog={blog} viewer={viewer} isAuthenticated={isAuthenticated} />
          {/* A locked article has nothing to keep: the server renders it for this reader. */}
          {!blog.locked && (
            <SaveOfflineButton
              url={paths.blog.getHref(blog.id)}
              premium={blog.is_premium}
              runsSql={blog.content_html?.includes(SQL_RUNNABLE_ATTRIBUTE) === true}
            />
          )}
        </div>
      }
      pathPlaces={<PathPlaceLines places={places} />}
      afterBody={
        // The reader's progress once it is known who they are, and once the path line above
        // the text has come (or not): a place is restored only in a page that stays put.
        <>
          {!sessionPending && !pathPlaces.isPending && (
            <ReadMarker key={viewer} blogId={blog.id} viewer={viewer} />
          )}
          {asked.length > 0 && (
            <ArticleChecks
              blogId={blog.id}
              asked={asked}
              isAuthenticated={isAuthenticated}
              language={blog.language}
            />
          )}
          <PathStepLinks places={places} />
        </>
      }
      afterLock={
        // A locked step of a path does not end the path: the steps around it stay in reach.
        places.length > 0 && (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('blogs.article.lockedStepHint')}
            </p>
            <PathStepLinks places={places} />
          </>
        )
      }
      mindmap={
        blog.mindmap_data != null && (
          <ArticleMindmap
            blogId={blog.id}
            stored={blog.mindmap_data}
            title={blog.title}
            isAuthenticated={isAuthenticated}
            language={blog.language}
          />
        )
      }
      comments={
        // A premium article's discussion is for those who may read it (the API answers 403).
        !blog.locked && (
          <CommentsSection
            blogId={blog.id}
            viewer={viewer}
            isAuthenticated={isAuthenticated}
            readerId={user?.id ?? null}
            // Articles are written by admins: the server also lets an article's author pin.
            canPin={user?.role === 'admin'}
          />
        )
      }
    />
  );
}

export default function BlogRoute() {
  const { id: rawId } = useParams();
  const id = parseBlogId(rawId);

  if (id === null) return <BlogNotFound />;
  return <Article key={id} id={id} />;
}

/** The article as the reader may read it, with its questions where they may, and its places in paths. */
export function serverLoader({ params, context: { queryClient, reader } }: PageArgs) {
  const id = parseBlogId(params.id);
  if (id === null) return notFound();
  const viewer = viewerKey(reader);
  return fetched([
    queryClient
      .fetchQuery(getBlogQueryOptions(id, viewer))
      .then((blog) =>
        blog.locked ? null : queryClient.fetchQuery(getChecksQueryOptions(id, viewer)),
      ),
    queryClient.fetchQuery(getPathPlacesQueryOptions(id)),
  ]);
}
