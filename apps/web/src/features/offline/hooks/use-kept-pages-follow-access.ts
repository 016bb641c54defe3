import { readsPremium } from '@codegrow/shared/access/blog-access';
import type { User } from '@codegrow/shared/schemas/user';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { listKeptPages, removeKeptPages } from '../../../lib/offline/kept-pages';
import { keptPagesKey } from '../api/kept-pages';

/** Whether the server says this browser's session may read premium articles; null: no answer. */
async function sessionReadsPremium(): Promise<boolean | null> {
  try {
    const { user } = await api.get<{ user: User }>('/auth/profile', { silentUnauthorized: true });
    return readsPremium(user);
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? false : null;
  }
}

/**
 * Kept premium articles stay on this device only while its reader may read them: once the
 * server says otherwise (signed out elsewhere, a subscription revoked or run out), they go.
 * The server is asked, not the page's own state: a kept page, or the offline page, carries
 * the state it was rendered with. Asked once a page load, and only when premium is kept.
 */
export function useKeptPagesFollowAccess(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    async function check() {
      const kept = await listKeptPages();
      if (!kept.some((page) => page.premium) || !navigator.onLine) return;
      if ((await sessionReadsPremium()) !== false || cancelled) return;
      await removeKeptPages((page) => page.premium);
      await queryClient.invalidateQueries({ queryKey: keptPagesKey });
    }
    check().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}
