import { LIMITS } from '@codegrow/shared/constants/limits';
import { LANGUAGE_LOCALES } from '@codegrow/shared/i18n/languages';
import { LoaderCircle, Send } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useMessage } from '../../../lib/i18n/use-message';
import { useAddComment } from '../api/add-comment';
import { commentDraft } from '../model/comment-draft';
import { commentErrorMessage } from '../model/comment-fields';

const NEAR_LIMIT = LIMITS.commentMax - 100;

/**
 * The server's schema, loaded when the reader starts to write (zod is a quarter of the
 * article page's script otherwise, for a form most readers never use).
 */
const loadCommentSchema = async () =>
  (await import('@codegrow/shared/schemas/engagement')).commentInputSchema;

/** The add-comment form: same schema as the server, counter to 2000, Ctrl/Cmd+Enter posts. */
export function CommentForm({ blogId, viewer }: { blogId: number; viewer: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  // The counter in the page's digits, ungrouped as it always was ('120/2000').
  const digits = useMemo(
    () => new Intl.NumberFormat(LANGUAGE_LOCALES[language], { useGrouping: false }),
    [language],
  );
  const [content, setContent] = useState('');
  const addComment = useAddComment(blogId, viewer);
  const fieldId = useId();
  const counterId = useId();

  const write = (text: string) => {
    setContent(text);
    commentDraft.keep(blogId, { content: text, posting: false, writer: viewer });
  };

  // Awaited rather than mutate's callbacks: a 401 ends the session and this form with it, and
  // the draft must still learn how the post went.
  const post = (input: { content: string }) => {
    commentDraft.keep(blogId, { content: input.content, posting: true, writer: viewer });
    addComment.mutateAsync(input).then(
      () => {
        commentDraft.clear(blogId);
        toast.success(t('messages.reader.commentAdded'));
        setContent('');
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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in the browser's storage only, read once the page is hydrated
    setContent(draft.content);
    if (draft.posting) post({ content: draft.content });
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addComment.isPending) return;
    const parsed = (await loadCommentSchema()).safeParse({ content });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      toast.error(issue ? message(issue) : t('messages.reader.commentEmpty'));
      return;
    }
    post(parsed.data);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <label
        htmlFor={fieldId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {t('comments.form.label')}
      </label>
      <textarea
        id={fieldId}
        name="content"
        rows={4}
        value={content}
        maxLength={LIMITS.commentMax}
        onChange={(event) => write(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => void loadCommentSchema()}
        aria-describedby={counterId}
        placeholder={t('comments.form.placeholder')}
        className="block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-3 text-sm leading-6 text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:border-indigo-500 focus:ring-3 focus:ring-indigo-500/25 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/25"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          id={counterId}
          className={cn(
            'text-xs tabular-nums',
            content.length >= NEAR_LIMIT
              ? 'font-medium text-amber-700 dark:text-amber-300'
              : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {digits.format(content.length)}/{digits.format(LIMITS.commentMax)}
          <span className="sr-only"> {t('comments.form.characters')}</span>
        </p>
        <Button type="submit" aria-busy={addComment.isPending}>
          {addComment.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {t('comments.form.post')}
        </Button>
      </div>
    </form>
  );
}
