import type { User } from '@codegrow/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';

export async function getProfile(options?: RequestOptions): Promise<User> {
  const data = await api.get<{ user: User }>('/auth/profile', options);
  return data.user;
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
  });
}

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
