import type { MapCheck, MapCheckResults } from '@codegrow/shared/schemas/map-check';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/mindmaps/blog/:blogId/check: the labels judged (a complete map kept as a check). */
export const checkMap = (blogId: number, labels: MapCheck['labels']) =>
  api.post<MapCheckResults>(`/mindmaps/blog/${blogId}/check`, { labels });

export const useCheckMap = (blogId: number) =>
  useMutation({ mutationFn: (labels: MapCheck['labels']) => checkMap(blogId, labels) });
