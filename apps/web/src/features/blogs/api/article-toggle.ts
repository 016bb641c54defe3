import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBlogQueryOptions, type ReaderArticle } from './get-blog';

interface ArticleToggle<Answer> {
  /** The request: likes or unlikes, saves or unsaves. */
  send: (blogId: number) => Promise<Answer>;
  /** The article as the reader expects it at once. */
  flip: (blog: ReaderArticle) => ReaderArticle;
  /** The article as the server's answer says it now is. */
  settle: (blog: ReaderArticle, answer: Answer) => ReaderArticle;
  onSettled?: () => void;
}

/**
 * A toggle on the article as this viewer sees it (`viewer` from viewerKey()): flipped at once,
 * settled by the server's answer, put back on failure. Before the viewer's own copy has
 * arrived (a click right after the page loaded or the reader signed in, over the visitor's
 * copy) there is nothing to flip: that copy is fetched once the toggle is done, so the page
 * ends showing the article as it now stands.
 */
export function useArticleToggle<Answer>(
  blogId: number,
  viewer: string,
  { send, flip, settle, onSettled }: ArticleToggle<Answer>,
) {
  const queryClient = useQueryClient();
  const { queryKey } = getBlogQueryOptions(blogId, viewer);

  return useMutation({
    mutationFn: () => send(blogId),
    onMutate: async () => {
      // A fetch under way, the first one included, would answer as before the toggle.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, flip(previous));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (answer, _variables, context) => {
      if (context.previous)
        queryClient.setQueryData(queryKey, (blog) => blog && settle(blog, answer));
    },
    onSettled: (_answer, _error, _variables, context) => {
      if (!context?.previous) void queryClient.invalidateQueries({ queryKey });
      onSettled?.();
    },
  });
}
