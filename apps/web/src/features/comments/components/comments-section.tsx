import { LogIn, MessageSquare, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSignInHref } from '../../../hooks/use-sign-in-href';
import { useFormats } from '../../../lib/i18n/use-formats';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useComments } from '../api/get-comments';
import { loadedComments } from '../model/comment-fields';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

interface CommentsSectionProps {
  blogId: number;
  /** From viewerKey(). */
  viewer: string;
  isAuthenticated: boolean;
  /** The signed-in reader's id (null for a visitor). */
  readerId: number | null;
  /** The article's author or an admin: pins threads and accepts answers. */
  canPin: boolean;
}

function LoginPrompt() {
  const { t } = useTranslation();
  const signIn = useSignInHref();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-900/50">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('messages.reader.loginToComment')}
      </p>
      <Link to={signIn} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('common.ui.logIn')}
      </Link>
    </div>
  );
}

function CommentsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t('comments.section.loading')}</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** docs/product.md §2 blog detail: the comments of a readable article and the form to add one. */
export function CommentsSection({
  blogId,
  viewer,
  isAuthenticated,
  readerId,
  canPin,
}: CommentsSectionProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const discussion = useComments(blogId, viewer);
  const { data, isPending, isError, refetch } = discussion;
  const comments = data ? loadedComments(data.pages) : [];
  const total = data?.pages[0]?.total;

  return (
    <section
      aria-labelledby="comments-heading"
      className="border-t border-slate-200 pt-10 dark:border-slate-800"
    >
      <h2
        id="comments-heading"
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        <MessageSquare aria-hidden="true" className="size-5 text-indigo-500" />
        {t('comments.section.heading')}
        {total !== undefined && (
          <span className="text-base font-medium text-slate-500 dark:text-slate-400">
            ({formatCount(total)})
          </span>
        )}
      </h2>

      <div className="mt-6">
        {isAuthenticated ? <CommentForm blogId={blogId} viewer={viewer} /> : <LoginPrompt />}
      </div>

      <div className="mt-8">
        {isPending ? (
          <CommentsSkeleton />
        ) : isError && !data ? (
          <div className="flex flex-col items-start gap-3 text-sm text-slate-600 dark:text-slate-400">
            <p>{t('comments.section.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('comments.section.tryAgain')}
            </Button>
          </div>
        ) : comments.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('comments.section.empty')}
            {isAuthenticated && ` ${t('comments.section.beFirst')}`}
          </p>
        ) : (
          <>
            <CommentList
              threads={comments}
              reader={{ blogId, viewer, readerId: isAuthenticated ? readerId : null, canPin }}
            />
            <LoadMoreButton
              list={discussion}
              label={t('comments.section.loadMore')}
              className="mt-6"
            />
          </>
        )}
      </div>
    </section>
  );
}
