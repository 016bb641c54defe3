import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  keepPages,
  listKeptPages,
  offlineReadingSupported,
  removeKeptPages,
  type PageToKeep,
} from '../../../lib/offline/kept-pages';
import { startOfflineReading } from '../../../lib/offline/service-worker';
import { keptAccess } from './kept-access';

export const keptPagesKey = ['kept-pages'] as const;

/** What this device keeps for offline reading; only the browser knows, so never server-rendered. */
export const useKeptPages = () =>
  useQuery({
    queryKey: keptPagesKey,
    queryFn: listKeptPages,
    enabled: offlineReadingSupported(),
    // Read from this device, not the network: it answers offline too.
    networkMode: 'always',
    staleTime: Infinity,
  });

/**
 * Keeps pages on this device, starting offline reading first on the first use. Premium pages
 * are kept until their session or access ends, as the server says (none kept without that).
 */
export function useKeepPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pages: PageToKeep[]) => {
      await startOfflineReading();
      const access = pages.some((page) => page.premium) ? await keptAccess() : null;
      const validUntil = access?.readsPremium ? access.validUntil : null;
      return keepPages(
        pages.filter((page) => !page.premium || validUntil),
        validUntil,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptPagesKey }),
  });
}

export function useRemoveKeptPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[] | 'all') =>
      removeKeptPages((page) => urls === 'all' || urls.includes(page.url)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keptPagesKey }),
  });
}
