import { useEffect } from 'react';
import type { KeptByArticle } from '../lib/kept-by-article';

/**
 * When a visitor signs in, what they kept as a visitor is sent again, to be judged and kept
 * for the account, as their reading progress is. An article they may not read (or that changed
 * since) refuses it; that is dropped with the rest.
 */
export function useVisitorHandover<T>(
  userId: number | undefined,
  kept: KeptByArticle<T>,
  send: (blogId: number, value: T) => Promise<unknown>,
): void {
  useEffect(() => {
    if (userId === undefined) return;
    const entries = kept.all();
    if (entries.length === 0) return;
    kept.clear();
    for (const [blogId, value] of entries) send(blogId, value).catch(() => undefined);
  }, [userId, kept, send]);
}
