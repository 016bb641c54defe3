import type { GiftLink } from '@codegrow/shared/schemas/gift';
import type { User } from '@codegrow/shared/schemas/user';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/gifts/link?token=…: who gave the gift and where it stands; 404 for a bad link. */
export function useGiftLink(token: string) {
  return useQuery({
    queryKey: ['gift-link', token],
    queryFn: ({ signal }) =>
      api.get<GiftLink>(`/gifts/link?${new URLSearchParams({ token }).toString()}`, { signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/gifts/redeem: the signed-in reader takes the gift; answers their account. */
export function useRedeemGift() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ message: string; user: User }>('/gifts/redeem', { token }),
  });
}
