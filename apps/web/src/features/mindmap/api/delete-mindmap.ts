import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mindmapKeys } from './mindmap-keys';

export async function deleteMindmap(
  id: number,
): Promise<{ message: string; blog_id: number | null }> {
  return api.delete(`/mindmaps/${id}`);
}

export function useDeleteMindmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMindmap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mindmapKeys.all }),
  });
}
