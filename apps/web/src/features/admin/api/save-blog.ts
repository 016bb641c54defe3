import type { Blog } from '@codegrow/shared/schemas/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogFormData, type BlogFormValues } from '../model/blog-form';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';
import { blogKeys, categoryKeys } from '../../../lib/query-keys';

export interface SaveBlogInput {
  values: BlogFormValues;
  image: File | null;
  /** The edited mind map as JSON text, if the author changed it. */
  mindmapData?: string | null;
  /** On edit, without a new image: drop the stored one. */
  removeImage?: boolean;
  /** On edit: the article's `updated_at` the form opened with; none replaces any version. */
  loadedUpdatedAt?: string;
}

export interface SaveBlogResponse {
  message: string;
  blog: Blog;
}

/** POST /api/blogs (multipart): 201; 400 with an errors list, 413 for a too-large image. */
export function createBlog({
  values,
  image,
  mindmapData,
}: SaveBlogInput): Promise<SaveBlogResponse> {
  return api.post('/blogs', blogFormData(values, image, mindmapData));
}

/** PUT /api/blogs/:id (multipart): without an image the current one stays, unless removed. */
export function updateBlog(
  id: number,
  { values, image, mindmapData, removeImage, loadedUpdatedAt }: SaveBlogInput,
): Promise<SaveBlogResponse> {
  const body = blogFormData(values, image, mindmapData, removeImage);
  if (loadedUpdatedAt) body.set('loadedUpdatedAt', loadedUpdatedAt);
  return api.put(`/blogs/${id}`, body);
}

/** What an article's write changes: the admin's lists, the readers' articles, the counts. */
export function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  // Not awaited: the page moves on at once, and the lists reload behind it.
  return () => {
    for (const queryKey of [ADMIN_QUERY_KEY, blogKeys.all, categoryKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateBlog() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({ mutationFn: createBlog, onSuccess: invalidate });
}

export function useUpdateBlog(id: number) {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (input: SaveBlogInput) => updateBlog(id, input),
    onSuccess: invalidate,
  });
}
