import { describe, expect, it } from 'vitest';
import { applyChange, joinProgress, pathStatus, progressById } from './progress';

describe('reading progress', () => {
  it('joins two records the way the server merges them: read wins, the further position wins', () => {
    expect(
      joinProgress(
        { blog_id: 1, position: 0.8, read: false },
        { blog_id: 1, position: 0.3, read: true },
      ),
    ).toEqual({ blog_id: 1, position: 0.8, read: true, skipped: false });
    expect(
      joinProgress(
        { blog_id: 1, position: 0, read: false, skipped: true },
        { blog_id: 1, position: 0.3, read: false },
      ),
    ).toEqual({ blog_id: 1, position: 0.3, read: false, skipped: true });
  });

  it('keeps read until it is unmarked, and a position until a new one', () => {
    const read = applyChange(undefined, 4, { read: true });
    expect(read).toEqual({ blog_id: 4, position: 0, read: true, skipped: false });
    expect(applyChange(read, 4, { position: 0.2 })).toEqual({
      blog_id: 4,
      position: 0.2,
      read: true,
      skipped: false,
    });
    expect(applyChange(read, 4, { read: false })).toEqual({
      blog_id: 4,
      position: 0,
      read: false,
      skipped: false,
    });
  });

  it('finds the first unread step of a path and where the reader was in it', () => {
    const progress = progressById([
      { blog_id: 1, position: 1, read: true },
      { blog_id: 2, position: 0.4, read: false },
      { blog_id: 3, position: 1, read: true },
    ]);
    expect(pathStatus([1, 2, 3, 4], progress)).toEqual({
      read: 2,
      next: { blogId: 2, position: 0.4 },
      lockedUnread: 0,
      skipped: 0,
      started: true,
    });
    expect(pathStatus([5, 6], progress)).toEqual({
      read: 0,
      next: { blogId: 5, position: 0 },
      lockedUnread: 0,
      skipped: 0,
      started: false,
    });
    expect(pathStatus([1, 3], progress).next).toBeNull();
  });

  it('goes on past skipped steps, counts them apart, and a skip ends once the step is read', () => {
    const progress = progressById([
      { blog_id: 1, position: 1, read: true },
      { blog_id: 2, position: 0.2, read: false, skipped: true },
    ]);
    expect(pathStatus([1, 2, 3], progress, new Set([3]))).toMatchObject({
      read: 1,
      skipped: 1,
      next: null,
      lockedUnread: 1,
    });
    expect(pathStatus([1, 2, 4], progress).next).toEqual({ blogId: 4, position: 0 });
    const read = applyChange(progress.get(2), 2, { read: true });
    expect(read).toMatchObject({ read: true, skipped: false });
    expect(applyChange(read, 2, { position: 0.5 }).skipped).toBe(false);
  });

  it('goes on past the steps the reader cannot open, and counts them', () => {
    const progress = progressById([{ blog_id: 1, position: 1, read: true }]);
    expect(pathStatus([1, 2, 3], progress, new Set([2]))).toMatchObject({
      next: { blogId: 3, position: 0 },
      lockedUnread: 1,
    });
    expect(pathStatus([1, 2], progress, new Set([2]))).toMatchObject({
      next: null,
      lockedUnread: 1,
    });
  });
});
