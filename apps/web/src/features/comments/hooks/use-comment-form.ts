import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/use-message';
import { toast } from '../../../lib/toast';
import { commentRules } from '../model/comment-schema';

/**
 * A comment's text (a new comment, a reply, an edit), checked with the server's rules
 * (`commentRules`, loaded on the first check or when `preload`ed). A refused text is said in
 * a toast, the cursor staying where it was. One field needs no form library: the article page
 * is lighter by react-hook-form for it.
 *
 * The field is the browser's own (uncontrolled), as react-hook-form kept it: on a slow line a
 * reader may type before the app has taken the page over, and what they typed is what is sent.
 * The state is only the counter's.
 */
export function useCommentForm(initial: string) {
  const { t } = useTranslation();
  const message = useMessage();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState(initial);
  // Typed before the app arrived: the counter counts it from the start.
  useEffect(() => {
    const typed = textarea.current?.value;
    if (typed !== undefined && typed !== initial) setContent(typed);
  }, [initial]);
  /** Puts `text` in the field (a draft coming back, an empty field after posting). */
  const write = (text: string) => {
    if (textarea.current) textarea.current.value = text;
    setContent(text);
  };
  const current = () => textarea.current?.value ?? content;
  return {
    /** The text as it is now, for the counter. */
    content,
    /** The textarea's wiring; `onChange` also hears each change. */
    field: (onChange?: (text: string) => void) => ({
      name: 'content',
      defaultValue: initial,
      count: content.length,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setContent(event.target.value);
        onChange?.(event.target.value);
      },
    }),
    /** The field itself: CommentField's `ref` (the text is read from it when sent). */
    textarea,
    setContent: write,
    reset: () => write(initial),
    preload: commentRules.preload,
    /** The form's submit: `send` gets the text as the server takes it (trimmed). */
    onSubmit: (send: (text: string) => unknown) => async () => {
      const text = current();
      const checked = await commentRules.check(text).catch(() => null);
      // Rules that cannot be fetched (offline): the server checks the text all the same.
      if (checked === null) return send(text.trim());
      if (checked.ok) return send(checked.content);
      toast.error(checked.issue ? message(checked.issue) : t('messages.reader.commentEmpty'));
    },
  };
}
