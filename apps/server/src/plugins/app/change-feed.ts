import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/**
 * What a server may keep in memory and another server's write can make stale:
 * `content` (articles, categories, mind maps: every kept public answer), one article's
 * `discussion` (its kept comment pages), one `account` (role, subscription, password,
 * deletion), or `everything` when changes may have been missed (the feed's connection was
 * lost).
 */
export type Change =
  | { kind: 'content' }
  | { kind: 'discussion'; blogId: number }
  | { kind: 'account'; userId: number }
  | { kind: 'everything' };

declare module 'fastify' {
  interface FastifyInstance {
    changes: {
      /** Applies the change here at once and tells every other server of the fleet. */
      announce(change: Change): void;
      /** Called for every change, announced here or by another server. */
      onChange(listener: (change: Change) => void): void;
    };
    /** After a write to articles, categories or mind maps commits. */
    contentChanged(): void;
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
    if (kind === 'content' || kind === 'everything') return message;
    if (kind === 'account' && Number.isInteger(message.change.userId)) return message;
    if (kind === 'discussion' && Number.isInteger(message.change.blogId)) return message;
  } catch {
    // Not ours: nothing to apply.
  }
  return null;
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
    const apply = (change: Change) => {
      for (const listener of listeners) listener(change);
    };
    const feed = opts.databaseUrl ? openFeed(fastify, opts.databaseUrl, apply) : null;

    const announce = (change: Change) => {
      apply(change);
      feed?.publish(change);
    };
    fastify.decorate('changes', { announce, onChange: (listener) => listeners.push(listener) });
    fastify.decorate('contentChanged', () => announce({ kind: 'content' }));
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
  /** Messages waiting to be announced together. */
  let pending: Set<string> | null = null;

  /** Through the pool, so changes are announced while this server's listener reconnects. */
  async function flush(): Promise<void> {
    if (!pending) return;
    const messages = sql.join(
      [...pending].map((message) => sql`${message}`),
      sql`, `,
    );
    pending = null;
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
    publish(change: Change) {
      const message = JSON.stringify({ from: serverId, change } satisfies Message);
      if (pending) {
        pending.add(message);
        return;
      }
      pending = new Set([message]);
      setTimeout(() => void flush(), COALESCE_MS).unref();
    },
    async close() {
      await flush();
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
