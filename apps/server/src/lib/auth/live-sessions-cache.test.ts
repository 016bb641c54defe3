import { describe, expect, it } from 'vitest';
import { createLiveSessionsCache } from './live-sessions-cache';
import type { UserRow } from './users-repository';

const session = (userId: number, endsInMs = 3_600_000) => ({
  user: { id: userId, email: `u${userId}@codegrow.dev` } as UserRow,
  signedInAt: new Date(),
  expiresAt: new Date(Date.now() + endsInMs),
  endsBy: new Date(Date.now() + endsInMs),
});

describe('createLiveSessionsCache', () => {
  it('keeps a session for the TTL only, and never past the session’s own end', async () => {
    const cache = createLiveSessionsCache(60_000);
    cache.set('a', session(1), cache.mark());
    cache.set('b', session(2, 30), cache.mark());
    const brief = createLiveSessionsCache(30);
    brief.set('c', session(3), brief.mark());
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.user.id).toBe(1);
    expect(brief.get('c')).toBeUndefined();
  });

  it('drops the oldest entry when full, and keeps nothing with a TTL of 0', () => {
    const cache = createLiveSessionsCache(60_000, 2);
    cache.set('a', session(1), cache.mark());
    cache.set('b', session(2), cache.mark());
    cache.set('c', session(3), cache.mark());
    expect(['a', 'b', 'c'].map((id) => cache.get(id)?.user.id)).toEqual([undefined, 2, 3]);
    const off = createLiveSessionsCache(0);
    off.set('a', session(1), off.mark());
    expect(off.get('a')).toBeUndefined();
  });

  it('forgets every session of one account and keeps the others', () => {
    const cache = createLiveSessionsCache(60_000);
    cache.set('phone', session(1), cache.mark());
    cache.set('laptop', session(1), cache.mark());
    cache.set('other', session(2), cache.mark());
    cache.forget(1);
    expect(['phone', 'laptop', 'other'].map((id) => cache.get(id)?.user.id)).toEqual([
      undefined,
      undefined,
      2,
    ]);
  });

  it('does not keep a session read before a forget that overlapped the lookup', () => {
    const cache = createLiveSessionsCache(60_000);
    const mark = cache.mark();
    cache.forget(1);
    cache.set('a', session(1), mark);
    expect(cache.get('a')).toBeUndefined();
  });
});
