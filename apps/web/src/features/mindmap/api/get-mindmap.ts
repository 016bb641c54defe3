import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';
import type { Mindmap } from '@codegrow/shared/schemas/mindmap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { mindmapKeys } from './mindmap-keys';

export async function getMindmap(id: number, options?: RequestOptions): Promise<Mindmap> {
  return (await api.get<{ mindmap: Mindmap }>(`/mindmaps/${id}`, options)).mindmap;
}

/**
 * `viewer` is part of the key: a premium article's map opens only for some readers.
 * The viewer explains a missing map on the page; the editor toasts any failure.
 */
export function getMindmapQueryOptions(
  id: number,
  viewer: string,
  purpose: 'view' | 'edit' = 'view',
) {
  const meta =
    purpose === 'edit'
      ? { errorToast: MINDMAP_MESSAGES.loadFailed }
      : { errorToast: MINDMAP_MESSAGES.notFoundToast, quietStatuses: [403, 404] };
  return queryOptions({
    queryKey: mindmapKeys.detail(viewer, id),
    queryFn: ({ signal }) => getMindmap(id, { signal }),
    enabled: id > 0,
    // A server-rendered 'not found' stays as it is on arrival.
    retryOnMount: false,
    meta,
  });
}

export function useMindmap(id: number, viewer: string, purpose: 'view' | 'edit' = 'view') {
  return useQuery(getMindmapQueryOptions(id, viewer, purpose));
}
