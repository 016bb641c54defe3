import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Mindmap } from '@codegrow/shared/schemas/mindmap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

export async function getMindmap(id: number, options?: RequestOptions): Promise<Mindmap> {
  return (await api.get<{ mindmap: Mindmap }>(`/mindmaps/${id}`, options)).mindmap;
}

/** `viewer` is part of the key: a premium article's map opens only for some readers. */
export function getMindmapQueryOptions(id: number, viewer: string) {
  return queryOptions({
    queryKey: ['mindmaps', 'detail', viewer, id],
    queryFn: ({ signal }) => getMindmap(id, { signal }),
    enabled: id > 0,
    meta: { errorToast: MINDMAP_MESSAGES.notFoundToast, quietStatuses: [403, 404] },
  });
}

export function useMindmap(id: number, viewer: string) {
  return useQuery(getMindmapQueryOptions(id, viewer));
}
