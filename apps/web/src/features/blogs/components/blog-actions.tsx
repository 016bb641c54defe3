import { Bookmark, Heart, Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PILL_PRESSED, pillClass } from '../../../components/ui/pill-button';
import { useSignInHref } from '../../../hooks/use-sign-in-href';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useToggleLike } from '../api/toggle-like';
import { useToggleSave } from '../api/toggle-save';
import { shareLink } from '../model/share-link';
import type { ReaderArticle } from '../api/get-blog';
import { useFormats } from '../../../lib/i18n/use-formats';
import { useNotReadyProps } from '../../../hooks/use-hydrated';
import { useFailureMessage } from '../../../hooks/use-failure-message';

interface BlogActionsProps {
  blog: ReaderArticle;
  /** From viewerKey(): the article query these buttons update. */
  viewer: string;
  isAuthenticated: boolean;
}

/** A 401 means the session ended meanwhile: the login prompt fits better than a failure. */
function useToggleFailure(): (error: unknown, loginPrompt: string, fallback: string) => string {
  const failure = useFailureMessage();
  return (error, loginPrompt, fallback) =>
    error instanceof ApiError && error.status === 401 ? loginPrompt : failure(error, fallback);
}

/** The spec's 'please login' toast, with the way to do it. */
function askToLogIn(message: string, logInLabel: string, logIn: () => void): void {
  toast.error(
    (shown) => (
      <span>
        {message}{' '}
        <button
          type="button"
          onClick={() => {
            toast.dismiss(shown.id);
            logIn();
          }}
          className="rounded-sm font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          {logInLabel}
        </button>
      </span>
    ),
    { id: message },
  );
}

/** docs/product.md §2 blog detail: like (with its count), save and share. Visitors are asked to log in. */
export function BlogActions({ blog, viewer, isAuthenticated }: BlogActionsProps) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  const failure = useToggleFailure();
  const navigate = useNavigate();
  // The toast is drawn outside the router, so it is handed the way to the login page.
  const signIn = useSignInHref();
  const logIn = () => void navigate(signIn);
  const like = useToggleLike(blog.id, viewer);
  const save = useToggleSave(blog.id, viewer);
  const liked = isAuthenticated && Boolean(blog.isLiked);
  const saved = isAuthenticated && Boolean(blog.isSaved);

  const onLike = () => {
    if (!isAuthenticated) {
      askToLogIn(t('messages.reader.loginToLike'), t('common.ui.logIn'), logIn);
      return;
    }
    // One toggle at a time; the button stays focusable instead of being disabled.
    if (like.isPending) return;
    like.mutate(undefined, {
      onSuccess: ({ liked: nowLiked }) => {
        toast.success(nowLiked ? t('blogs.actions.liked') : t('blogs.actions.unliked'));
      },
      onError: (error) => {
        toast.error(
          failure(error, t('messages.reader.loginToLike'), t('blogs.actions.likeFailed')),
        );
      },
    });
  };

  const onSave = () => {
    if (!isAuthenticated) {
      askToLogIn(t('messages.reader.loginToSave'), t('common.ui.logIn'), logIn);
      return;
    }
    if (save.isPending) return;
    save.mutate(undefined, {
      onSuccess: ({ saved: nowSaved }) => {
        toast.success(nowSaved ? t('blogs.actions.saved') : t('blogs.actions.unsaved'));
      },
      onError: (error) => {
        toast.error(
          failure(error, t('messages.reader.loginToSave'), t('blogs.actions.saveFailed')),
        );
      },
    });
  };

  const onShare = async () => {
    const url = window.location.href;
    try {
      const outcome = await shareLink({ title: blog.title, url });
      if (outcome === 'copied') toast.success(t('blogs.actions.linkCopied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): let the reader copy it by hand.
      window.prompt(t('blogs.actions.copyPrompt'), url);
    }
  };

  const notReady = useNotReadyProps();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={liked}
        aria-busy={like.isPending}
        onClick={onLike}
        className={pillClass(liked && PILL_PRESSED.like)}
        {...notReady}
      >
        <Heart aria-hidden="true" className={cn('size-4', liked && 'fill-current')} />
        {/* The spaces keep the accessible name 'Like 3 likes'; flex layout ignores them. */}
        {t('blogs.actions.like')}{' '}
        <span className="min-w-4 rounded-full bg-slate-900/5 px-1.5 text-xs font-semibold tabular-nums dark:bg-white/10">
          {formatCount(blog.likes_count)}
          <span className="sr-only"> {t('blogs.actions.likes', { count: blog.likes_count })}</span>
        </span>
      </button>
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={save.isPending}
        onClick={onSave}
        className={pillClass(saved && PILL_PRESSED.save)}
        {...notReady}
      >
        <Bookmark aria-hidden="true" className={cn('size-4', saved && 'fill-current')} />
        {/* A constant name: aria-pressed says whether it is saved. */}
        {t('blogs.actions.save')}
      </button>
      <button
        type="button"
        onClick={() => void onShare()}
        className={pillClass(false)}
        {...notReady}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t('blogs.actions.share')}
      </button>
    </div>
  );
}
