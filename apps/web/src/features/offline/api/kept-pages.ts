import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  keepPages,
  listKeptPages,
  offlineReadingSupported,
  removeKeptPages,
  type PageToKeep,
} from '../../../lib/offline/kept-pages';
import { startOfflineReading } from '../../../lib/offline/service-worker';

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

/** Keeps pages on this device, starting offline reading first on the first use. */
export function useKeepPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pages: PageToKeep[]) => {
      await startOfflineReading();
      return keepPages(pages);
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
