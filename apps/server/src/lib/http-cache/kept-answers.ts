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

interface Entry {
  answer: KeptAnswer;
  bytes: number;
  expiresAt: number;
}

/**
 * Answers kept per URL for `ttlMs`, their bodies and URLs together at most `maxBytes`: past
 * that, the least recently used go first. Bounded by bytes, not entries, so that many large
 * answers (or many URLs) cannot hold more memory than the operator gave the cache.
 */
export function createKeptAnswers(opts: { maxBytes: number; ttlMs: number }) {
  // A Map iterates in insertion order: a used entry is moved to the end, the first is the oldest.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const evictPast = (limit: number) => {
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= limit) break;
      drop(oldestKey, oldest);
    }
  };

  return {
    get(key: string): KeptAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key, entry);
      if (entry.expiresAt <= Date.now()) return undefined;
      entries.set(key, entry);
      bytes += entry.bytes;
      return entry.answer;
    },

    set(key: string, answer: KeptAnswer): void {
      const size = answer.body.length + Buffer.byteLength(key);
      if (size > opts.maxBytes) return;
      const previous = entries.get(key);
      if (previous) drop(key, previous);
      entries.set(key, { answer, bytes: size, expiresAt: Date.now() + opts.ttlMs });
      bytes += size;
      evictPast(opts.maxBytes);
    },

    /** Counts `extra` bytes more for `key`'s answer (a compressed copy), if it is still kept. */
    grow(key: string, answer: KeptAnswer, extra: number): void {
      const entry = entries.get(key);
      if (entry?.answer !== answer) return;
      entry.bytes += extra;
      bytes += extra;
      evictPast(opts.maxBytes);
    },

    /** Drops the answers that name `surrogateKey`. */
    dropNaming(surrogateKey: string): void {
      for (const [key, entry] of entries) {
        if (entry.answer.keys.split(' ').includes(surrogateKey)) drop(key, entry);
      }
    },

    clear(): void {
      entries.clear();
      bytes = 0;
    },

    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;
