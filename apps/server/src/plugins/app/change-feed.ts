import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Executor } from '../../db/client';
import { SURROGATE_KEYS } from '../../lib/http-cache/surrogate-keys';

/**
 * What a server may keep in memory and another server's write can make stale:
 * `content` (articles, categories, mind maps: every kept public answer; `keys` name what
 * changed, as the answers showing it are tagged: http-cache/surrogate-keys.ts), one article's
 * `discussion` (its kept comment pages), one `account` (role, subscription, password,
 * deletion), the `moderation` rules (the hold setting, the blocked words), or `everything`
 * when changes may have been missed (the feed's connection was lost).
 */
export type Change =
  | { kind: 'content'; keys: string[] }
  | { kind: 'discussion'; blogId: number }
  | { kind: 'account'; userId: number }
  | { kind: 'moderation' }
  | { kind: 'everything' };

declare module 'fastify' {
  interface FastifyInstance {
    changes: {
      /** Applies the change here at once and tells every other server of the fleet. */
      announce(change: Change): void;
      /** Called for every change, announced here or by another server. */
      onChange(listener: (change: Change) => void): void;
      /**
       * Called at once for each change announced on this server (not for those heard from
       * others), with a promise that settles once the other servers have been told: a cache
       * in front of the fleet is purged after that, or it could fetch the old answer again
       * from a server that has not heard yet.
       */
      onAnnounce(listener: (change: Change, told: Promise<void>) => void): void;
    };
    /**
     * After a write to articles, categories, mind maps or paths commits, with the surrogate
     * keys of what it changed (`site`, everything, when the writer cannot say); the answers
     * that could not name what they show (`every-change`) go with any change.
     */
    contentChanged(keys?: readonly string[]): void;
    /** After a comment on this article commits. */
    discussionChanged(blogId: number): void;
    /**
     * After a write to this account (role, subscription, password, deletion) commits:
     * its next request, on any server, sees the change instead of a copy kept for a moment.
     */
    accountChanged(userId: number | null | undefined): void;
  }
}

const CHANNEL = 'codegrow_changes';
const RECONNECT_MS = 1_000;

/**
 * Changes announced within this long go out in one statement, each distinct one once: a busy
 * discussion's comments cost one notice, not one each (a NOTIFY per comment had cost a round
 * trip and a lock every commit waits on, 40 % of the comments a second). This server applies
 * each change at once; the others hear of it this much later.
 */
const COALESCE_MS = 10;

interface Message {
  /** The server that announced it, which has applied it already. */
  from: string;
  change: Change;
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? '') as Message;
    const kind = message.change?.kind;
    if (kind === 'everything' || kind === 'moderation') return message;
    // A server of an earlier version names no keys: its change may have touched anything.
    if (kind === 'content') {
      const keys = Array.isArray(message.change.keys) ? message.change.keys : [SURROGATE_KEYS.site];
      return { ...message, change: { kind, keys } };
    }
    if (kind === 'account' && Number.isInteger(message.change.userId)) return message;
    if (kind === 'discussion' && Number.isInteger(message.change.blogId)) return message;
  } catch {
    // Not ours: nothing to apply.
  }
  return null;
}

/**
 * A change made outside the servers (the admin CLI on PostgreSQL), told to every server as one
 * of their own would be: a signed-in account's new role is seen on its next request. On PGlite
 * no server runs beside another process (the database's lock), so nothing needs telling.
 */
export async function announceFromOutside(db: Executor, change: Change): Promise<void> {
  const message = JSON.stringify({ from: 'outside', change } satisfies Message);
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${message})`);
}

/**
 * One server's part of the fleet's change feed, on PostgreSQL's LISTEN/NOTIFY: every server
 * holds one connection listening on a channel, and a change is one NOTIFY on it. No service
 * beyond the database the servers share already; PGlite runs in one process, where a change
 * only has to reach this server's own listeners. A lost connection is reopened, and what
 * was kept meanwhile is dropped, since changes announced in between were not heard.
 */
export default fp(
  async function changeFeed(fastify: FastifyInstance, opts: { databaseUrl?: string | undefined }) {
    const listeners: Array<(change: Change) => void> = [];
    const announceListeners: Array<(change: Change, told: Promise<void>) => void> = [];
    const apply = (change: Change) => {
      for (const listener of listeners) listener(change);
    };
    const feed = opts.databaseUrl ? openFeed(fastify, opts.databaseUrl, apply) : null;

    const announce = (change: Change) => {
      apply(change);
      // On PGlite this server is the fleet: told once applied.
      const told = feed ? feed.publish(change) : Promise.resolve();
      for (const listener of announceListeners) listener(change, told);
    };
    fastify.decorate('changes', {
      announce,
      onChange: (listener) => listeners.push(listener),
      onAnnounce: (listener) => announceListeners.push(listener),
    });
    fastify.decorate('contentChanged', (keys: readonly string[] = [SURROGATE_KEYS.site]) =>
      announce({ kind: 'content', keys: [...new Set([...keys, SURROGATE_KEYS.everyChange])] }),
    );
    fastify.decorate('discussionChanged', (blogId: number) =>
      announce({ kind: 'discussion', blogId }),
    );
    fastify.decorate('accountChanged', (userId: number | null | undefined) => {
      if (userId) announce({ kind: 'account', userId });
    });
    if (feed) {
      await feed.connect();
      fastify.addHook('onClose', () => feed.close());
    }
  },
  { name: 'change-feed', dependencies: ['db'] },
);

function openFeed(fastify: FastifyInstance, url: string, apply: (change: Change) => void) {
  const serverId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Messages waiting to be announced together, and the promise settled once they were. */
  let pending: { messages: Set<string>; sent: Promise<void>; settle: () => void } | null = null;

  /** Sends what is waiting; settles once it was sent (or could not be). */
  function flush(): Promise<void> {
    const batch = pending;
    if (!batch) return Promise.resolve();
    pending = null;
    void send(batch.messages).finally(batch.settle);
    return batch.sent;
  }

  /** Through the pool, so changes are announced while this server's listener reconnects. */
  async function send(pendingMessages: Set<string>): Promise<void> {
    const messages = sql.join(
      [...pendingMessages].map((message) => sql`${message}`),
      sql`, `,
    );
    await fastify.db
      .execute(
        sql`SELECT pg_notify(${CHANNEL}, message) FROM unnest(ARRAY[${messages}]) AS message`,
      )
      .catch((error: unknown) => {
        // Other servers then see them when what they keep expires (seconds).
        fastify.log.warn({ err: error }, 'change feed: could not announce changes');
      });
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', ({ payload }) => {
      const message = parseMessage(payload);
      if (message && message.from !== serverId) apply(message.change);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function lost(which: pg.Client, error?: Error) {
    if (closed || client !== which) return;
    client = null;
    fastify.log.warn({ err: error }, 'change feed lost; dropping what this server keeps');
    apply({ kind: 'everything' });
    reconnect();
  }

  function reconnect() {
    retry = setTimeout(() => {
      connect().then(
        () => apply({ kind: 'everything' }),
        (error: unknown) => {
          fastify.log.warn({ err: error }, 'change feed: could not reconnect');
          if (!closed) reconnect();
        },
      );
    }, RECONNECT_MS);
    retry.unref();
  }

  return {
    connect,
    /** Resolves once the other servers have been told (or telling them failed, logged). */
    publish(change: Change): Promise<void> {
      const message = JSON.stringify({ from: serverId, change } satisfies Message);
      if (pending) {
        pending.messages.add(message);
        return pending.sent;
      }
      let settle = () => {};
      const sent = new Promise<void>((resolve) => (settle = resolve));
      pending = { messages: new Set([message]), sent, settle };
      setTimeout(() => void flush(), COALESCE_MS).unref();
      return sent;
    },
    async close() {
      await flush();
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
