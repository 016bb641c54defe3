import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/use-message';
import { toast } from '../../../lib/toast';
import { commentRules } from '../model/comment-schema';

/**
 * A comment's text (a new comment, a reply, an edit), checked with the server's rules
 * (`commentRules`, loaded on the first check or when `preload`ed). A refused text is said in
 * a toast, the cursor staying where it was. One field needs no form library: the article page
 * is lighter by react-hook-form for it.
 */
export function useCommentForm(initial: string) {
  const { t } = useTranslation();
  const message = useMessage();
  const [content, setContent] = useState(initial);
  return {
    /** The text as it is now. */
    content,
    /** The textarea's value and change handler; `onChange` also hears each change. */
    field: (onChange?: (text: string) => void) => ({
      name: 'content',
      value: content,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setContent(event.target.value);
        onChange?.(event.target.value);
      },
    }),
    setContent,
    reset: () => setContent(initial),
    preload: commentRules.preload,
    /** The form's submit: `send` gets the text as the server takes it (trimmed). */
    onSubmit: (send: (text: string) => unknown) => async () => {
      const checked = await commentRules.check(content).catch(() => null);
      // Rules that cannot be fetched (offline): the server checks the text all the same.
      if (checked === null) return send(content.trim());
      if (checked.ok) return send(checked.content);
      toast.error(checked.issue ? message(checked.issue) : t('messages.reader.commentEmpty'));
    },
  };
}
