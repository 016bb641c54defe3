import type { Comment, CommentThread } from '@codegrow/shared/schemas/engagement';
import { CheckCircle2, Clock, Flag, Pencil, Pin, Reply, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useMessage } from '../../../lib/i18n/use-message';
import { toast } from '../../../lib/toast';
import { useAddComment } from '../api/add-comment';
import { useChangeComment, type CommentChange } from '../api/change-comment';
import { commentDate, commentErrorMessage, isEditable } from '../model/comment-fields';
import { CommentComposer } from './comment-composer';
import { ActionButton, CommentAvatar } from './comment-parts';
import { ReportForm } from './report-form';

/** Who is reading the discussion, and what they may do in it. */
export interface DiscussionReader {
  blogId: number;
  /** From viewerKey(). */
  viewer: string;
  /** The signed-in reader's id; null for a visitor, who may only read. */
  readerId: number | null;
  /** The article's author or an admin: pins threads and accepts answers. */
  canPin: boolean;
}

type Editor = 'reply' | 'edit' | 'report' | null;

/** A reply to a reply names its writer, so they hear of it (an @mention). */
const replyStart = (comment: Comment) =>
  comment.parent_id === null || !comment.user_name ? '' : `@${comment.user_name} `;

function CommentItem({
  comment,
  reader,
  children,
}: {
  comment: Comment;
  reader: DiscussionReader;
  /** The thread's replies, under a thread's first comment. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const [editor, setEditor] = useState<Editor>(null);
  const actions = useRef<HTMLDivElement>(null);
  // A reply or an edit closed: the keyboard goes back to the comment's buttons, not the page's top.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (editor !== null) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    actions.current?.querySelector('button')?.focus();
  }, [editor]);
  const addComment = useAddComment(reader.blogId, reader.viewer);
  const changeComment = useChangeComment(reader.blogId, reader.viewer);
  const isReply = comment.parent_id !== null;
  const now = new Date();
  const date = commentDate(comment.created_at, now, {
    language,
    justNow: t('comments.list.justNow'),
  });

  const change = async (request: CommentChange, done: string) => {
    await changeComment.mutateAsync(request);
    toast.success(done);
  };
  // From a button: a refusal is said in a toast (the composer says its own).
  const act = (request: CommentChange, done: string) =>
    void change(request, done).catch((error: unknown) =>
      toast.error(
        commentErrorMessage(error, {
          failed: t('comments.list.changeFailed'),
          offline: t('common.ui.offlineNotSent'),
        }),
      ),
    );

  const remove = () => {
    if (!window.confirm(t('comments.list.confirmDelete'))) return;
    act({ kind: 'delete', id: comment.id }, t('messages.discussion.commentDeleted'));
  };

  const pinLabel = isReply ? t('comments.list.accept') : t('comments.list.pin');
  const unpinLabel = isReply ? t('comments.list.unaccept') : t('comments.list.unpin');
  const name = comment.user_name;

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-24 py-5 first:pt-0">
      <div className="flex gap-3">
        {comment.deleted ? (
          <span
            aria-hidden="true"
            className="size-9 shrink-0 rounded-full bg-slate-200 dark:bg-slate-800"
          />
        ) : (
          <CommentAvatar name={name} photo={comment.user_photo} />
        )}
        <div className="min-w-0 flex-1">
          {comment.deleted ? (
            <p className="text-sm text-slate-500 italic dark:text-slate-400">
              {comment.removed
                ? t('messages.discussion.commentRemoved')
                : t('messages.discussion.commentGone')}
            </p>
          ) : (
            <>
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                <span className="font-semibold text-slate-900 dark:text-white">{name}</span>
                <time
                  dateTime={comment.created_at}
                  title={date.full}
                  className="text-xs text-slate-500 dark:text-slate-400"
                >
                  {date.label}
                </time>
                {comment.edited_at && (
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    · {t('comments.list.edited')}
                  </span>
                )}
                {comment.held && (
                  <Badge tone="amber">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {t('comments.list.awaitingApproval')}
                  </Badge>
                )}
                {comment.pinned && (
                  <Badge tone={isReply ? 'emerald' : 'indigo'}>
                    {isReply ? (
                      <CheckCircle2 aria-hidden="true" className="size-3.5" />
                    ) : (
                      <Pin aria-hidden="true" className="size-3.5" />
                    )}
                    {isReply ? t('comments.list.accepted') : t('comments.list.pinned')}
                  </Badge>
                )}
              </p>
              {editor === 'edit' ? (
                <CommentComposer
                  label={t('comments.form.editLabel')}
                  submitLabel={t('comments.form.save')}
                  initial={comment.content}
                  send={(content) =>
                    change(
                      { kind: 'edit', id: comment.id, content },
                      t('messages.discussion.commentUpdated'),
                    )
                  }
                  onDone={() => setEditor(null)}
                />
              ) : (
                // Sanitized on the server (comment-html.ts): Markdown's tags only, never the writer's HTML.
                <div
                  className="article-prose comment-prose mt-1.5"
                  dangerouslySetInnerHTML={{ __html: comment.content_html }}
                />
              )}
              {reader.readerId !== null && editor === null && (
                <div ref={actions} className="mt-1 -ml-2 flex flex-wrap items-center gap-1">
                  {!comment.held && (
                    <ActionButton
                      onClick={() => setEditor('reply')}
                      icon={<Reply aria-hidden="true" className="size-3.5" />}
                      label={t('comments.list.replyTo', { name })}
                    >
                      {t('comments.list.reply')}
                    </ActionButton>
                  )}
                  {isEditable(comment, reader.readerId, now) && (
                    <ActionButton
                      onClick={() => setEditor('edit')}
                      icon={<Pencil aria-hidden="true" className="size-3.5" />}
                      label={t('comments.list.editYours')}
                    >
                      {t('comments.list.edit')}
                    </ActionButton>
                  )}
                  {comment.user_id === reader.readerId && (
                    <ActionButton
                      onClick={remove}
                      icon={<Trash2 aria-hidden="true" className="size-3.5" />}
                      label={t('comments.list.deleteYours')}
                    >
                      {t('comments.list.delete')}
                    </ActionButton>
                  )}
                  {comment.user_id !== reader.readerId && (
                    <ActionButton
                      onClick={() => setEditor('report')}
                      icon={<Flag aria-hidden="true" className="size-3.5" />}
                      label={t('comments.list.reportWhose', { name })}
                    >
                      {t('comments.list.report')}
                    </ActionButton>
                  )}
                  {reader.canPin && !comment.held && (
                    <ActionButton
                      onClick={() =>
                        act(
                          { kind: 'pin', id: comment.id, pinned: !comment.pinned },
                          comment.pinned
                            ? t('messages.discussion.unpinned')
                            : t('messages.discussion.pinned'),
                        )
                      }
                      icon={
                        isReply ? (
                          <CheckCircle2 aria-hidden="true" className="size-3.5" />
                        ) : (
                          <Pin aria-hidden="true" className="size-3.5" />
                        )
                      }
                      label={`${comment.pinned ? unpinLabel : pinLabel}: ${name}`}
                      pressed={comment.pinned}
                    >
                      {comment.pinned ? unpinLabel : pinLabel}
                    </ActionButton>
                  )}
                </div>
              )}
            </>
          )}
          {editor === 'report' && (
            <ReportForm commentId={comment.id} onDone={() => setEditor(null)} />
          )}
          {editor === 'reply' && (
            <CommentComposer
              label={t('comments.form.replyLabel', { name })}
              submitLabel={t('comments.form.postReply')}
              initial={replyStart(comment)}
              send={(content) =>
                addComment
                  .mutateAsync({ content, parentId: comment.id })
                  .then((answer) => toast.success(message(answer.message)))
              }
              onDone={() => setEditor(null)}
            />
          )}
          {children}
        </div>
      </div>
    </li>
  );
}

/**
 * The threads as the API sends them (a pinned one first, then newest first), each with its
 * replies under it: the accepted answer first, then oldest first.
 */
export function CommentList({
  threads,
  reader,
}: {
  threads: readonly CommentThread[];
  reader: DiscussionReader;
}) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {threads.map((thread) => (
        <CommentItem key={thread.id} comment={thread} reader={reader}>
          {thread.replies.length > 0 && (
            <ul
              className={cn(
                'mt-4 border-l-2 border-slate-200 pl-4 dark:border-slate-800',
                '[&>li]:py-3 [&>li:first-child]:pt-0',
              )}
            >
              {thread.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} reader={reader} />
              ))}
            </ul>
          )}
        </CommentItem>
      ))}
    </ul>
  );
}
