import type { CommentEdit } from '@codegrow/shared/schemas/engagement';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/use-message';
import { toast } from '../../../lib/toast';
import { commentRules } from '../model/comment-schema';

/**
 * A comment's text (a new comment, a reply, an edit) in react-hook-form, checked with the
 * server's rules (`commentRules`, loaded on the first check or when `preload`ed). A refused
 * text is said in a toast, the cursor staying where it was.
 */
export function useCommentForm(initial: string) {
  const { t } = useTranslation();
  const message = useMessage();
  const form = useForm({
    resolver: commentRules.resolver,
    defaultValues: { content: initial },
    shouldFocusError: false,
  });
  // useWatch rather than watch(): the React Compiler's rules cannot follow watch().
  const content = useWatch({ control: form.control, name: 'content' });
  const refused = (errors: FieldErrors<CommentEdit>) => {
    const issue = errors.content?.message;
    toast.error(issue ? message(issue) : t('messages.reader.commentEmpty'));
  };
  return {
    form,
    /** The text as it is now, for the counter. */
    content,
    preload: commentRules.preload,
    /** The form's submit: `send` gets the text as the server takes it (trimmed). */
    onSubmit: (send: (text: string) => unknown) =>
      form.handleSubmit((values) => send(values.content), refused),
  };
}
