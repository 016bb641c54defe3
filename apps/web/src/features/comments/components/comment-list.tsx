import type { Comment } from '@codegrow/shared/schemas/engagement';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { authorInitial, commentDate } from '../model/comment-fields';

function CommentAvatar({ name, photo }: { name: string; photo: string | null }) {
  const [broken, setBroken] = useState(false);
  if (photo && !broken) {
    return (
      <img
        src={photo}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="size-9 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-sky-500 text-sm font-bold text-white"
    >
      {authorInitial(name)}
    </span>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = commentDate(comment.created_at, new Date(), {
    language,
    justNow: t('comments.list.justNow'),
  });
  return (
    <li className="flex gap-3 py-5 first:pt-0">
      <CommentAvatar name={comment.user_name} photo={comment.user_photo} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900 dark:text-white">{comment.user_name}</span>
          <time
            dateTime={comment.created_at}
            title={date.full}
            className="text-xs text-slate-500 dark:text-slate-400"
          >
            {date.label}
          </time>
        </p>
        {/* Plain text: React escapes it, and pre-wrap keeps the author's line breaks. */}
        <p className="mt-1.5 text-sm leading-6 break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {comment.content}
        </p>
      </div>
    </li>
  );
}

/** Newest first, as the API sends them. */
export function CommentList({ comments }: { comments: readonly Comment[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </ul>
  );
}
