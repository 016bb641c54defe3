import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useMessage } from '../../../lib/i18n/use-message';
import { commentErrorMessage } from '../model/comment-fields';
import { loadCommentSchema } from '../model/comment-schema';
import { CommentField } from './comment-field';

interface CommentComposerProps {
  label: string;
  submitLabel: string;
  /** What the field starts with: the comment being edited, or '@Name ' for a reply to a reply. */
  initial: string;
  /** Sends the text; rejects with the API's error. */
  send: (content: string) => Promise<unknown>;
  onDone: () => void;
}

/**
 * A reply or an edit, written in place under its comment: focused when it opens (the caret
 * after what it starts with), Escape or Cancel closes it, a refusal is said in a toast.
 */
export function CommentComposer({
  label,
  submitLabel,
  initial,
  send,
  onDone,
}: CommentComposerProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [content, setContent] = useState(initial);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = (await loadCommentSchema()).safeParse({ content });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      toast.error(issue ? message(issue) : t('messages.reader.commentEmpty'));
      return;
    }
    setPending(true);
    try {
      await send(parsed.data.content);
      onDone();
    } catch (error) {
      toast.error(
        commentErrorMessage(error, {
          failed: t('comments.form.failed'),
          offline: t('common.ui.offlineNotSent'),
        }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3">
      <CommentField
        label={label}
        value={content}
        onChange={setContent}
        onEscape={onDone}
        rows={3}
        ref={field}
      >
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('comments.form.cancel')}
        </Button>
        <Button type="submit" size="sm" aria-busy={pending}>
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {submitLabel}
        </Button>
      </CommentField>
    </form>
  );
}
