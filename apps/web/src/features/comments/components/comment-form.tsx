import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../lib/i18n/use-message';
import { useAddComment } from '../api/add-comment';
import { useCommentForm } from '../hooks/use-comment-form';
import { commentDraft } from '../model/comment-draft';
import { commentErrorMessage } from '../model/comment-fields';
import { CommentField } from './comment-field';

/** The add-comment form: same schema as the server, kept as a draft while the reader writes. */
export function CommentForm({ blogId, viewer }: { blogId: number; viewer: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { field, textarea, setContent, reset, preload, onSubmit } = useCommentForm('');
  const addComment = useAddComment(blogId, viewer);

  const keepDraft = (content: string) =>
    commentDraft.keep(blogId, { content, posting: false, writer: viewer });

  // Awaited rather than mutate's callbacks: a 401 ends the session and this form with it, and
  // the draft must still learn how the post went.
  const post = (input: { content: string }) => {
    commentDraft.keep(blogId, { content: input.content, posting: true, writer: viewer });
    addComment.mutateAsync(input).then(
      (answer) => {
        commentDraft.clear(blogId);
        // 'Comment added', or that it waits for a moderator.
        toast.success(message(answer.message));
        reset();
      },
      (error: unknown) => {
        // Signed out by it: kept as being posted, for when the reader is back.
        if (error instanceof ApiError && error.status === 401) return;
        commentDraft.keep(blogId, { content: input.content, posting: false, writer: viewer });
        toast.error(
          commentErrorMessage(error, {
            failed: t('comments.form.failed'),
            offline: t('common.ui.offlineNotSent'),
          }),
        );
      },
    );
  };

  // Back from signing in (or a reload): the draft returns to the field, and a comment whose
  // post the ended session refused is posted now.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = commentDraft.read(blogId, viewer);
    if (!draft) return;
    setContent(draft.content);
    if (draft.posting) post({ content: draft.content });
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = onSubmit((text) => post({ content: text }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!addComment.isPending) void send();
  };

  return (
    <form onSubmit={submit} noValidate>
      <CommentField
        label={t('comments.form.label')}
        field={field(keepDraft)}
        ref={textarea}
        onFocus={preload}
        placeholder={t('comments.form.placeholder')}
      >
        <Button type="submit" aria-busy={addComment.isPending}>
          {addComment.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {t('comments.form.post')}
        </Button>
      </CommentField>
    </form>
  );
}
