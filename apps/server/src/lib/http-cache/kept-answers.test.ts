import { describe, expect, it } from 'vitest';
import { createKeptAnswers, type KeptAnswer } from './kept-answers';

const answer = (bytes: number, keys = 'site'): KeptAnswer => ({
  body: Buffer.alloc(bytes),
  encoded: {},
  contentType: 'application/json',
  etag: 'W/"x"',
  keys,
});

describe('kept answers', () => {
  it('counts bodies and URLs, and drops the least recently used past the bound', () => {
    const kept = createKeptAnswers({ maxBytes: 300, ttlMs: 60_000 });
    kept.set('/a', answer(98));
    kept.set('/b', answer(98));
    kept.set('/c', answer(98));
    expect(kept.stats()).toEqual({ entries: 3, bytes: 300 });
    kept.get('/a');
    kept.set('/d', answer(98));
    expect(kept.get('/b')).toBeUndefined();
    expect(kept.get('/a')).toBeDefined();
    expect(kept.stats()).toEqual({ entries: 3, bytes: 300 });
  });

  it('keeps nothing larger than the bound, and counts a replaced answer once', () => {
    const kept = createKeptAnswers({ maxBytes: 100, ttlMs: 60_000 });
    kept.set('/big', answer(200));
    kept.set('/a', answer(10));
    kept.set('/a', answer(20));
    expect(kept.stats()).toEqual({ entries: 1, bytes: 22 });
  });

  it('drops the answers naming a key, and nothing else', () => {
    const kept = createKeptAnswers({ maxBytes: 1000, ttlMs: 60_000 });
    kept.set('/comments/1', answer(10, 'site discussion-1'));
    kept.set('/comments/12', answer(10, 'site discussion-12'));
    kept.dropNaming('discussion-1');
    expect(kept.get('/comments/1')).toBeUndefined();
    expect(kept.get('/comments/12')).toBeDefined();
    expect(kept.stats().entries).toBe(1);
  });

  it('forgets an answer once its time is up', () => {
    const kept = createKeptAnswers({ maxBytes: 1000, ttlMs: 0 });
    kept.set('/a', answer(10));
    expect(kept.get('/a')).toBeUndefined();
    expect(kept.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts a compressed copy with its answer, and evicts for it like any bytes', () => {
    const kept = createKeptAnswers({ maxBytes: 300, ttlMs: 60_000 });
    const first = answer(98);
    const second = answer(98);
    kept.set('/a', first);
    kept.set('/b', second);
    kept.grow('/a', first, 60);
    expect(kept.stats()).toEqual({ entries: 2, bytes: 98 + 2 + 60 + 98 + 2 });
    kept.grow('/a', first, 60);
    // Past the bound: the least recently used goes (a copy is made on a hit of /a: /b).
    expect(kept.get('/b')).toBeUndefined();
    expect(kept.stats()).toEqual({ entries: 1, bytes: 98 + 2 + 120 });
    // A copy of an answer no longer kept counts for nothing.
    kept.grow('/b', second, 60);
    expect(kept.stats().bytes).toBe(220);
  });
});
