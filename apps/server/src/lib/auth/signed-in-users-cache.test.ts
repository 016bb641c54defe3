import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSignedInUsersCache } from './signed-in-users-cache';
import type { UserRow } from './users-repository';

const user = (id: number) => ({ id, email: `u${id}@codegrow.dev` }) as UserRow;

afterEach(() => vi.useRealTimers());

describe('createSignedInUsersCache', () => {
  it('keeps a user for the TTL only', () => {
    vi.useFakeTimers();
    const cache = createSignedInUsersCache(2_000);
    cache.set(user(1), cache.mark());
    vi.advanceTimersByTime(1_999);
    expect(cache.get(1)?.id).toBe(1);
    vi.advanceTimersByTime(2);
    expect(cache.get(1)).toBeUndefined();
  });

  it('drops the oldest entry when full, and keeps nothing with a TTL of 0', () => {
    const cache = createSignedInUsersCache(60_000, 2);
    cache.set(user(1), cache.mark());
    cache.set(user(2), cache.mark());
    cache.set(user(3), cache.mark());
    expect([1, 2, 3].map((id) => cache.get(id)?.id)).toEqual([undefined, 2, 3]);
    const off = createSignedInUsersCache(0);
    off.set(user(1), off.mark());
    expect(off.get(1)).toBeUndefined();
  });

  it('forgets one account and keeps the others', () => {
    const cache = createSignedInUsersCache(60_000);
    cache.set(user(1), cache.mark());
    cache.set(user(2), cache.mark());
    cache.forget(1);
    expect([1, 2].map((id) => cache.get(id)?.id)).toEqual([undefined, 2]);
  });

  it('does not keep a user read before a forget that overlapped the lookup', () => {
    const cache = createSignedInUsersCache(60_000);
    const mark = cache.mark();
    cache.forget(1);
    cache.set(user(1), mark);
    expect(cache.get(1)).toBeUndefined();
  });
});
