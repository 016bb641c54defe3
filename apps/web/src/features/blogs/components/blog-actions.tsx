import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { Bookmark, Heart, Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { focusRing } from '../../../components/ui/button';
import { useSignInHref } from '../../../hooks/use-sign-in-href';
import { ApiError } from '../../../lib/api-client';
import { offlineOr } from '../../../lib/api-error-message';
import { cn } from '../../../lib/cn';
import { useToggleLike } from '../api/toggle-like';
import { useToggleSave } from '../api/toggle-save';
import { shareLink } from '../model/share-link';
import type { ReaderArticle } from '../api/get-blog';
import { formatCount } from '../../../lib/format';

interface BlogActionsProps {
  blog: ReaderArticle;
  /** From viewerKey(): the article query these buttons update. */
  viewer: string;
  isAuthenticated: boolean;
}

const IDLE =
  'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const PRESSED = {
  like: 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100 dark:border-rose-400/40 dark:bg-rose-500/15 dark:text-rose-300 dark:hover:bg-rose-500/25',
  save: 'border-indigo-300 bg-indigo-50 text-indigo-700 hover:bg-indigo-100 dark:border-indigo-400/40 dark:bg-indigo-500/15 dark:text-indigo-300 dark:hover:bg-indigo-500/25',
};

/** Pill buttons; colours are chosen whole (cn() does not resolve conflicting classes). */
function actionClass(pressed: string | false): string {
  return cn(
    'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium shadow-sm transition-colors',
    focusRing,
    pressed || IDLE,
  );
}

/** A 401 means the session ended meanwhile: the login prompt fits better than a failure. */
function failure(error: unknown, loginPrompt: string, fallback: string): string {
  return error instanceof ApiError && error.status === 401
    ? loginPrompt
    : offlineOr(error, fallback);
}

/** The spec's 'please login' toast, with the way to do it. */
function askToLogIn(message: string, logIn: () => void): void {
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
          {UI_TEXT.logIn}
        </button>
      </span>
    ),
    { id: message },
  );
}

/** docs/product.md §2 blog detail: like (with its count), save and share. Visitors are asked to log in. */
export function BlogActions({ blog, viewer, isAuthenticated }: BlogActionsProps) {
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
      askToLogIn(READER_MESSAGES.loginToLike, logIn);
      return;
    }
    // One toggle at a time; the button stays focusable instead of being disabled.
    if (like.isPending) return;
    like.mutate(undefined, {
      onSuccess: ({ liked: nowLiked }) => {
        toast.success(nowLiked ? READER_MESSAGES.liked : READER_MESSAGES.unliked);
      },
      onError: (error) => {
        toast.error(failure(error, READER_MESSAGES.loginToLike, READER_MESSAGES.likeFailed));
      },
    });
  };

  const onSave = () => {
    if (!isAuthenticated) {
      askToLogIn(READER_MESSAGES.loginToSave, logIn);
      return;
    }
    if (save.isPending) return;
    save.mutate(undefined, {
      onSuccess: ({ saved: nowSaved }) => {
        toast.success(nowSaved ? READER_MESSAGES.saved : READER_MESSAGES.unsaved);
      },
      onError: (error) => {
        toast.error(failure(error, READER_MESSAGES.loginToSave, READER_MESSAGES.saveFailed));
      },
    });
  };

  const onShare = async () => {
    const url = window.location.href;
    try {
      const outcome = await shareLink({ title: blog.title, url });
      if (outcome === 'copied') toast.success(READER_MESSAGES.linkCopied);
    } catch {
      // No clipboard (an insecure page, a refused permission): let the reader copy it by hand.
      window.prompt('Copy this link:', url);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={liked}
        aria-busy={like.isPending}
        onClick={onLike}
        className={actionClass(liked && PRESSED.like)}
      >
        <Heart aria-hidden="true" className={cn('size-4', liked && 'fill-current')} />
        {/* The spaces keep the accessible name 'Like 3 likes'; flex layout ignores them. */}
        Like{' '}
        <span className="min-w-4 rounded-full bg-slate-900/5 px-1.5 text-xs font-semibold tabular-nums dark:bg-white/10">
          {formatCount(blog.likes_count)}
          <span className="sr-only"> {blog.likes_count === 1 ? 'like' : 'likes'}</span>
        </span>
      </button>
      <button
        type="button"
        aria-pressed={saved}
        aria-busy={save.isPending}
        onClick={onSave}
        className={actionClass(saved && PRESSED.save)}
      >
        <Bookmark aria-hidden="true" className={cn('size-4', saved && 'fill-current')} />
        {/* A constant name: aria-pressed says whether it is saved. */}
        Save
      </button>
      <button type="button" onClick={() => void onShare()} className={actionClass(false)}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </button>
    </div>
  );
}
