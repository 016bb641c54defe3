import type { Role, SubscriptionStatus } from '@codegrow/shared/constants/domain';
import type { ComplimentaryGrant } from '@codegrow/shared/schemas/complimentary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';
import { getUserQueryOptions, type UserDetail } from './get-user';

export interface UserChange {
  role?: Role;
  subscription_status?: SubscriptionStatus;
}

/** PATCH /api/admin/users/:id: recorded in the audit trail; 409 when demoting yourself. */
export function updateUser(id: number, change: UserChange): Promise<UserDetail> {
  return api.patch(`/admin/users/${id}`, change);
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => updateUser(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(getUserQueryOptions(id).queryKey, detail);
      // Counts and lists on the dashboard change with a user's role or subscription.
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}

/**
 * POST /api/admin/users/:id/complimentary (`grant`: a reason and an end or none) or DELETE
 * (`grant` null): the account's detail as it now stands.
 */
export function useChangeComplimentary(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: ComplimentaryGrant | null): Promise<UserDetail> =>
      grant
        ? api.post(`/admin/users/${id}/complimentary`, grant)
        : api.delete(`/admin/users/${id}/complimentary`),
    onSuccess: (detail) => {
      queryClient.setQueryData(getUserQueryOptions(id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
