import type { Transaction } from '@codegrow/shared/schemas/transaction';
import type { User } from '@codegrow/shared/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard-stats';

export interface AuditEntry {
  action: string;
  detail: string | null;
  /** Who made the change (their name or e-mail); null for the system. */
  actor: string | null;
  created_at: string;
}

export interface UserDetail {
  user: User;
  transactions: Transaction[];
  savedCount: number;
  audit: AuditEntry[];
}

/** GET /api/admin/users/:id: the profile, payments, saved count and audit trail. */
export function getUser(id: number, options?: RequestOptions): Promise<UserDetail> {
  return api.get(`/admin/users/${id}`, options);
}

export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'users', 'detail', id],
    queryFn: ({ signal }) => getUser(id, { signal }),
    // A missing user is shown on the page, not toasted.
    meta: { errorToast: () => 'Failed to load user', quietStatuses: [404] },
  });
}

export function useUser(id: number) {
  return useQuery(getUserQueryOptions(id));
}
