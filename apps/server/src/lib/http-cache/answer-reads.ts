import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an answer was made from, noted as it is read: every answer names the records it shows
 * (`readKeys`, called by the serializers, the repositories and the routes as they read), and an
 * answer made of others' (a rendered page, which reads the API in-process) names what they
 * named. Its surrogate keys are these, so a purge by a record's key reaches every page and
 * answer that showed it, in any language, at any address: nothing lists paths.
 */
interface Reads {
  keys: Set<string>;
  /** The answer this one is part of (the page whose render asked for it). */
  parent: Reads | undefined;
}

const reads = new AsyncLocalStorage<Reads>();

/**
 * Runs `next` (the rest of a request's lifecycle) as an answer of its own, inside the one being
 * made where it was asked, if any: what it reads is noted for both.
 */
export function answering(next: () => void): void {
  reads.run({ keys: new Set(), parent: reads.getStore() }, next);
}

/** The answer being made (and any it is part of) shows these records: purged by their keys. */
export function readKeys(...keys: readonly string[]): void {
  for (let answer = reads.getStore(); answer; answer = answer.parent)
    for (const key of keys) answer.keys.add(key);
}

/** The keys the answer being made has read so far. */
export function answerReads(): string[] {
  return [...(reads.getStore()?.keys ?? [])];
}
