import { LIMITS } from '@codegrow/shared/constants/limits';

type Saved = { saved_at: string };

/** docs/product.md §9: the overview's recent activity, the latest saves first (3 by default). */
export function latestSaved<T extends Saved>(
  blogs: readonly T[],
  limit: number = LIMITS.recentActivityItems,
): T[] {
  const time = (blog: T) => {
    const ms = new Date(blog.saved_at).getTime();
    return Number.isNaN(ms) ? 0 : ms;
  };
  return [...blogs].sort((a, b) => time(b) - time(a)).slice(0, limit);
}
