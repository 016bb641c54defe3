import { LoaderCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCommentForm } from '../hooks/use-comment-form';
import { commentErrorMessage } from '../model/comment-fields';
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
  const { field: textField, textarea, preload, onSubmit } = useCommentForm(initial);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [textarea]);

  const save = onSubmit(async (text) => {
    setPending(true);
    try {
      await send(text);
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
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void save();
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <CommentField
        label={label}
        field={textField()}
        ref={textarea}
        onFocus={preload}
        onEscape={onDone}
        rows={3}
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
