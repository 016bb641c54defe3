import type { Blog } from '@codegrow/shared/schemas/blog';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ANONYMOUS_VIEWER } from '../../../lib/viewer-key';
import { blogKeys } from '../../../lib/query-keys';

/**
 * An article as its page shows it: the body as HTML, without the Markdown it was written in
 * (only the editor, through its own query, reads that). Kept out, the Markdown is not carried
 * a second time in a server-rendered page's data, nor held in the browser's cache.
 */
export type ReaderArticle = Omit<Blog, 'content'>;

/** GET /api/blogs/:id: with the body, or `locked` with the excerpt only for a premium article. */
export async function getBlog(id: number, options?: RequestOptions): Promise<ReaderArticle> {
  const {
    blog: { content: _markdown, ...article },
  } = await api.get<{ blog: Blog }>(`/blogs/${id}`, options);
  return article;
}

export function getBlogQueryOptions(id: number, viewer: string) {
  return queryOptions({
    queryKey: blogKeys.detail(viewer, id),
    queryFn: ({ signal }) => getBlog(id, { signal }),
    enabled: id > 0,
    // A server-rendered 'Blog not found' stays as it is on arrival (the page has its 'Try again').
    retryOnMount: false,
    // A missing article is shown as 'Blog not found', not toasted.
    meta: { errorToast: (t) => t('blogs.article.fetchFailed'), quietStatuses: [404] },
  });
}

/**
 * The article for this viewer. Until a signed-in reader's own copy arrives, the
 * copy everyone gets (which a server-rendered page starts from) stands in, so
 * the page does not blink back to a skeleton.
 */
export function useBlog(id: number, viewer: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getBlogQueryOptions(id, viewer),
    placeholderData: () =>
      viewer === ANONYMOUS_VIEWER
        ? undefined
        : queryClient.getQueryData(getBlogQueryOptions(id, ANONYMOUS_VIEWER).queryKey),
  });
}
