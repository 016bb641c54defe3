import type { Progress } from '@codegrow/shared/schemas/learning';

/** A reader's progress by article id. */
export type ProgressById = ReadonlyMap<number, Progress>;

export const progressById = (entries: readonly Progress[]): ProgressById =>
  new Map(entries.map((entry) => [entry.blog_id, entry]));

/**
 * Two records of the same article, joined the way the server merges a visitor's
 * progress into an account: read anywhere is read, skipped anywhere is skipped unless read,
 * and the further position is kept.
 */
export function joinProgress(a: Progress, b: Progress): Progress {
  return {
    blog_id: a.blog_id,
    position: Math.max(a.position, b.position),
    read: a.read || b.read,
    skipped: !(a.read || b.read) && Boolean(a.skipped || b.skipped),
  };
}

/** What a write changes: a position, read or unread by hand, or both. */
export interface ProgressChange {
  position?: number;
  read?: boolean;
  skipped?: boolean;
}

/**
 * The record after a write, as the server keeps it: read stays read until unmarked, and
 * reading a skipped article ends its skip.
 */
export function applyChange(
  current: Progress | undefined,
  blogId: number,
  change: ProgressChange,
): Progress {
  return {
    blog_id: blogId,
    position: change.position ?? current?.position ?? 0,
    read: change.read ?? current?.read ?? false,
    skipped: change.read ? false : (change.skipped ?? current?.skipped ?? false),
  };
}

export interface PathStatus {
  read: number;
  /**
   * The first step neither read nor skipped that the reader may open, and how far down it
   * they were; null once there is none.
   */
  next: { blogId: number; position: number } | null;
  /** Steps not read nor skipped that are locked to this reader (premium without a subscription). */
  lockedUnread: number;
  /** Steps the reader chose to skip and has not read. */
  skipped: number;
  started: boolean;
}

/** Where a reader stands in a path's steps (article ids in order); `locked`: steps they cannot open. */
export function pathStatus(
  stepIds: readonly number[],
  progress: ProgressById,
  locked: ReadonlySet<number> = new Set(),
): PathStatus {
  const unread = stepIds.filter((id) => !progress.get(id)?.read);
  const skipped = unread.filter((id) => progress.get(id)?.skipped);
  const left = unread.filter((id) => !progress.get(id)?.skipped);
  const nextId = left.find((id) => !locked.has(id));
  return {
    read: stepIds.length - unread.length,
    next:
      nextId === undefined
        ? null
        : { blogId: nextId, position: progress.get(nextId)?.position ?? 0 },
    lockedUnread: left.filter((id) => locked.has(id)).length,
    skipped: skipped.length,
    started: stepIds.some((id) => progress.has(id)),
  };
}
