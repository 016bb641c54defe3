import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { extendKeptPremium, listKeptPages, removeKeptPages } from '../../../lib/offline/kept-pages';
import { keptAccess } from '../api/kept-access';
import { keptPagesKey } from '../api/kept-pages';

/**
 * Kept premium articles stay on this device only while its reader may read them: once the
 * server says otherwise (signed out elsewhere, a subscription revoked or run out), they go;
 * while it says yes, they may be read offline until the session's new end (it slides on as it
 * is used). The server is asked, not the page's own state: a kept page, or the offline page,
 * carries the state it was rendered with. Asked once a page load, and only when premium is kept.
 */
export function useKeptPagesFollowAccess(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    async function check() {
      const kept = await listKeptPages();
      if (!kept.some((page) => page.premium) || !navigator.onLine) return;
      const access = await keptAccess();
      if (!access || cancelled) return;
      if (access.readsPremium) await extendKeptPremium(access.validUntil);
      else await removeKeptPages((page) => page.premium);
      await queryClient.invalidateQueries({ queryKey: keptPagesKey });
    }
    check().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}
