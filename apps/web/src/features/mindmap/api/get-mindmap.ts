import type { Mindmap } from '@codegrow/shared/schemas/mindmap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import type { AppQueryMeta } from '../../../lib/react-query';
import { mindmapKeys } from './mindmap-keys';

export async function getMindmap(id: number, options?: RequestOptions): Promise<Mindmap> {
  return (await api.get<{ mindmap: Mindmap }>(`/mindmaps/${id}`, options)).mindmap;
}

const VIEWER_FAILURES: AppQueryMeta = {
  errorToast: (t) => t('mindmap.viewer.notFoundToast'),
  quietStatuses: [403, 404],
};

/**
 * `viewer` is part of the key: a premium article's map opens only for some readers.
 * The viewer explains a missing map on the page (`meta` by default); the editor gives its own,
 * which toasts any failure.
 */
export function getMindmapQueryOptions(
  id: number,
  viewer: string,
  meta: AppQueryMeta = VIEWER_FAILURES,
) {
  return queryOptions({
    queryKey: mindmapKeys.detail(viewer, id),
    queryFn: ({ signal }) => getMindmap(id, { signal }),
    enabled: id > 0,
    // A server-rendered 'not found' stays as it is on arrival.
    retryOnMount: false,
    meta,
  });
}

export function useMindmap(id: number, viewer: string, meta?: AppQueryMeta) {
  return useQuery(getMindmapQueryOptions(id, viewer, meta));
}
