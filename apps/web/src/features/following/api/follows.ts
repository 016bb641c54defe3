import type { Follow } from '@codegrow/shared/schemas/following';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type FollowMode } from '@codegrow/shared/constants/domain';

const FOLLOWS_KEY = ['follows'];

/** What is followed: a category or a learning path, by id. */
export type FollowTarget = { categoryId: number } | { pathId: number };

/** GET /api/follows: the signed-in reader's follows. */
export function useFollows(enabled: boolean) {
  return useQuery({
    queryKey: FOLLOWS_KEY,
    queryFn: ({ signal }) => api.get<{ follows: Follow[] }>('/follows', { signal }),
    select: (data) => data.follows,
    enabled,
  });
}

/** PUT /api/follows: the reader's choice for one category or path; answers with them all. */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, mode }: { target: FollowTarget; mode: FollowMode }) =>
      api.put<{ follows: Follow[] }>('/follows', { ...target, mode }),
    onSuccess: (data) => queryClient.setQueryData(FOLLOWS_KEY, data),
  });
}

/** How the reader follows this target now: 'off' when they do not. */
export function modeOf(follows: Follow[] | undefined, target: FollowTarget): FollowMode {
  const [kind, id] =
    'categoryId' in target ? ['category', target.categoryId] : ['path', target.pathId];
  return follows?.find((follow) => follow.kind === kind && follow.id === id)?.mode ?? 'off';
}
