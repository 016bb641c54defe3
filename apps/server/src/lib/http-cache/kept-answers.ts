import { LRUCache } from 'lru-cache';
import type { Encoding } from './encoded-bodies';

/** An anonymous answer kept to be sent again: its bytes and what goes out with them. */
export interface KeptAnswer {
  body: Buffer;
  /**
   * The body compressed in each coding a hit has asked for, made once; while it is made, the
   * promise of it (null if it failed: the body goes out as it is).
   */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer | null>>>;
  contentType: string;
  etag: string;
  /** The surrogate keys it names, space-separated: a discussion's change drops those naming it. */
  keys: string;
}

/**
 * Answers kept per URL for `ttlMs`, their bodies and URLs together at most `maxBytes`: past
 * that, the least recently used go first (lru-cache, bounded by size). Bounded by bytes, not
 * entries, so that many large answers (or many URLs) cannot hold more memory than the operator
 * gave the cache.
 */
export function createKeptAnswers(opts: { maxBytes: number; ttlMs: number }) {
  const keeps = opts.ttlMs > 0 && opts.maxBytes > 0;
  // Each size a new entry: lru-cache counts a size again only for a value it has not kept.
  const entries = new LRUCache<string, { answer: KeptAnswer }>({
    maxSize: Math.max(1, opts.maxBytes),
    ttl: Math.max(1, opts.ttlMs),
  });
  const sizeOf = (key: string, answer: KeptAnswer) => answer.body.length + Buffer.byteLength(key);

  return {
    get: (key: string): KeptAnswer | undefined => entries.get(key)?.answer,

    set(key: string, answer: KeptAnswer): void {
      if (keeps) entries.set(key, { answer }, { size: sizeOf(key, answer) });
    },

    /** Counts `extra` bytes more for `key`'s answer (a compressed copy), if it is still kept. */
    grow(key: string, answer: KeptAnswer, extra: number): void {
      const kept = entries.info(key);
      if (kept?.value.answer !== answer) return;
      // Set again with its new size, keeping its time: a copy is made on a hit, which used it.
      entries.set(key, { answer }, { size: (kept.size ?? 0) + extra, noUpdateTTL: true });
    },

    /** Drops the answers that name `surrogateKey`. */
    dropNaming(surrogateKey: string): void {
      for (const [key, { answer }] of entries.entries()) {
        if (answer.keys.split(' ').includes(surrogateKey)) entries.delete(key);
      }
    },

    clear: () => entries.clear(),

    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;
