import type { Mindmap, MindmapData } from '@codegrow/shared/schemas/mindmap';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/query-keys';
import { mindmapKeys } from './mindmap-keys';

export interface MindmapDraft {
  id: number | null;
  title: string;
  description: string;
  data: MindmapData;
  blogId: number | null;
}

/** POST for a new map, PUT for an existing one (docs/product.md §4: save without an id creates). */
export async function saveMindmap(draft: MindmapDraft): Promise<Mindmap> {
  const body = {
    title: draft.title,
    description: draft.description,
    data: { data: draft.data },
    blog_id: draft.blogId,
  };
  const response = draft.id
    ? await api.put<{ mindmap: Mindmap }>(`/mindmaps/${draft.id}`, body)
    : await api.post<{ mindmap: Mindmap }>('/mindmaps', body);
  return response.mindmap;
}

export function useSaveMindmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMindmap,
    // The article pages embed the map: they must show the new one.
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: mindmapKeys.all })
        .then(() => queryClient.invalidateQueries({ queryKey: blogKeys.allDetails })),
  });
}
